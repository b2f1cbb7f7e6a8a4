import { useTranslation } from 'react-i18next';
import { formatDateBR } from '@/lib/date-format';
import { formatBRL } from '@/lib/money';
import { cn } from '@/lib/utils';
import { type PurchasePlan, priceDisplay } from './purchase-plan';

/**
 * The plan and its price per month; a trial shows the price struck through and 'grátis por N dias'.
 * `compact` (the checkout step) keeps one line for the plan plus the amount charged today. A plan bought
 * during the trial charges nothing today and says when the first charge falls.
 */
export function PlanSummary({
  plan,
  compact = false,
  className,
}: {
  plan: PurchasePlan;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const display = priceDisplay(plan);
  const deferredNote = plan.firstChargeAt
    ? t('plans.purchase.summary.deferredNote', { date: formatDateBR(plan.firstChargeAt) })
    : null;
  const price = display.struck ? (
    <div className="shrink-0 sm:text-right">
      <p className="text-muted-foreground text-sm">
        <s data-testid="struck-price">
          {display.price}
          {t('plans.purchase.summary.perMonth')}
        </s>
      </p>
      <p className="font-semibold text-success">
        {t('plans.purchase.summary.freeFor', { days: display.freeDays })}
      </p>
    </div>
  ) : (
    <p className="flex shrink-0 items-baseline gap-0.5 sm:justify-end">
      <span className={cn('font-bold tracking-tight', compact ? 'text-xl' : 'text-2xl')}>
        {display.price}
      </span>
      <span className="text-muted-foreground text-sm">{t('plans.purchase.summary.perMonth')}</span>
    </p>
  );

  return (
    <section
      aria-label={t('plans.purchase.summary.title')}
      data-testid="plan-summary"
      className={cn('rounded-lg border bg-muted/40 p-4 dark:bg-muted/20', className)}
    >
      <div className="flex flex-col gap-x-4 gap-y-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-muted-foreground text-xs uppercase tracking-wider">
            {t('plans.purchase.summary.title')}
          </p>
          <p className="mt-1 font-semibold">{t('plans.purchase.summary.plan', { plan: plan.name })}</p>
          {!compact && (
            <p className="mt-0.5 text-muted-foreground text-sm leading-snug">{plan.description}</p>
          )}
        </div>
        {price}
      </div>
      {compact && !display.struck ? (
        <p className="mt-3 flex items-center justify-between gap-4 border-t pt-3 text-sm">
          <span className="text-muted-foreground">{t('plans.purchase.summary.totalToday')}</span>
          <span className="font-semibold tabular-nums">
            {plan.firstChargeAt ? formatBRL(0) : display.price}
          </span>
        </p>
      ) : null}
      {deferredNote ? (
        <p className="mt-3 border-t pt-3 font-medium text-sm text-success" data-testid="deferred-charge">
          {deferredNote}
        </p>
      ) : compact && !display.struck ? null : (
        <p className="mt-3 border-t pt-3 text-muted-foreground text-xs leading-relaxed">
          {display.struck
            ? t('plans.purchase.summary.trialNote', { price: display.price })
            : t('plans.purchase.summary.billing')}
        </p>
      )}
    </section>
  );
}
