import { webhookEndpointInput } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, SaveIcon } from 'lucide-react';
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
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { parseError, translateError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { useLastShown } from '@/lib/use-last-shown';
import { EventPicker } from './event-picker';
import { isUrlError } from './webhook-logic';
import type { WebhookEndpoint } from './webhook-types';

type EndpointInput = z.input<typeof webhookEndpointInput>;
type EndpointOutput = z.output<typeof webhookEndpointInput>;
const FIELDS = ['url', 'description', 'events', 'enabled'] as const;

/** 'Adicionar endpoint' or 'Editar endpoint': which one, and the endpoint being edited. */
export type EndpointFormTarget = { mode: 'create' } | { mode: 'edit'; endpoint: WebhookEndpoint };

const EMPTY: EndpointInput = { url: '', description: '', events: [], enabled: true };

function valuesOf(target: EndpointFormTarget | null): EndpointInput {
  if (target?.mode !== 'edit') return EMPTY;
  const { url, description, events, enabled } = target.endpoint;
  return { url, description, events: [...events], enabled };
}

/** The server's problem with a field, by its path (`events.3` is the events' field). */
function fieldError(fieldErrors: Record<string, string>, field: (typeof FIELDS)[number]): string | undefined {
  const key = Object.keys(fieldErrors).find((path) => path === field || path.startsWith(`${field}.`));
  return key ? fieldErrors[key] : undefined;
}

/**
 * The endpoint form: its URL, an optional description, the events it listens to and 'Ativo'. A URL the server
 * refuses (not https, a private address, a domain that does not resolve) is shown under the field; anything
 * else (the plan, the endpoint limit) in a toast.
 */
export function EndpointFormDialog({
  target,
  onClose,
  onCreated,
}: {
  /** null while closed. */
  target: EndpointFormTarget | null;
  onClose: () => void;
  /** A new endpoint's secret, which comes only with this answer. */
  onCreated: (endpoint: WebhookEndpoint, secret: string) => void;
}) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const create = trpc.webhooks.create.useMutation();
  const update = trpc.webhooks.update.useMutation();
  const form = useForm<EndpointInput, unknown, EndpointOutput>({
    resolver: zodResolver(webhookEndpointInput),
    defaultValues: EMPTY,
  });
  const {
    register,
    control,
    reset,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  // The title and the button keep their words while the dialog closes.
  const editing = useLastShown(target)?.mode === 'edit';

  useEffect(() => {
    if (target) reset(valuesOf(target));
  }, [target, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!target) return;
    try {
      if (target.mode === 'edit') {
        await update.mutateAsync({ endpointId: target.endpoint.id, ...values });
        toast.success(t('settings.integrations.webhooks.toasts.updated'));
        onClose();
      } else {
        const { endpoint, secret } = await create.mutateAsync(values);
        toast.success(t('settings.integrations.webhooks.toasts.created'));
        onCreated(endpoint, secret);
      }
      await utils.webhooks.settings.invalidate();
    } catch (error) {
      const { code, params, fieldErrors } = parseError(error);
      for (const field of FIELDS) {
        const message = fieldError(fieldErrors, field);
        if (message) setError(field, { type: 'server', message });
      }
      if (isUrlError(code)) {
        setError('url', { type: 'server', message: code }, { shouldFocus: true });
        return;
      }
      toast.error(t('settings.integrations.webhooks.form.saveFailed'), {
        description: translateError(t, code, params),
        duration: 6000,
      });
      // A plan that lapsed meanwhile: the card shows the upgrade prompt instead of this form.
      if (code === 'errors.webhooks.upgradeRequired') {
        onClose();
        await utils.webhooks.settings.invalidate();
      }
    }
  });

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !isSubmitting && onClose()}>
      <DialogContent className="sm:max-w-2xl" data-testid="webhook-endpoint-dialog">
        <DialogHeader>
          <DialogTitle>
            {t(
              editing
                ? 'settings.integrations.webhooks.form.editTitle'
                : 'settings.integrations.webhooks.form.createTitle',
            )}
          </DialogTitle>
          <DialogDescription>{t('settings.integrations.webhooks.form.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <FormField
            label={t('settings.integrations.webhooks.form.url')}
            error={errors.url?.message}
            description={t('settings.integrations.webhooks.form.urlHint')}
          >
            <Input
              {...register('url')}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={t('settings.integrations.webhooks.form.urlPlaceholder')}
              disabled={isSubmitting}
              required
              data-testid="webhook-url"
            />
          </FormField>
          <FormField
            label={t('settings.integrations.webhooks.form.descriptionField')}
            error={errors.description?.message}
          >
            <Textarea
              {...register('description')}
              rows={2}
              className="min-h-16"
              placeholder={t('settings.integrations.webhooks.form.descriptionPlaceholder')}
              disabled={isSubmitting}
              data-testid="webhook-description"
            />
          </FormField>
          <Controller
            control={control}
            name="events"
            render={({ field }) => (
              <EventPicker
                value={field.value}
                onChange={field.onChange}
                disabled={isSubmitting}
                error={errors.events?.message ?? errors.events?.root?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <FormField
                inline
                label={t('settings.integrations.webhooks.form.enabled')}
                description={t('settings.integrations.webhooks.form.enabledHint')}
                error={errors.enabled?.message}
              >
                <Switch
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={isSubmitting}
                  data-testid="webhook-enabled"
                />
              </FormField>
            )}
          />
          <DialogFooter sticky>
            <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
              {t('settings.integrations.webhooks.form.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting} data-testid="webhook-endpoint-save">
              {isSubmitting ? <Spinner /> : editing ? <SaveIcon aria-hidden /> : <PlusIcon aria-hidden />}
              {t(
                isSubmitting
                  ? 'settings.integrations.webhooks.form.saving'
                  : editing
                    ? 'settings.integrations.webhooks.form.save'
                    : 'settings.integrations.webhooks.form.create',
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
