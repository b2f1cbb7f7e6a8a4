import { ASAAS_ENVIRONMENTS, asaasConnectionInput } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon, InfoIcon, TriangleAlertIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { TranslationKey } from '@/lib/i18n-keys';
import { trpc } from '@/lib/trpc';
import { type ConnectionCheck, ConnectionCheckResult, toastConnectionError } from './connection-check';
import { ConnectionDialog, ConnectionFormFooter } from './connection-dialog';
import type { PaymentConnection } from './payment-types';
import { SecretKeyField } from './secret-key-field';
import { usePaymentsCache } from './use-payments-cache';

type AsaasInput = z.input<typeof asaasConnectionInput>;
type AsaasOutput = z.output<typeof asaasConnectionInput>;
const FIELDS = ['apiKey', 'walletId', 'environment'] as const;

const ENVIRONMENT_LABEL = {
  sandbox: 'payments.asaas.sandbox',
  production: 'payments.asaas.production',
} as const;

function WebhookStatus({ connection }: { connection: PaymentConnection }) {
  const { t } = useTranslation();
  if (!connection.configured) return null;
  return connection.webhookRegistered ? (
    <Alert variant="success" role="status" data-testid="asaas-webhook-status">
      <CircleCheckIcon aria-hidden />
      <AlertDescription className="text-foreground">{t('payments.asaas.webhookRegistered')}</AlertDescription>
    </Alert>
  ) : (
    <Alert variant="warning" role="status" data-testid="asaas-webhook-status">
      <TriangleAlertIcon aria-hidden />
      <AlertDescription className="break-words text-foreground">
        {t('payments.asaas.webhookNotRegistered', { url: connection.webhookUrl ?? '' })}
      </AlertDescription>
    </Alert>
  );
}

function ResellerInstructions() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="flex gap-3 rounded-lg bg-muted p-3 text-sm" aria-labelledby={id}>
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className="grid gap-1">
        <h3 id={id} className="font-medium">
          {t('payments.asaas.resellerInstructions')}
        </h3>
        <p className="text-muted-foreground">{t('payments.asaas.resellerInstructionsText')}</p>
      </div>
    </section>
  );
}

function AsaasForm({ connection, onDone }: { connection: PaymentConnection; onDone: () => void }) {
  const { t } = useTranslation();
  const cache = usePaymentsCache();
  const test = trpc.payments.testAsaas.useMutation();
  const save = trpc.payments.saveAsaas.useMutation();
  const [check, setCheck] = useState<ConnectionCheck | null>(null);
  const form = useForm<AsaasInput, unknown, AsaasOutput>({
    resolver: zodResolver(asaasConnectionInput),
    defaultValues: {
      apiKey: '',
      walletId: connection.walletId ?? '',
      environment: connection.environment,
    },
  });
  const { errors } = form.formState;
  const busy = test.isPending || save.isPending;

  /** No key typed and none saved: nothing to test or save with. */
  const lacksKey = (values: AsaasOutput) => {
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
      toast.success(t('payments.toast.connected'), { description: t('payments.toast.connectedAsaas') });
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
      toast.success(t('payments.toast.saved'), {
        description: t('payments.toast.savedDescription', { platform: t('payments.platforms.asaas.name') }),
      });
      if (!view.webhookRegistered)
        toast.warning(t('payments.asaas.webhookNotRegistered', { url: view.webhookUrl ?? '' }), {
          duration: 10_000,
        });
      onDone();
    } catch (error) {
      showFieldErrors(toastConnectionError(t, error));
    }
  });

  return (
    <form className="grid gap-4" onSubmit={onSave} noValidate>
      <SecretKeyField
        label={t('payments.asaas.apiKey')}
        error={errors.apiKey?.message}
        description={
          connection.apiKeyLast4
            ? t('payments.asaas.apiKeyKeep', { last4: connection.apiKeyLast4 })
            : undefined
        }
        placeholder={t('payments.asaas.apiKeyPlaceholder')}
        disabled={busy}
        testId="asaas-api-key"
        registration={form.register('apiKey')}
      />
      <FormField
        label={t('payments.asaas.walletId')}
        error={errors.walletId?.message}
        description={t('payments.asaas.walletIdHelp')}
      >
        <Input autoComplete="off" spellCheck={false} disabled={busy} {...form.register('walletId')} />
      </FormField>
      {/* The address is the app's own, never chosen here: the token registered with it reaches only the app. */}
      {connection.webhookUrl && (
        <FormField
          label={t('payments.asaas.webhookAddress')}
          description={t('payments.asaas.webhookAddressHelp')}
        >
          <Input readOnly value={connection.webhookUrl} spellCheck={false} data-testid="asaas-webhook-url" />
        </FormField>
      )}
      <Controller
        control={form.control}
        name="environment"
        render={({ field }) => (
          <FormField label={t('payments.asaas.environment')} error={errors.environment?.message}>
            <Select value={field.value} onValueChange={field.onChange} disabled={busy}>
              <SelectTrigger className="w-full" data-testid="asaas-environment">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ASAAS_ENVIRONMENTS.map((environment) => (
                  <SelectItem key={environment} value={environment}>
                    {t(ENVIRONMENT_LABEL[environment])}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        )}
      />
      {check && <ConnectionCheckResult check={check} testId="asaas-check" />}
      <WebhookStatus connection={connection} />
      <ResellerInstructions />
      <ConnectionFormFooter
        testing={test.isPending}
        saving={save.isPending}
        onTest={() => void onTest()}
        saveTestId="asaas-save"
      />
    </form>
  );
}

/** 'Configurar Asaas': the key, the wallet, the webhook, the environment, 'Testar conexão' and 'Salvar'. */
export function AsaasConfigDialog({
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
      title={t('payments.asaas.title')}
      description={t('payments.asaas.description')}
      testId="asaas-config-dialog"
    >
      <AsaasForm connection={connection} onDone={() => onOpenChange(false)} />
    </ConnectionDialog>
  );
}
