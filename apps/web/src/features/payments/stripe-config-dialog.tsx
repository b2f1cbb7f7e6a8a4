import { stripeConnectionInput } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { TranslationKey } from '@/lib/i18n-keys';
import { trpc } from '@/lib/trpc';
import { type ConnectionCheck, ConnectionCheckResult, toastConnectionError } from './connection-check';
import { ConnectionDialog, ConnectionFormFooter } from './connection-dialog';
import type { PaymentConnection } from './payment-types';
import { SecretKeyField } from './secret-key-field';
import { usePaymentsCache } from './use-payments-cache';

type StripeInput = z.input<typeof stripeConnectionInput>;
type StripeOutput = z.output<typeof stripeConnectionInput>;
const FIELDS = ['apiKey', 'publishableKey', 'webhookSecret'] as const;

function StripeForm({ connection, onDone }: { connection: PaymentConnection; onDone: () => void }) {
  const { t } = useTranslation();
  const cache = usePaymentsCache();
  const test = trpc.payments.testStripe.useMutation();
  const save = trpc.payments.saveStripe.useMutation();
  const [check, setCheck] = useState<ConnectionCheck | null>(null);
  const form = useForm<StripeInput, unknown, StripeOutput>({
    resolver: zodResolver(stripeConnectionInput),
    defaultValues: { apiKey: '', publishableKey: connection.publishableKey ?? '', webhookSecret: '' },
  });
  const { errors } = form.formState;
  const busy = test.isPending || save.isPending;

  const lacksKey = (values: StripeOutput) => {
    if (values.apiKey || connection.apiKeyLast4) return false;
    form.setError('apiKey', { message: 'validation.payments.apiKeyRequired' satisfies TranslationKey });
    return true;
  };
  const showFieldErrors = (fieldErrors: Record<string, string>) => {
    for (const field of FIELDS) {
      const message = fieldErrors[field];
      if (message) form.setError(field, { message });
    }
  };

  const onTest = form.handleSubmit(async (values) => {
    if (lacksKey(values)) return;
    setCheck(null);
    try {
      setCheck(await test.mutateAsync(values));
      toast.success(t('payments.toast.connected'), { description: t('payments.toast.connectedStripe') });
    } catch (error) {
      showFieldErrors(toastConnectionError(t, error));
    } finally {
      // The first test creates the connection: its webhook address (the form's help) is known from then on.
      cache.reloadConnections();
    }
  });

  const onSave = form.handleSubmit(async (values) => {
    if (lacksKey(values)) return;
    try {
      const view = await save.mutateAsync(values);
      cache.putConnection(view);
      cache.reloadMoney();
      toast.success(t('payments.toast.saved'), { description: t('payments.toast.connectedStripe') });
      onDone();
    } catch (error) {
      showFieldErrors(toastConnectionError(t, error));
    }
  });

  return (
    <form className="grid gap-4" onSubmit={onSave} noValidate>
      <SecretKeyField
        label={t('payments.stripe.apiKey')}
        error={errors.apiKey?.message}
        description={
          connection.apiKeyLast4
            ? t('payments.stripe.apiKeyKeep', { last4: connection.apiKeyLast4 })
            : undefined
        }
        placeholder={t('payments.stripe.apiKeyPlaceholder')}
        disabled={busy}
        testId="stripe-api-key"
        registration={form.register('apiKey')}
      />
      <FormField
        label={t('payments.stripe.publishableKey')}
        error={errors.publishableKey?.message}
        description={t('payments.stripe.publishableKeyHelp')}
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          placeholder={t('payments.stripe.publishableKeyPlaceholder')}
          disabled={busy}
          data-testid="stripe-publishable-key"
          {...form.register('publishableKey')}
        />
      </FormField>
      <SecretKeyField
        label={t('payments.stripe.webhookSecret')}
        error={errors.webhookSecret?.message}
        description={connection.hasWebhookSecret ? t('payments.stripe.webhookSecretKept') : undefined}
        placeholder={t('payments.stripe.webhookSecretPlaceholder')}
        disabled={busy}
        testId="stripe-webhook-secret"
        registration={form.register('webhookSecret')}
      />
      {check && <ConnectionCheckResult check={check} testId="stripe-check" />}
      <ConnectionFormFooter
        testing={test.isPending}
        saving={save.isPending}
        onTest={() => void onTest()}
        saveTestId="stripe-save"
      />
    </form>
  );
}

/**
 * 'Configurar Stripe': the secret key, the publishable key (cards charged to the producer's account), the optional
 * webhook secret, 'Testar conexão' and 'Salvar'.
 */
export function StripeConfigDialog({
  connection,
  open,
  onOpenChange,
}: {
  connection: PaymentConnection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConnectionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('payments.stripe.title')}
      description={t('payments.stripe.description')}
      testId="stripe-config-dialog"
    >
      <StripeForm connection={connection} onDone={() => onOpenChange(false)} />
    </ConnectionDialog>
  );
}
