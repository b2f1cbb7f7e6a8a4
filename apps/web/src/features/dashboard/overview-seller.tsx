import type { Role } from '@afilia/validators';
import { Link } from '@tanstack/react-router';
import { HandshakeIcon, MousePointerClickIcon, PackageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/i18n';
import { countOptions, formatCount } from './overview-format';
import { NextStepsCard } from './overview-next-steps';
import { SalesStatCard, StatCard } from './overview-stat-card';
import { nextSteps, type SellerOverviewData } from './overview-steps';
import { TopProductsCard } from './overview-top-products';

/**
 * A producer's overview (an admin's: the whole platform): sales (0 until the checkout exists), products with
 * how many are priced, this month's clicks, active affiliates with the requests waiting, clicks per product,
 * and the next steps as really done.
 */
export function SellerOverview({ overview, role }: { overview: SellerOverviewData; role: Role }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SalesStatCard />
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
        <StatCard
          title={t('dashboard.overview.cards.clicks.title')}
          value={formatCount(overview.clicksThisMonth, locale)}
          description={t(
            'dashboard.overview.cards.clicks.unique',
            countOptions(overview.uniqueClicksThisMonth, locale),
          )}
          icon={MousePointerClickIcon}
          testId="card-clicks"
        />
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
        <TopProductsCard overview={overview} className="min-w-0 lg:col-span-4" />
        <NextStepsCard
          steps={nextSteps(overview, role, overview.profileComplete)}
          className="lg:col-span-3"
        />
      </div>
    </>
  );
}
