import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { TranslationKey } from '@/lib/i18n-keys';
import { PurchaseFlowError } from '@/lib/purchase-flow-error';
import { useTheme } from '@/lib/theme';
import { cn } from '@/lib/utils';
import type { CardCollector } from './card-collector';

// Stripe.js is fetched from js.stripe.com once per key, and only when this lazily loaded module renders.
const stripePromises = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripePromises.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => null);
    stripePromises.set(publishableKey, promise);
  }
  return promise;
}

function elementsLocale(language: string): StripeElementLocale {
  if (language.startsWith('pt')) return 'pt-BR';
  if (language.startsWith('es')) return 'es';
  return 'en';
}

function providerError(message: string | undefined, fallback: TranslationKey): PurchaseFlowError {
  return message
    ? new PurchaseFlowError('plans.purchase.errors.providerMessage', { message })
    : new PurchaseFlowError(fallback);
}

export interface StripeCardFieldProps {
  publishableKey: string;
  disabled: boolean;
  invalid?: boolean;
  /** Receives the collector once Stripe.js is ready (null while it is not). */
  onCollector: (collector: CardCollector | null) => void;
}

/** Stripe's Card Element inside its own Elements provider. */
export default function StripeCardField({ publishableKey, ...props }: StripeCardFieldProps) {
  const { i18n } = useTranslation();
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ locale: elementsLocale(i18n.language) }}>
      <CardField {...props} />
    </Elements>
  );
}

function CardField({ disabled, invalid, onCollector }: Omit<StripeCardFieldProps, 'publishableKey'>) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const { resolvedTheme } = useTheme();
  const [ready, setReady] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!stripe || !elements) {
      onCollector(null);
      return;
    }
    onCollector({
      async createPaymentMethod(billing) {
        const card = elements.getElement(CardElement);
        if (!card) throw new PurchaseFlowError('plans.purchase.errors.cardElementMissing');
        const { paymentMethod, error } = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: {
            name: billing.name,
            email: billing.email,
            ...(billing.phone ? { phone: billing.phone } : {}),
          },
        });
        if (error || !paymentMethod)
          throw providerError(error?.message, 'plans.purchase.errors.paymentMethodFailed');
        return paymentMethod.id;
      },
      async confirmPayment(clientSecret) {
        const { error } = await stripe.confirmCardPayment(clientSecret);
        if (error) throw providerError(error.message, 'errors.payments.invalidResponse');
      },
    });
    return () => onCollector(null);
  }, [stripe, elements, onCollector]);

  const dark = resolvedTheme === 'dark';
  return (
    <div className="grid gap-2">
      <div
        data-testid="stripe-card-element"
        className={cn(
          'min-h-9 rounded-md border border-input px-3 py-2.5 shadow-xs transition-[color,box-shadow] dark:bg-input/30',
          focused && 'border-ring ring-[3px] ring-ring/50',
          invalid && 'border-destructive',
          disabled && 'opacity-50',
        )}
      >
        <CardElement
          onReady={() => setReady(true)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          options={{
            disabled,
            hidePostalCode: true,
            style: {
              base: {
                fontSize: '15px',
                fontFamily: 'Inter, ui-sans-serif, system-ui, sans-serif',
                color: dark ? '#f8fafc' : '#0f172a',
                iconColor: dark ? '#cbd5e1' : '#64748b',
                '::placeholder': { color: dark ? '#94a3b8' : '#64748b' },
              },
              invalid: { color: dark ? '#f87171' : '#dc2626', iconColor: dark ? '#f87171' : '#dc2626' },
            },
          }}
        />
      </div>
      {!ready && (
        <p className="flex items-center gap-2 text-muted-foreground text-xs">
          <Spinner className="size-3" />
          {t('plans.purchase.checkout.loadingCard')}
        </p>
      )}
    </div>
  );
}
