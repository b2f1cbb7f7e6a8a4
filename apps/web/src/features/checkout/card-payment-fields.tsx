import { CreditCardIcon } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CardCollector } from '@/components/card-payment/card-collector';
import { LazyStripeCardField, ProviderNotReady } from '@/components/card-payment/lazy-stripe-card-field';
import { TestCardFields } from '@/components/card-payment/test-card-fields';
import type { CardSource, CheckoutFormOutput, CheckoutFormValues } from './product-checkout-values';

/**
 * 'Pagamento': the card, through the built-in test mode's form or Stripe's Card Element. Without a Stripe
 * key on a Stripe setup the provider is not ready and the page says so.
 */
export function CardPaymentFields({
  form,
  source,
  publishableKey,
  disabled,
  onStripeCollector,
}: {
  form: UseFormReturn<CheckoutFormValues, unknown, CheckoutFormOutput>;
  source: CardSource;
  publishableKey: string | null;
  disabled: boolean;
  onStripeCollector: (collector: CardCollector | null) => void;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-4 flex items-center gap-2 font-semibold text-lg">
        <CreditCardIcon className="size-5 text-muted-foreground" aria-hidden />
        {t('checkout.payment.title')}
      </legend>
      {source === 'test' ? (
        <TestCardFields register={form.register} errors={errors} />
      ) : publishableKey ? (
        <div className="grid gap-2">
          <p className="font-medium text-sm leading-none">{t('checkout.payment.card')}</p>
          <LazyStripeCardField
            loadingLabel={t('checkout.payment.loadingCard')}
            publishableKey={publishableKey}
            disabled={disabled}
            onCollector={onStripeCollector}
          />
        </div>
      ) : (
        <ProviderNotReady alert />
      )}
    </fieldset>
  );
}
