import { MousePointerClickIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countOptions } from '@/lib/figure-format';
import { intlLocale } from '@/lib/i18n';
import { OverviewCard, OverviewEmpty } from './overview-card';
import type { ProducerOverviewData } from './overview-steps';

/**
 * 'Cliques por produto': the five most clicked products this month (the producer's own, or the platform's for
 * an admin), each with a bar relative to the first.
 */
export function TopProductsCard({
  overview,
  className,
}: {
  overview: ProducerOverviewData;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const top = overview.topProducts;
  const most = Math.max(1, ...top.map((product) => product.clicks));

  return (
    <OverviewCard
      icon={MousePointerClickIcon}
      title={t('dashboard.overview.topProducts.title')}
      description={t(
        overview.role === 'admin'
          ? 'dashboard.overview.topProducts.descriptionAdmin'
          : 'dashboard.overview.topProducts.description',
      )}
      testId="overview-top-products"
      className={className}
    >
      {top.length === 0 ? (
        <OverviewEmpty
          icon={MousePointerClickIcon}
          title={t('dashboard.overview.topProducts.empty')}
          hint={t('dashboard.overview.topProducts.emptyHint')}
        />
      ) : (
        <ol className="grid grid-cols-1 gap-4">
          {top.map((product) => (
            <li
              key={product.productId}
              className="grid grid-cols-1 gap-1.5"
              data-testid="overview-top-product"
            >
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-medium">
                  {product.title}{' '}
                  <span className="font-mono font-normal text-muted-foreground text-xs">
                    {product.productCode}
                  </span>
                </span>
                <span className="shrink-0 text-right tabular-nums">
                  {t('dashboard.overview.topProducts.clicks', countOptions(product.clicks, locale))}
                  <span className="text-muted-foreground text-xs">
                    {' · '}
                    {t('dashboard.overview.topProducts.unique', countOptions(product.uniqueClicks, locale))}
                  </span>
                </span>
              </div>
              <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${Math.max(4, Math.round((product.clicks / most) * 100))}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </OverviewCard>
  );
}
