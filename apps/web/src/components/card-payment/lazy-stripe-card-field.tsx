import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { StripeCardFieldProps } from './stripe-card-field';

// Stripe.js and its React bindings load only when a checkout runs on Stripe.
const StripeCardField = lazy(() => import('./stripe-card-field'));

/**
 * Stripe's Card Element, loaded on first use, with a spinner and `loadingLabel` ('Carregando cartão...') while
 * its module arrives. Shared by the plan purchase and the buyer's checkout.
 */
export function LazyStripeCardField({
  loadingLabel,
  ...props
}: StripeCardFieldProps & {
  /** The translated text beside the spinner. */
  loadingLabel: string;
}) {
  return (
    <Suspense
      fallback={
        <p className="flex h-9 items-center gap-2 text-muted-foreground text-xs">
          <Spinner className="size-3" />
          {loadingLabel}
        </p>
      }
    >
      <StripeCardField {...props} />
    </Suspense>
  );
}

/** In place of the card field on a Stripe setup without a publishable key. */
export function ProviderNotReady({ alert = false }: { alert?: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="text-destructive text-sm" role={alert ? 'alert' : undefined}>
      {t('errors.payments.providerNotReady')}
    </p>
  );
}
