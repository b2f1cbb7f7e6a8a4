import { referralLinkInput } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { SaveIcon } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { parseError, translateError } from '@/lib/errors';
import type { TranslationKey } from '@/lib/i18n-keys';
import { trpc } from '@/lib/trpc';
import type { PaymentConnection } from './payment-types';
import { usePaymentsCache } from './use-payments-cache';

type ReferralInput = z.input<typeof referralLinkInput>;
type ReferralOutput = z.output<typeof referralLinkInput>;

/**
 * 'Link de indicação para revendedores': a switch and the URL shown to the producer's resellers so they can
 * create their account on the platform. Switching it off saves at once; switching it on asks for the URL.
 */
export function ReferralLinkForm({ connection }: { connection: PaymentConnection }) {
  const { t } = useTranslation();
  const id = useId();
  const cache = usePaymentsCache();
  const save = trpc.payments.setReferral.useMutation();
  const form = useForm<ReferralInput, unknown, ReferralOutput>({
    resolver: zodResolver(referralLinkInput),
    defaultValues: {
      platform: connection.platform,
      enabled: connection.referralEnabled,
      url: connection.referralUrl ?? '',
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const enabled = form.watch('enabled');

  const submit = async (values: ReferralOutput) => {
    if (values.enabled && values.url === '') {
      form.setError('url', { message: 'validation.payments.referralUrlInvalid' satisfies TranslationKey });
      return;
    }
    try {
      const view = await save.mutateAsync(values);
      cache.putConnection(view);
      form.reset({ platform: view.platform, enabled: view.referralEnabled, url: view.referralUrl ?? '' });
      toast.success(t('payments.platforms.referral.saved'));
    } catch (error) {
      const { code, params, fieldErrors } = parseError(error);
      if (fieldErrors.url) form.setError('url', { message: fieldErrors.url });
      toast.error(t('payments.toast.actionFailed'), { description: translateError(t, code, params) });
    }
  };
  const onSubmit = form.handleSubmit(submit);

  return (
    <form className="grid gap-3 border-t pt-4" onSubmit={onSubmit} noValidate>
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-switch`}>{t('payments.platforms.referral.label')}</Label>
          <p id={`${id}-help`} className="text-muted-foreground text-xs">
            {t('payments.platforms.referral.description')}
          </p>
        </div>
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              id={`${id}-switch`}
              checked={field.value}
              disabled={isSubmitting}
              aria-describedby={`${id}-help`}
              data-testid={`referral-${connection.platform}-toggle`}
              onCheckedChange={(checked) => {
                field.onChange(checked);
                // Off is final: save it now when it was on (an empty URL is fine then).
                if (!checked && connection.referralEnabled) void onSubmit();
              }}
            />
          )}
        />
      </div>
      {enabled && (
        <div className="grid gap-3">
          <FormField label={t('payments.platforms.referral.urlLabel')} error={errors.url?.message}>
            <Input
              type="url"
              inputMode="url"
              placeholder="https://"
              disabled={isSubmitting}
              data-testid={`referral-${connection.platform}-url`}
              {...form.register('url')}
            />
          </FormField>
          <Button
            type="submit"
            variant="secondary"
            disabled={isSubmitting || !isDirty}
            size="sm"
            className="justify-self-start"
            data-testid={`referral-${connection.platform}-save`}
          >
            {isSubmitting ? <Spinner /> : <SaveIcon aria-hidden />}
            {t('payments.platforms.referral.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
