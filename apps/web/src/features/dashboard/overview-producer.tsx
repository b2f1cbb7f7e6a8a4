import type { Role } from '@afilia/validators';
import { Link } from '@tanstack/react-router';
import { HandshakeIcon, PackageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countOptions, formatCount } from '@/lib/figure-format';
import { intlLocale } from '@/lib/i18n';
import { RecentActivityCard } from './overview-activity';
import { PerformanceStatCard } from './overview-figure-cards';
import { NextStepsCard } from './overview-next-steps';
import { SalesLimitBanner } from './overview-sales-limit';
import { SalesStatCard, StatCard } from './overview-stat-card';
import { nextSteps, type ProducerOverviewData } from './overview-steps';
import { TopProductsCard } from './overview-top-products';

/**
 * A producer's overview (an admin's: the whole platform): the plan's sales-limit warning when it applies, this
 * month's sales against last month, products with how many are priced, the conversion of unique clicks into
 * sales, active affiliates with the requests waiting; then the recent activity, the next steps as really done,
 * and the clicks per product.
 */
export function ProducerOverview({ overview, role }: { overview: ProducerOverviewData; role: Role }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);

  return (
    <>
      <SalesLimitBanner limit={overview.salesLimit} />

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SalesStatCard sales={overview.sales} />
        <StatCard
          title={t('dashboard.overview.cards.products.title')}
          value={formatCount(overview.products, locale)}
          description={t(
            'dashboard.overview.cards.products.priced',
            countOptions(overview.pricedProducts, locale),
          )}
          icon={PackageIcon}
          testId="card-products"
        />
        <PerformanceStatCard performance={overview.performance} />
        <StatCard
          title={t('dashboard.overview.cards.affiliates.title')}
          value={formatCount(overview.activeAffiliates, locale)}
          description={
            overview.pendingRequests > 0 ? (
              <Link
                to="/dashboard/products"
                search={{ view: 'list' }}
                className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {t(
                  'dashboard.overview.cards.affiliates.pending',
                  countOptions(overview.pendingRequests, locale),
                )}
              </Link>
            ) : (
              t('dashboard.overview.cards.affiliates.noPending')
            )
          }
          icon={HandshakeIcon}
          testId="card-affiliates"
        />
      </div>

      <div className="grid items-start gap-4 lg:grid-cols-7">
        <RecentActivityCard overview={overview} className="min-w-0 lg:col-span-4" />
        <NextStepsCard
          steps={nextSteps(overview, role, overview.profileComplete)}
          className="lg:col-span-3"
        />
      </div>

      <TopProductsCard overview={overview} className="min-w-0" />
    </>
  );
}
