import { formatBRL } from '@afilia/validators';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import {
  ActivityIcon,
  HandCoinsIcon,
  type LucideIcon,
  ShieldAlertIcon,
  ShoppingCartIcon,
  Undo2Icon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatRelativeTime } from '@/lib/figure-format';
import { intlLocale } from '@/lib/i18n';
import type { TranslationKey } from '@/lib/i18n-keys';
import { formatDateTimeBR, formatDeduction } from '@/lib/sale-format';
import { cn } from '@/lib/utils';
import { OverviewCard, OverviewEmpty } from './overview-card';
import type { Overview } from './overview-steps';
import { useNow } from './use-now';

type ActivityItem = Overview['recentActivity'][number];
type ActivityType = ActivityItem['type'];

/** Relative dates ('há 5 minutos') move on while the page stays open. */
const RELATIVE_REFRESH_MS = 60_000;

const TYPE_VIEW: Record<ActivityType, { icon: LucideIcon; label: TranslationKey; tile: string }> = {
  sale: {
    icon: ShoppingCartIcon,
    label: 'dashboard.overview.activity.types.sale',
    tile: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300',
  },
  commission: {
    icon: HandCoinsIcon,
    label: 'dashboard.overview.activity.types.commission',
    tile: 'bg-primary/10 text-primary',
  },
  refund: {
    icon: Undo2Icon,
    label: 'dashboard.overview.activity.types.refund',
    tile: 'bg-slate-100 text-slate-700 dark:bg-slate-400/15 dark:text-slate-300',
  },
  chargeback: {
    icon: ShieldAlertIcon,
    label: 'dashboard.overview.activity.types.chargeback',
    tile: 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-300',
  },
};

/**
 * The amount as the viewer sees it: a producer's refund or chargeback takes the sale's amount away; a reseller's
 * line carries their commission, already negative on the line of its refund or chargeback.
 */
function activityAmount(item: ActivityItem, reseller: boolean): string {
  if (!reseller && (item.type === 'refund' || item.type === 'chargeback'))
    return formatDeduction(item.amountCents);
  return formatBRL(item.amountCents);
}

/** Who the line is about: the buyer and the reseller for a producer; the order code for a reseller. */
function activityDetail(item: ActivityItem, t: TFunction): string {
  const parts = [t(TYPE_VIEW[item.type].label)];
  if (item.buyerName) parts.push(item.buyerName);
  if (item.resellerName) parts.push(t('dashboard.overview.activity.via', { name: item.resellerName }));
  if (!item.buyerName && !item.resellerName) parts.push(item.orderCode);
  return parts.join(' · ');
}

/**
 * 'Atividade Recente': the latest sales, refunds, chargebacks and commissions, newest first, with how long ago
 * (the full date on hover and for assistive technology through the time element).
 */
export function RecentActivityCard({ overview, className }: { overview: Overview; className?: string }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const now = useNow(RELATIVE_REFRESH_MS);
  const reseller = overview.role === 'reseller';
  const items = overview.recentActivity;

  return (
    <OverviewCard
      icon={ActivityIcon}
      title={t('dashboard.overview.activity.title')}
      description={t(
        reseller
          ? 'dashboard.overview.activity.descriptionReseller'
          : 'dashboard.overview.activity.description',
      )}
      testId="overview-activity"
      className={className}
      contentClassName="grid gap-3"
    >
      {items.length === 0 ? (
        <OverviewEmpty
          icon={ActivityIcon}
          title={t('dashboard.overview.activity.empty')}
          hint={t(
            reseller
              ? 'dashboard.overview.activity.emptyHintReseller'
              : 'dashboard.overview.activity.emptyHint',
          )}
        />
      ) : (
        <ul className="grid gap-1">
          {items.map((item) => {
            const view = TYPE_VIEW[item.type];
            const at = new Date(item.at);
            return (
              <li
                key={`${item.type}-${item.id}`}
                className="flex items-center gap-3 rounded-lg p-2"
                data-testid="overview-activity-item"
                data-type={item.type}
              >
                <span
                  className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', view.tile)}
                >
                  <view.icon className="size-4" aria-hidden />
                </span>
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <span className="truncate font-medium text-sm">{item.productTitle}</span>
                  <span className="truncate text-muted-foreground text-xs">{activityDetail(item, t)}</span>
                </div>
                <div className="grid shrink-0 justify-items-end gap-0.5">
                  <span className="font-semibold text-sm tabular-nums">{activityAmount(item, reseller)}</span>
                  <time
                    dateTime={at.toISOString()}
                    title={formatDateTimeBR(at)}
                    className="text-muted-foreground text-xs"
                  >
                    {formatRelativeTime(at, now, locale)}
                  </time>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Button asChild variant="link" className="h-auto justify-self-start p-0">
        {reseller ? (
          <Link to="/dashboard/commissions">{t('dashboard.overview.activity.viewCommissions')}</Link>
        ) : (
          <Link to="/dashboard/sales">{t('dashboard.overview.activity.viewSales')}</Link>
        )}
      </Button>
    </OverviewCard>
  );
}
