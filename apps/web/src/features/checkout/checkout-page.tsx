import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogLayout } from '@/components/layout/catalog-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CheckoutForm } from './checkout-form';
import type { InstallmentOption } from './installment-picker';
import { OrderSummary } from './order-summary';
import type { CardSource } from './product-checkout-values';
import { rememberTrafficSource } from './traffic-source-memory';

/** The page's shape while the product and the payment setup load. */
export function CheckoutPending() {
  const { t } = useTranslation();
  return (
    <CatalogLayout>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8 lg:py-10">
        <span className="sr-only" role="status">
          {t('checkout.page.loading')}
        </span>
        <Skeleton className="h-40 w-full rounded-xl lg:order-2" />
        <div className="grid content-start gap-4 lg:order-1" aria-hidden>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-[28rem] w-full rounded-xl" />
        </div>
      </div>
    </CatalogLayout>
  );
}

/**
 * /p/{code}/checkout: the buyer's checkout, anonymous and mobile first. The order summary comes first on a
 * phone and sits beside the form on a wide screen. The price is the server's; the client never sends one.
 */
export function CheckoutPage({ productCode }: { productCode: string }) {
  const { t } = useTranslation();
  const product = trpc.catalog.product.useQuery({ productCode }).data;
  // The card installments chosen in the form, which the summary's total follows (null: paid at once).
  const [installment, setInstallment] = useState<InstallmentOption | null>(null);
  const config = trpc.plans.config.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY }).data;
  useDocumentTitle(product ? t('checkout.page.documentTitle', { title: product.title }) : undefined);
  useEffect(() => rememberTrafficSource(productCode, window.location.search), [productCode]);
  if (!product || !config) return <CheckoutPending />;
  // The producer's own Stripe takes the card when they connected it; else the platform's provider.
  const source: CardSource = product.cardAccount || config.provider === 'stripe' ? 'stripe' : 'test';
  const publishableKey = product.cardAccount?.publishableKey ?? config.stripePublishableKey;

  return (
    <CatalogLayout>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        <div className="grid gap-2">
          <Link
            to="/p/$productCode"
            params={{ productCode }}
            className="inline-flex w-fit items-center gap-1.5 rounded-sm text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <ArrowLeftIcon className="size-4" aria-hidden />
            {t('checkout.page.back')}
          </Link>
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t('checkout.page.title')}</h1>
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
          <div className="lg:sticky lg:top-24 lg:order-2">
            <OrderSummary product={product} installment={installment} />
          </div>
          <div className="min-w-0 lg:order-1">
            <CheckoutForm
              product={product}
              source={source}
              publishableKey={publishableKey}
              onInstallmentChange={setInstallment}
            />
          </div>
        </div>
      </div>
    </CatalogLayout>
  );
}
