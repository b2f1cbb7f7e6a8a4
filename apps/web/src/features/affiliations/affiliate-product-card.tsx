import { formatBRL } from '@afilia/validators';
import { BanIcon, ClockIcon, InfoIcon, Link2Icon, RepeatIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '@/components/product-image';
import { SalesPageLink } from '@/components/sales-page-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatPercentBR } from '@/lib/money';
import { AffiliateLinkPanel } from './affiliate-link-panel';
import { type AffiliableProduct, type CardFooter, type CreatedLink, cardFooter } from './affiliation-logic';
import { AffiliationStatusBadge } from './affiliation-status-badge';

export interface CardActions {
  /** The product whose link is being generated, if any. */
  generatingId: string | null;
  onGenerate: (product: AffiliableProduct) => void;
  onCopy: (link: string) => void;
}

function Note({ icon: Icon, children }: { icon: typeof InfoIcon; children: string }) {
  return (
    <p className="flex gap-2 rounded-md bg-muted px-3 py-2 text-muted-foreground text-xs leading-relaxed">
      <Icon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

function Footer({
  product,
  footer,
  actions,
}: {
  product: AffiliableProduct;
  footer: CardFooter;
  actions: CardActions;
}) {
  const { t } = useTranslation();
  if (footer.kind === 'link') {
    return (
      <AffiliateLinkPanel
        title={product.title}
        link={footer.link}
        clicks={footer.clicks}
        uniqueClicks={footer.uniqueClicks}
        onCopy={actions.onCopy}
      />
    );
  }
  if (footer.kind === 'pending') return <Note icon={ClockIcon}>{t('affiliations.card.pendingHint')}</Note>;
  if (footer.kind === 'refused') return <Note icon={BanIcon}>{t('affiliations.card.refusedHint')}</Note>;
  if (footer.kind === 'revoked') return <Note icon={BanIcon}>{t('affiliations.card.revokedHint')}</Note>;
  const generating = actions.generatingId === product.productId;
  return (
    <div className="grid gap-2">
      {footer.needsApproval && <Note icon={InfoIcon}>{t('affiliations.card.approvalHint')}</Note>}
      <Button onClick={() => actions.onGenerate(product)} disabled={generating} className="w-full">
        {generating ? <Spinner /> : <Link2Icon aria-hidden />}
        {t('affiliations.card.generate')}
      </Button>
    </div>
  );
}

/**
 * A product the reseller may sell: cover (4:3), category, code, title, producer, price and the reseller's
 * commission in R$, the affiliation status when it is not active, and the link or the button that makes it.
 */
export function AffiliateProductCard({
  product,
  created,
  actions,
}: {
  product: AffiliableProduct;
  created: CreatedLink | null;
  actions: CardActions;
}) {
  const { t } = useTranslation();
  const footer = cardFooter(product, created);
  const status = product.affiliation?.status ?? created?.status;
  return (
    <Card
      className="h-full gap-0 overflow-hidden py-0"
      data-testid="affiliate-product-card"
      data-product-code={product.productCode}
    >
      <ProductImage src={product.imageUrl} alt={product.title} className="rounded-none border-0 border-b" />
      <CardContent className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          {status && status !== 'active' && <AffiliationStatusBadge status={status} />}
          {product.category && (
            <Badge variant="secondary">{t(`products.categories.${product.category}`)}</Badge>
          )}
          <Badge variant="outline" className="font-mono tracking-wider">
            <span className="sr-only">{t('affiliations.card.code')}</span>
            {product.productCode}
          </Badge>
        </div>
        <div className="grid gap-0.5">
          <h3 className="line-clamp-2 font-semibold leading-snug" title={product.title}>
            {product.title}
          </h3>
          {product.producerName && (
            <p className="truncate text-muted-foreground text-sm">
              {t('affiliations.card.producer', { name: product.producerName })}
            </p>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-3 rounded-lg border bg-muted/40 p-3">
          <div className="grid content-start gap-0.5">
            <dt className="text-muted-foreground text-xs">{t('affiliations.card.price')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="affiliate-price">
              {formatBRL(product.priceCents)}
            </dd>
          </div>
          <div className="grid content-start gap-0.5">
            <dt className="text-muted-foreground text-xs">{t('affiliations.card.commission')}</dt>
            <dd className="flex flex-wrap items-center gap-1.5">
              <span className="font-semibold tabular-nums" data-testid="affiliate-commission">
                {formatBRL(product.commissionCents)}
              </span>
              {product.commissionRecurring && (
                <Badge variant="outline" title={t('affiliations.card.recurringHint')}>
                  <RepeatIcon aria-hidden />
                  {t('affiliations.card.recurring')}
                </Badge>
              )}
            </dd>
            {product.commissionType === 'percentage' && (
              <dd className="text-muted-foreground text-xs">
                {t('affiliations.card.percentOfPrice', { percent: formatPercentBR(product.commissionValue) })}
              </dd>
            )}
          </div>
        </dl>
        <div className="mt-auto grid gap-2 pt-1">
          <Footer product={product} footer={footer} actions={actions} />
          <SalesPageLink productCode={product.productCode} title={product.title} className="w-full" />
        </div>
      </CardContent>
    </Card>
  );
}
