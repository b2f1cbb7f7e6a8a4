import type { ApiScope } from '@afilia/validators';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { translateMessage } from '@/lib/i18n-keys';
import {
  API_SCOPES_BY_RESOURCE,
  scopeLabelKey,
  scopeResourceLabelKey,
  scopeSelection,
  toggleAllScopes,
  toggleScope,
} from './api-key-logic';

/**
 * What a key may do, grouped by resource ('Produtos', 'Vendas'…) under one 'Selecionar todas' box (mixed while
 * only some are chosen). Each scope shows its label and its code, which is what the API names in a 403 when a
 * key lacks it.
 */
export function ApiScopePicker({
  value,
  onChange,
  disabled,
  error,
}: {
  value: readonly ApiScope[];
  onChange: (scopes: ApiScope[]) => void;
  disabled: boolean;
  /** An i18n key (a zod message or the server's). */
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const selection = scopeSelection(value);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy} data-testid="api-key-scopes">
      <legend className="mb-1 font-medium text-sm">{t('settings.integrations.apiKeys.form.scopes')}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-muted-foreground text-xs">
        {t('settings.integrations.apiKeys.form.scopesHint')}
      </p>
      <div className="flex items-center gap-2 rounded-lg border px-3 py-2">
        <Checkbox
          id={`${id}-all`}
          checked={selection === 'all' ? true : selection === 'some' ? 'indeterminate' : false}
          onCheckedChange={(checked) => onChange(toggleAllScopes(checked === true))}
          disabled={disabled}
          data-testid="api-key-scopes-all"
        />
        <Label htmlFor={`${id}-all`} className="font-normal">
          {t('settings.integrations.apiKeys.form.selectAll')}
        </Label>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {API_SCOPES_BY_RESOURCE.map(({ resource, scopes }) => (
          <fieldset
            key={resource}
            className="min-w-0 rounded-lg border p-3"
            data-testid="api-key-scope-group"
            data-group={resource}
          >
            <legend className="px-1 font-medium text-sm">{t(scopeResourceLabelKey(resource))}</legend>
            <ul className="grid gap-2">
              {scopes.map((scope) => {
                const scopeId = `${id}-${scope}`;
                return (
                  <li key={scope} className="flex items-start gap-2">
                    <Checkbox
                      id={scopeId}
                      className="mt-0.5"
                      checked={value.includes(scope)}
                      onCheckedChange={(checked) => onChange(toggleScope(value, scope, checked === true))}
                      disabled={disabled}
                      aria-invalid={error ? true : undefined}
                      data-testid="api-key-scope"
                      data-scope={scope}
                    />
                    <Label htmlFor={scopeId} className="grid min-w-0 gap-0.5 font-normal leading-snug">
                      <span>{t(scopeLabelKey(scope))}</span>
                      <code className="break-all font-mono text-muted-foreground text-xs">{scope}</code>
                    </Label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {translateMessage(t, error)}
        </p>
      )}
    </fieldset>
  );
}
