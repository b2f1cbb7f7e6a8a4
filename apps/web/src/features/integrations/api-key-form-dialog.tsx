import { apiKeyCreateInput } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRoundIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { parseError, translateError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { isStaleKeysError } from './api-key-logic';
import type { ApiKey } from './api-key-types';
import { ApiScopePicker } from './api-scope-picker';

type ApiKeyInput = z.input<typeof apiKeyCreateInput>;
type ApiKeyOutput = z.output<typeof apiKeyCreateInput>;
const FIELDS = ['name', 'scopes'] as const;

const EMPTY: ApiKeyInput = { name: '', scopes: [] };

/** The server's problem with a field, by its path (`scopes.3` is the scopes' field). */
function fieldError(fieldErrors: Record<string, string>, field: (typeof FIELDS)[number]): string | undefined {
  const key = Object.keys(fieldErrors).find((path) => path === field || path.startsWith(`${field}.`));
  return key ? fieldErrors[key] : undefined;
}

/**
 * 'Criar chave de API': a name and the scopes, none chosen at first (a key gets only what its integration needs).
 * A refusal of a field shows under it; anything else (the plan, the key limit) in a toast, and then the card
 * reloads, since it showed a state the server no longer has.
 */
export function ApiKeyFormDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  /** The new key and the key itself, which comes only with this answer. */
  onCreated: (key: ApiKey, secret: string) => void;
}) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const create = trpc.apiKeys.create.useMutation();
  const {
    register,
    control,
    reset,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ApiKeyInput, unknown, ApiKeyOutput>({
    resolver: zodResolver(apiKeyCreateInput),
    defaultValues: EMPTY,
  });

  // Each opening starts from an empty form: a key is never edited, only created.
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { key, secret } = await create.mutateAsync(values);
      toast.success(t('settings.integrations.apiKeys.toasts.created'));
      onCreated(key, secret);
      await utils.apiKeys.settings.invalidate();
    } catch (error) {
      const { code, params, fieldErrors } = parseError(error);
      let onField = false;
      for (const field of FIELDS) {
        const message = fieldError(fieldErrors, field);
        if (!message) continue;
        setError(field, { type: 'server', message }, { shouldFocus: !onField });
        onField = true;
      }
      if (onField) return;
      toast.error(t('settings.integrations.apiKeys.form.failed'), {
        description: translateError(t, code, params),
        duration: 6000,
      });
      if (isStaleKeysError(code)) {
        onClose();
        await utils.apiKeys.settings.invalidate();
      }
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !isSubmitting && onClose()}>
      <DialogContent className="sm:max-w-2xl" data-testid="api-key-dialog">
        <DialogHeader>
          <DialogTitle>{t('settings.integrations.apiKeys.form.title')}</DialogTitle>
          <DialogDescription>{t('settings.integrations.apiKeys.form.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <FormField
            label={t('settings.integrations.apiKeys.form.name')}
            error={errors.name?.message}
            description={t('settings.integrations.apiKeys.form.nameHint')}
          >
            <Input
              {...register('name')}
              autoComplete="off"
              placeholder={t('settings.integrations.apiKeys.form.namePlaceholder')}
              disabled={isSubmitting}
              required
              data-testid="api-key-name"
            />
          </FormField>
          <Controller
            control={control}
            name="scopes"
            render={({ field }) => (
              <ApiScopePicker
                value={field.value}
                onChange={field.onChange}
                disabled={isSubmitting}
                error={errors.scopes?.message ?? errors.scopes?.root?.message}
              />
            )}
          />
          <DialogFooter sticky>
            <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
              {t('settings.integrations.apiKeys.form.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting} data-testid="api-key-save">
              {isSubmitting ? <Spinner /> : <KeyRoundIcon aria-hidden />}
              {t(
                isSubmitting
                  ? 'settings.integrations.apiKeys.form.creating'
                  : 'settings.integrations.apiKeys.form.create',
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
