import type { RouterOutputs } from '@afilia/api';
import { formatBRL, installmentRateLabel } from '@afilia/validators';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { currentLanguage } from '@/lib/i18n';
import type { CheckoutFormOutput, CheckoutFormValues } from './product-checkout-values';

export type InstallmentOption = RouterOutputs['catalog']['product']['installmentOptions'][number];

/** '1x de R$ 199,00 (à vista)', '12x de R$ 16,58 sem juros' or '12x de R$ 19,98 (total R$ 239,76)'. */
export function useInstallmentLabel() {
  const { t } = useTranslation();
  return (option: InstallmentOption) => {
    if (option.count === 1)
      return t('checkout.installments.atOnce', { amount: formatBRL(option.totalCents) });
    const values = {
      count: option.count,
      installment: formatBRL(option.installmentCents),
      total: formatBRL(option.totalCents),
    };
    return option.interestFree
      ? t('checkout.installments.free', values)
      : t('checkout.installments.withInterest', values);
  };
}

/**
 * 'Parcelas': each option the product offers for a card, with its installment and total as the server priced
 * them; when any carries interest, the monthly rate is stated under the field.
 */
export function InstallmentPicker({
  form,
  options,
}: {
  form: UseFormReturn<CheckoutFormValues, unknown, CheckoutFormOutput>;
  options: InstallmentOption[];
}) {
  const { t } = useTranslation();
  const label = useInstallmentLabel();
  const withInterest = options.some((option) => !option.interestFree);
  return (
    <Controller
      control={form.control}
      name="installments"
      render={({ field }) => (
        <FormField
          label={t('checkout.installments.label')}
          id="checkout-installments"
          description={
            withInterest
              ? t('checkout.installments.rate', { rate: installmentRateLabel(currentLanguage()) })
              : undefined
          }
        >
          <Select
            name={field.name}
            value={String(field.value)}
            onValueChange={(next) => {
              const option = options.find((candidate) => String(candidate.count) === next);
              if (option) field.onChange(option.count);
            }}
          >
            <SelectTrigger className="w-full" id="checkout-installments" data-testid="checkout-installments">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.count} value={String(option.count)}>
                  {label(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
    />
  );
}
