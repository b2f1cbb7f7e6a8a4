import type { ApiScope } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { API_SCOPES_BY_RESOURCE, scopeLabelKey, scopeResourceLabelKey } from './api-key-logic';
import { GroupedCheckboxPicker, type PickerFieldProps } from './grouped-checkbox-picker';

const SCOPE_GROUPS = API_SCOPES_BY_RESOURCE.map(({ resource, scopes }) => ({
  group: resource,
  options: scopes,
}));

/**
 * What a key may do, grouped by resource ('Produtos', 'Vendas'…) under one 'Selecionar todas' box (mixed while
 * only some are chosen). Each scope shows its label and its code, which is what the API names in a 403 when a
 * key lacks it.
 */
export function ApiScopePicker(field: PickerFieldProps<ApiScope>) {
  const { t } = useTranslation();
  return (
    <GroupedCheckboxPicker
      {...field}
      groups={SCOPE_GROUPS}
      legend={t('settings.integrations.apiKeys.form.scopes')}
      hint={t('settings.integrations.apiKeys.form.scopesHint')}
      groupLabel={(resource) => t(scopeResourceLabelKey(resource))}
      optionLabel={(scope) => t(scopeLabelKey(scope))}
      selectAll={{
        per: 'picker',
        label: t('settings.integrations.apiKeys.form.selectAll'),
        testId: 'api-key-scopes-all',
      }}
      testIds={{ picker: 'api-key-scopes', group: 'api-key-scope-group', option: 'api-key-scope' }}
      optionAttribute="data-scope"
    />
  );
}
