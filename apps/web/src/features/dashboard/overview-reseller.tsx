import { FingerprintIcon, LinkIcon, MousePointerClickIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/i18n';
import { countOptions, formatCount } from './overview-format';
import { NextStepsCard } from './overview-next-steps';
import { ResellerLinksCard } from './overview-reseller-links';
import { SalesStatCard, StatCard } from './overview-stat-card';
import { nextSteps, type ResellerOverviewData } from './overview-steps';

/**
 * A reseller's overview (issue 10): active links, this month's clicks and unique clicks, sales (0 until the
 * checkout exists), the table of their links, and their next steps.
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
          description={t('dashboard.overview.cards.clicks.description')}
          icon={MousePointerClickIcon}
          testId="card-clicks"
        />
        <StatCard
          title={t('dashboard.overview.cards.uniqueClicks.title')}
          value={formatCount(overview.uniqueClicksThisMonth, locale)}
          description={t('dashboard.overview.cards.uniqueClicks.description')}
          icon={FingerprintIcon}
          testId="card-unique-clicks"
        />
        <SalesStatCard />
      </div>

      {/* The links table needs the full width for its five columns; the steps go below it. */}
      <div className="grid items-start gap-4">
        <ResellerLinksCard links={overview.links} className="min-w-0" />
        <NextStepsCard steps={nextSteps(overview, 'reseller', profileComplete)} />
      </div>
    </>
  );
}
