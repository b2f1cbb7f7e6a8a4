import type { RouterOutputs } from '@afilia/api';
import { formatBRL, isRecurringCategory } from '@afilia/validators';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogLayout } from '@/components/layout/catalog-layout';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { rememberTrafficSource } from '@/features/checkout';
import { trpc } from '@/lib/trpc';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BuyButton } from './buy-button';
import { ProducerContact } from './producer-contact';
import { ProductGallery } from './product-gallery';
import { ProductVideos } from './product-videos';

type PublicProduct = RouterOutputs['catalog']['product'];

/** The page's shape while the product loads (the route's loader usually has it already). */
export function PublicProductPending() {
  const { t } = useTranslation();
  return (
    <CatalogLayout>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 sm:px-6 lg:grid-cols-2 lg:gap-12 lg:px-8 lg:py-10">
        <span className="sr-only" role="status">
          {t('catalog.page.loading')}
        </span>
        <Skeleton className="aspect-square w-full rounded-xl" />
        <div className="grid content-start gap-4" aria-hidden>
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-32 w-full rounded-xl" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      </div>
    </CatalogLayout>
  );
}

/** 'ou 12x de R$ 19,98' ('… sem juros' when the producer bears the interest): the most installments offered. */
function InstallmentsOffer({ options }: { options: PublicProduct['installmentOptions'] }) {
  const { t } = useTranslation();
  const most = options[options.length - 1];
  if (!most || most.count === 1) return null;
  const values = { count: most.count, installment: formatBRL(most.installmentCents) };
  return (
    <span className="font-medium text-sm" data-testid="product-installments">
      {most.interestFree
        ? t('catalog.page.installmentsFree', values)
        : t('catalog.page.installments', values)}
    </span>
  );
}

/**
 * /p/{productCode}: what a visitor sees after a reseller's link, signed in or not. Gallery, title,
 * category, price, 'Comprar' (to the checkout), description, the
 * producer's public contact and the YouTube previews. The server writes the link-preview tags into the HTML.
 */
export function PublicProductPage({ productCode }: { productCode: string }) {
  const { t } = useTranslation();
  const query = trpc.catalog.product.useQuery({ productCode });
  const product = query.data;
  useDocumentTitle(product?.title);
  useEffect(() => rememberTrafficSource(productCode, window.location.search), [productCode]);
  if (!product) return <PublicProductPending />;
  const recurring = isRecurringCategory(product.category);

  return (
    <CatalogLayout>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        <article className="grid gap-8 lg:grid-cols-2 lg:gap-12" data-testid="public-product">
          <ProductGallery title={product.title} imageUrls={product.imageUrls} />
          <div className="flex min-w-0 flex-col gap-6">
            <header className="grid gap-3">
              {product.category && (
                <Badge variant="secondary" className="w-fit">
                  {t(`products.categories.${product.category}`)}
                </Badge>
              )}
              <h1 className="break-words font-bold text-2xl tracking-tight sm:text-3xl">{product.title}</h1>
              {product.producerName && (
                <p className="text-muted-foreground text-sm">
                  {t('catalog.page.by', { name: product.producerName })}
                </p>
              )}
            </header>

            <div className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm">
              <div className="grid gap-1">
                <span className="text-muted-foreground text-sm">{t('catalog.page.price')}</span>
                <span className="font-bold text-3xl tabular-nums tracking-tight" data-testid="product-price">
                  {formatBRL(product.priceCents)}
                  {recurring && (
                    <span className="font-medium text-base text-muted-foreground">
                      {t('common.perMonth')}
                    </span>
                  )}
                </span>
                <InstallmentsOffer options={product.installmentOptions} />
                {recurring && (
                  <span className="text-muted-foreground text-sm" data-testid="product-recurring-note">
                    {t('catalog.page.recurringNote')}
                  </span>
                )}
              </div>
              <BuyButton productCode={product.productCode} />
            </div>

            <section aria-labelledby="product-description-heading" className="grid gap-2">
              <h2 id="product-description-heading" className="font-semibold text-lg">
                {t('catalog.page.description')}
              </h2>
              <p className="whitespace-pre-line break-words text-muted-foreground leading-relaxed">
                {product.description}
              </p>
            </section>

            {product.contact && (
              <ProducerContact contact={product.contact} producerName={product.producerName} />
            )}
          </div>
        </article>

        <ProductVideos title={product.title} videos={product.videos} />
      </div>
    </CatalogLayout>
  );
}
