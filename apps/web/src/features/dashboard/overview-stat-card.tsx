import { formatBRL } from '@afilia/validators';
import { DollarSignIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { countOptions, formatChangePercent, type Trend, trendOf } from '@/lib/figure-format';
import { intlLocale } from '@/lib/i18n';
import type { TranslationKey } from '@/lib/i18n-keys';
import { cn } from '@/lib/utils';
import type { ProducerOverviewData } from './overview-steps';

/** One figure of the overview: a title, the value, a line that explains it. */
export function StatCard({
  title,
  value,
  description,
  icon: Icon,
  testId,
}: {
  title: string;
  value: string;
  description: ReactNode;
  icon: LucideIcon;
  testId?: string;
}) {
  return (
    <Card className="gap-2" data-testid={testId}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="font-medium text-muted-foreground text-sm">{title}</CardTitle>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
      </CardHeader>
      <CardContent>
        <p
          className="font-bold text-2xl tabular-nums tracking-tight"
          data-testid={testId && `${testId}-value`}
        >
          {value}
        </p>
        <div className="mt-1 text-muted-foreground text-xs">{description}</div>
      </CardContent>
    </Card>
  );
}

type SalesFigures = ProducerOverviewData['sales'];

const TREND_VIEW: Record<
  Exclude<Trend, 'none'>,
  { arrow: string; key: TranslationKey; className: string }
> = {
  up: {
    arrow: '▲',
    key: 'dashboard.overview.cards.sales.up',
    className: 'text-emerald-700 dark:text-emerald-400',
  },
  down: {
    arrow: '▼',
    key: 'dashboard.overview.cards.sales.down',
    className: 'text-red-700 dark:text-red-400',
  },
  flat: { arrow: '=', key: 'dashboard.overview.cards.sales.flat', className: 'text-muted-foreground' },
};

/** '▲ Alta de 12,5% em relação ao mês passado': the arrow and the words say the direction, not the colour. */
function SalesChange({ changePercent }: { changePercent: number | null }) {
  const { t, i18n } = useTranslation();
  const trend = trendOf(changePercent);
  if (trend === 'none' || changePercent === null) {
    return <span>{t('dashboard.overview.cards.sales.noPrevious')}</span>;
  }
  const view = TREND_VIEW[trend];
  return (
    <span className={cn('font-medium', view.className)} data-testid="card-sales-change" data-trend={trend}>
      <span aria-hidden>{view.arrow} </span>
      {t(view.key, { percent: formatChangePercent(changePercent, intlLocale(i18n.language)) })}
    </span>
  );
}

/**
 * 'Vendas': this month's net revenue (Brasília time), the sales paid this month with what they were paid and
 * what the month's refunds and chargebacks gave back, and the change against last month.
 */
export function SalesStatCard({ sales }: { sales: SalesFigures }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (
    <StatCard
      title={t('dashboard.overview.cards.sales.title')}
      value={formatBRL(sales.thisMonth.revenueCents)}
      description={
        <span className="grid gap-0.5">
          <span data-testid="card-sales-count">
            {t('dashboard.overview.cards.sales.count', countOptions(sales.thisMonth.count, locale))}
          </span>
          {sales.thisMonth.reversedCount > 0 && (
            <span data-testid="card-sales-breakdown">
              {t('dashboard.overview.cards.sales.breakdown', {
                gross: formatBRL(sales.thisMonth.grossCents),
                reversed: formatBRL(-sales.thisMonth.reversedCents),
              })}
            </span>
          )}
          <SalesChange changePercent={sales.changePercent} />
        </span>
      }
      icon={DollarSignIcon}
      testId="card-sales"
    />
  );
}

/** The shape of a StatCard while the figures load. */
export function StatCardSkeleton() {
  return (
    <Card className="gap-2" aria-hidden>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="size-8" />
      </CardHeader>
      <CardContent className="grid gap-2">
        <Skeleton className="h-7 w-20" />
        <Skeleton className="h-3 w-36" />
      </CardContent>
    </Card>
  );
}
