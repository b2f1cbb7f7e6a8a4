import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { type PurchasePlan, priceDisplay } from './purchase-plan';

/** The plan and its price per month; a trial shows the price struck through and 'grátis por N dias'. */
export function PlanSummary({
  plan,
  showTotal = false,
  className,
}: {
  plan: PurchasePlan;
  /** The checkout step adds the amount charged today. */
  showTotal?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const display = priceDisplay(plan);
  return (
    <section
      aria-label={t('plans.purchase.summary.title')}
      data-testid="plan-summary"
      className={cn('rounded-lg border bg-muted/40 p-4 dark:bg-muted/20', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-muted-foreground text-xs uppercase tracking-wider">
            {t('plans.purchase.summary.title')}
          </p>
          <p className="mt-1 font-semibold">{t('plans.purchase.summary.plan', { plan: plan.name })}</p>
          <p className="mt-0.5 text-muted-foreground text-sm leading-snug">{plan.description}</p>
        </div>
        <div className="shrink-0 text-right">
          {display.struck ? (
            <>
              <p className="text-muted-foreground text-sm">
                <s data-testid="struck-price">
                  {display.price}
                  {t('plans.purchase.summary.perMonth')}
                </s>
              </p>
              <p className="font-semibold text-success">
                {t('plans.purchase.summary.freeFor', { days: display.freeDays })}
              </p>
            </>
          ) : (
            <p className="flex items-baseline justify-end gap-0.5">
              <span className="font-bold text-2xl tracking-tight">{display.price}</span>
              <span className="text-muted-foreground text-sm">{t('plans.purchase.summary.perMonth')}</span>
            </p>
          )}
        </div>
      </div>
      {display.struck ? (
        <p className="mt-3 border-t pt-3 text-muted-foreground text-xs leading-relaxed">
          {t('plans.purchase.summary.trialNote', { price: display.price })}
        </p>
      ) : (
        <p className="mt-3 border-t pt-3 text-muted-foreground text-xs leading-relaxed">
          {t('plans.purchase.summary.billing')}
        </p>
      )}
      {showTotal && !display.struck && (
        <p className="mt-3 flex items-center justify-between border-t pt-3 text-sm">
          <span className="text-muted-foreground">{t('plans.purchase.summary.totalToday')}</span>
          <span className="font-semibold tabular-nums">{display.price}</span>
        </p>
      )}
    </section>
  );
}
