import type { PaymentMethod } from '@afilia/validators';
import { BarcodeIcon, CreditCardIcon, QrCodeIcon } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { cn } from '@/lib/utils';
import type { CheckoutFormOutput, CheckoutFormValues } from './product-checkout-values';

const ICONS = { card: CreditCardIcon, pix: QrCodeIcon, boleto: BarcodeIcon } as const;

/** Cartão, Pix or Boleto, as large tappable choices (shown only when the producer offers more than a card). */
export function PaymentMethodPicker({
  form,
  methods,
}: {
  form: UseFormReturn<CheckoutFormValues, unknown, CheckoutFormOutput>;
  methods: PaymentMethod[];
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 font-semibold text-lg">{t('checkout.payment.methodLegend')}</legend>
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <RadioGroup
            value={field.value}
            onValueChange={field.onChange}
            className="grid gap-2 sm:grid-cols-3"
            aria-label={t('checkout.payment.methodLegend')}
          >
            {methods.map((method) => {
              const Icon = ICONS[method];
              const id = `payment-method-${method}`;
              return (
                <label
                  key={method}
                  htmlFor={id}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-muted/50',
                    field.value === method && 'border-primary bg-primary/5',
                  )}
                >
                  <RadioGroupItem id={id} value={method} className="mt-0.5" />
                  <span className="grid gap-0.5">
                    <span className="flex items-center gap-1.5 font-medium text-sm">
                      <Icon className="size-4 text-muted-foreground" aria-hidden />
                      {t(`checkout.payment.methods.${method}`)}
                    </span>
                    <span className="text-muted-foreground text-xs">
                      {t(`checkout.payment.methodHints.${method}`)}
                    </span>
                  </span>
                </label>
              );
            })}
          </RadioGroup>
        )}
      />
    </fieldset>
  );
}
