import { LinkIcon, MousePointerClickIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countOptions, formatCount } from '@/lib/figure-format';
import { intlLocale } from '@/lib/i18n';
import { RecentActivityCard } from './overview-activity';
import { CommissionsStatCard, ResellerSalesStatCard } from './overview-figure-cards';
import { NextStepsCard } from './overview-next-steps';
import { ResellerLinksCard } from './overview-reseller-links';
import { StatCard } from './overview-stat-card';
import { nextSteps, type ResellerOverviewData } from './overview-steps';

/**
 * A reseller's overview: active links, this month's clicks (unique ones too), their sales this month with the
 * conversion, the commissions still to receive (pending and available); the table of their links, then their
 * latest commissions and their next steps.
 */
export function ResellerOverview({
  overview,
  profileComplete,
}: {
  overview: ResellerOverviewData;
  profileComplete: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title={t('dashboard.overview.cards.links.title')}
          value={formatCount(overview.activeLinks, locale)}
          description={
            overview.pendingRequests > 0
              ? t('dashboard.overview.cards.links.pending', countOptions(overview.pendingRequests, locale))
              : t('dashboard.overview.cards.links.description')
          }
          icon={LinkIcon}
          testId="card-links"
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
        <ResellerSalesStatCard overview={overview} />
        <CommissionsStatCard commissions={overview.commissions} />
      </div>

      {/* The links table needs the full width for its five columns; activity and steps go below it. */}
      <ResellerLinksCard links={overview.links} className="min-w-0" />
      <div className="grid items-start gap-4 lg:grid-cols-7">
        <RecentActivityCard overview={overview} className="min-w-0 lg:col-span-4" />
        <NextStepsCard steps={nextSteps(overview, 'reseller', profileComplete)} className="lg:col-span-3" />
      </div>
    </>
  );
}
