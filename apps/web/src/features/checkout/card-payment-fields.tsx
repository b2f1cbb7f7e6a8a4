import { CreditCardIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { TestCardFields } from '../payments-ui/test-card-fields';
import type { CardCollector } from '../plans/purchase/card-collector';
import type { CardSource, CheckoutFormOutput, CheckoutFormValues } from './checkout-values';

// Stripe.js and its React bindings load only when the checkout runs on Stripe.
const StripeCardField = lazy(() => import('../plans/purchase/stripe-card-field'));

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
        <TestCardFields
          fields={{
            cardNumber: form.register('cardNumber'),
            cardExpiry: form.register('cardExpiry'),
            cardCvc: form.register('cardCvc'),
          }}
          errors={{
            cardNumber: errors.cardNumber?.message,
            cardExpiry: errors.cardExpiry?.message,
            cardCvc: errors.cardCvc?.message,
          }}
        />
      ) : publishableKey ? (
        <div className="grid gap-2">
          <p className="font-medium text-sm leading-none">{t('checkout.payment.card')}</p>
          <Suspense
            fallback={
              <p className="flex h-9 items-center gap-2 text-muted-foreground text-xs">
                <Spinner className="size-3" />
                {t('checkout.payment.loadingCard')}
              </p>
            }
          >
            <StripeCardField
              publishableKey={publishableKey}
              disabled={disabled}
              onCollector={onStripeCollector}
            />
          </Suspense>
        </div>
      ) : (
        <p className="text-destructive text-sm" role="alert">
          {t('errors.payments.providerNotReady')}
        </p>
      )}
    </fieldset>
  );
}
