import type { RouterOutputs } from '@afilia/api';
import { Link } from '@tanstack/react-router';
import { ArrowUpRightIcon, GaugeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatCount } from '@/lib/figure-format';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';

type PlanUsageAnswer = RouterOutputs['plans']['usage'];
type Meter = 'products' | 'sellers' | 'salesThisMonth';
const METERS: readonly Meter[] = ['products', 'sellers', 'salesThisMonth'];

/** The signed-in producer's usage of their plan; nothing for admins and resellers (no limits). */
export function usePlanUsage() {
  return trpc.plans.usage.useQuery(undefined, { staleTime: 10_000 });
}

/**
 * Whether creating one more product or seller would be refused: the limit is reached, or there is no plan.
 * Sales are never refused, so they never block.
 */
export function creationBlocked(
  answer: PlanUsageAnswer | undefined,
  resource: 'products' | 'sellers',
): boolean {
  if (!answer) return false;
  if (answer.status === 'noPlan') return true;
  const meter = answer.usage[resource];
  return meter.used >= meter.limit;
}

/**
 * The plan's limits where they bite ('3 de 3 produtos', resellers, sales this month), so a producer sees the
 * limit before a save is refused; at a limit, or without a plan, the way to the plans. The `focus` meter is
 * listed first.
 */
export function PlanUsageStrip({ focus }: { focus: 'products' | 'sellers' }) {
  const { t, i18n } = useTranslation();
  const query = usePlanUsage();
  const answer = query.data;
  if (!answer) return null;
  if (answer.status === 'noPlan') {
    return (
      <div
        className="flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
        data-testid="plan-usage"
      >
        <p>{t('plans.usage.noPlan')}</p>
        <Button asChild size="sm" variant="outline">
          <Link to="/plans">
            {t('plans.usage.choosePlan')}
            <ArrowUpRightIcon aria-hidden />
          </Link>
        </Button>
      </div>
    );
  }
  const { usage } = answer;
  const ordered = [focus, ...METERS.filter((meter) => meter !== focus)];
  const atLimit = ordered.some(
    (meter) => meter !== 'salesThisMonth' && usage[meter].used >= usage[meter].limit,
  );
  return (
    <section
      aria-label={t('plans.usage.label', { plan: usage.planName })}
      className="flex flex-col gap-3 rounded-lg border bg-card p-3 sm:flex-row sm:items-center sm:gap-6"
      data-testid="plan-usage"
    >
      <p className="flex items-center gap-2 font-medium text-sm">
        <GaugeIcon className="size-4 text-muted-foreground" aria-hidden />
        {t('plans.usage.plan', { plan: usage.planName })}
      </p>
      <ul className="grid flex-1 gap-3 sm:grid-cols-3">
        {ordered.map((meter) => {
          const { used, limit } = usage[meter];
          const full = used >= limit;
          return (
            <li key={meter} className="grid gap-1" data-testid={`plan-usage-${meter}`}>
              <span
                className={cn(
                  'text-xs tabular-nums',
                  full ? 'font-semibold text-foreground' : 'text-muted-foreground',
                )}
              >
                {t(`plans.usage.meters.${meter}`, {
                  count: limit,
                  used: formatCount(used, i18n.language),
                  limit: formatCount(limit, i18n.language),
                })}
              </span>
              <Progress
                value={Math.min(100, (used / Math.max(1, limit)) * 100)}
                className={cn('h-1.5', full && '[&>[data-slot=progress-indicator]]:bg-warning')}
                aria-label={t(`plans.usage.meters.${meter}`, {
                  count: limit,
                  used: formatCount(used, i18n.language),
                  limit: formatCount(limit, i18n.language),
                })}
              />
            </li>
          );
        })}
      </ul>
      {atLimit && (
        <Button asChild size="sm" className="shrink-0" data-testid="plan-usage-upgrade">
          <Link to="/plans">
            {t('plans.usage.upgrade')}
            <ArrowUpRightIcon aria-hidden />
          </Link>
        </Button>
      )}
    </section>
  );
}
