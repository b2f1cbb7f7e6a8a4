import type { RouterOutputs } from '@afilia/api';
import { PIX_KEY_TYPES, type PixKeyType, payoutAccountInput } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { SaveIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { SavedSettingsCard } from '@/components/saved-settings-card';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { parseError, translateError } from '@/lib/errors';
import type { TranslationKey } from '@/lib/i18n-keys';
import { trpc } from '@/lib/trpc';
import { ReferralLinks } from './referral-links';

type AccountInput = z.input<typeof payoutAccountInput>;
type AccountOutput = z.output<typeof payoutAccountInput>;
type PayoutAccount = RouterOutputs['payouts']['account'];
const FIELDS = ['asaasWalletId', 'pixKeyType', 'pixKey'] as const;

const PIX_TYPE_LABEL: Record<PixKeyType, TranslationKey> = {
  CPF: 'payments.account.pixTypes.CPF',
  CNPJ: 'payments.account.pixTypes.CNPJ',
  EMAIL: 'payments.account.pixTypes.EMAIL',
  PHONE: 'payments.account.pixTypes.PHONE',
  EVP: 'payments.account.pixTypes.EVP',
};

function toValues(account: PayoutAccount): AccountInput {
  return {
    asaasWalletId: account.asaasWalletId ?? '',
    pixKeyType: account.pixKeyType,
    pixKey: account.pixKey ?? '',
    currentPassword: '',
  };
}

function AccountForm({ account }: { account: PayoutAccount }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.payouts.saveAccount.useMutation();
  const form = useForm<AccountInput, unknown, AccountOutput>({
    resolver: zodResolver(payoutAccountInput),
    defaultValues: toValues(account),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      utils.payouts.account.setData(undefined, saved);
      form.reset(toValues(saved));
      toast.success(t('payments.account.saved'));
    } catch (error) {
      const { code, params, fieldErrors } = parseError(error);
      for (const field of FIELDS) {
        const message = fieldErrors[field];
        if (message) form.setError(field, { message });
      }
      if (code === 'errors.account.wrongPassword')
        form.setError('currentPassword', { message: code }, { shouldFocus: true });
      toast.error(t('payments.toast.actionFailed'), { description: translateError(t, code, params) });
    }
  });

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate data-testid="payout-account-form">
      <FormField
        label={t('payments.account.walletId')}
        error={errors.asaasWalletId?.message}
        description={t('payments.account.walletIdHelp')}
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          disabled={isSubmitting}
          data-testid="payout-wallet"
          {...form.register('asaasWalletId')}
        />
      </FormField>
      <div className="grid gap-5 *:content-start sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <Controller
          control={form.control}
          name="pixKeyType"
          render={({ field }) => (
            <FormField label={t('payments.account.pixKeyType')} error={errors.pixKeyType?.message}>
              <Select
                value={field.value ?? undefined}
                onValueChange={(value) =>
                  field.onChange(PIX_KEY_TYPES.find((type) => type === value) ?? null)
                }
                disabled={isSubmitting}
              >
                <SelectTrigger className="w-full" data-testid="payout-pix-type">
                  <SelectValue placeholder={t('payments.account.pixKeyTypePlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  {PIX_KEY_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {t(PIX_TYPE_LABEL[type])}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          )}
        />
        <FormField
          label={t('payments.account.pixKey')}
          error={errors.pixKey?.message}
          description={t('payments.account.pixKeyHelp')}
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            disabled={isSubmitting}
            data-testid="payout-pix-key"
            {...form.register('pixKey')}
          />
        </FormField>
      </div>
      <FormField
        label={t('payments.account.currentPassword')}
        error={errors.currentPassword?.message}
        description={t('payments.account.currentPasswordHelp')}
      >
        <Input
          type="password"
          autoComplete="current-password"
          disabled={isSubmitting}
          data-testid="payout-current-password"
          {...form.register('currentPassword')}
        />
      </FormField>
      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={isSubmitting || !isDirty}
          className="w-full sm:w-auto"
          data-testid="payout-account-save"
        >
          {isSubmitting ? <Spinner /> : <SaveIcon aria-hidden />}
          {isSubmitting ? t('payments.form.saving') : t('payments.account.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Recebimentos' (payouts.receive): where a reseller gets their commissions (the Asaas wallet for splits, the
 * Pix key for payouts), and the links their producer shared to create an account on a platform.
 */
export function PayoutAccountCard() {
  const { t } = useTranslation();
  const query = trpc.payouts.account.useQuery(undefined, { staleTime: 0 });
  return (
    <SavedSettingsCard
      testId="payout-account"
      title={<h3>{t('payments.account.title')}</h3>}
      description={t('payments.account.description')}
      loadFailed={query.isError ? t('payments.account.loadError') : null}
      onRetry={() => void query.refetch()}
    >
      {query.data ? (
        <AccountForm account={query.data} />
      ) : query.isError ? null : (
        <div className="grid gap-4" role="status" aria-label={t('common.actions.loading')}>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      )}
      <ReferralLinks />
    </SavedSettingsCard>
  );
}
