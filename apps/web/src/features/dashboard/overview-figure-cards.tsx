import { formatBRL } from '@afilia/validators';
import { HandCoinsIcon, ShoppingCartIcon, TrendingUpIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatConversion, formatCount } from '@/lib/figure-format';
import { intlLocale } from '@/lib/i18n';
import { StatCard } from './overview-stat-card';
import type { ProducerOverviewData, ResellerOverviewData } from './overview-steps';

/**
 * 'Desempenho': this month's sales through resellers' links ÷ those links' unique clicks, as a percentage ('—'
 * before the first click), with why it may pass 100 %.
 */
export function PerformanceStatCard({ performance }: { performance: ProducerOverviewData['performance'] }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const rate = formatConversion(performance.conversionRate, locale);
  return (
    <StatCard
      title={t('dashboard.overview.cards.performance.title')}
      value={rate ?? t('dashboard.overview.cards.performance.none')}
      description={
        rate === null ? (
          t('dashboard.overview.cards.performance.noClicks')
        ) : (
          <span className="grid gap-0.5">
            <span>
              {t('dashboard.overview.cards.performance.description', {
                sales: formatCount(performance.sales, locale),
                clicks: formatCount(performance.uniqueClicks, locale),
              })}
            </span>
            <AboveAllClicks rate={performance.conversionRate} />
          </span>
        )
      }
      icon={TrendingUpIcon}
      testId="card-performance"
    />
  );
}

/** Why a conversion passes 100 %: more sales than unique clicks means repeat buyers or renewals. */
function AboveAllClicks({ rate }: { rate: number | null }) {
  const { t } = useTranslation();
  if (rate === null || rate <= 1) return null;
  return <span data-testid="conversion-above">{t('dashboard.overview.cards.performance.above')}</span>;
}

/** The reseller's 'Vendas': their attributed sales paid this month, with their conversion. */
export function ResellerSalesStatCard({ overview }: { overview: ResellerOverviewData }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const rate = formatConversion(overview.conversionRate, locale);
  return (
    <StatCard
      title={t('dashboard.overview.cards.resellerSales.title')}
      value={formatCount(overview.sales.thisMonth.count, locale)}
      description={
        rate === null ? (
          t('dashboard.overview.cards.performance.noClicks')
        ) : (
          <span className="grid gap-0.5">
            <span>{t('dashboard.overview.cards.resellerSales.conversion', { rate })}</span>
            <AboveAllClicks rate={overview.conversionRate} />
          </span>
        )
      }
      icon={ShoppingCartIcon}
      testId="card-sales"
    />
  );
}

/** The reseller's commissions still to receive: pending (refund window) plus available. */
export function CommissionsStatCard({ commissions }: { commissions: ResellerOverviewData['commissions'] }) {
  const { t } = useTranslation();
  return (
    <StatCard
      title={t('dashboard.overview.cards.commissions.title')}
      value={formatBRL(commissions.pendingCents + commissions.availableCents)}
      description={
        <span className="grid gap-0.5">
          <span data-testid="card-commissions-split">
            {t('dashboard.overview.cards.commissions.split', {
              pending: formatBRL(commissions.pendingCents),
              available: formatBRL(commissions.availableCents),
            })}
          </span>
          <span>
            {t('dashboard.overview.cards.commissions.thisMonth', {
              amount: formatBRL(commissions.thisMonthCents),
            })}
          </span>
        </span>
      }
      icon={HandCoinsIcon}
      testId="card-commissions"
    />
  );
}
