import type { Plan } from '@afilia/validators';
import { CheckIcon, GiftIcon, SparklesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatPlanPrice } from './plan-price';

export interface PlanCardProps {
  plan: Plan;
  isCurrent: boolean;
  /** The plan has a free trial and this visitor can still start it. */
  trialAvailable: boolean;
  onChoose: (plan: Plan) => void;
  /** The plan name's heading level: h2 where the cards sit right under the page's h1. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** One plan: badges, price per month, features and the action button. */
export function PlanCard({
  plan,
  isCurrent,
  trialAvailable,
  onChoose,
  headingLevel: Heading = 'h3',
  className,
}: PlanCardProps) {
  const trial = plan.freeTrial && trialAvailable;
  const { t } = useTranslation();
  const headingId = `plan-${plan.id}-name`;
  // The plan's feature lines, in order ('0', '1'…): src/i18n-keys.test.ts checks there are featureCount of them.
  const features = Object.values(t(`plans.${plan.id}.features`, { returnObjects: true }));
  const buttonLabel = isCurrent
    ? t('plans.buttons.current')
    : trial
      ? t('plans.buttons.startTrial')
      : t(`plans.${plan.id}.cta`);

  return (
    <article
      aria-labelledby={headingId}
      data-plan={plan.id}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md sm:p-8',
        plan.popular && 'border-primary shadow-lg ring-1 ring-primary/40 md:-my-3 md:py-11',
        isCurrent && 'border-success ring-1 ring-success/40',
        className,
      )}
    >
      {(plan.popular || isCurrent) && (
        <div className="-top-3 -translate-x-1/2 absolute left-1/2 flex gap-2">
          {plan.popular && (
            <Badge className="px-3 py-1 shadow-sm">
              <SparklesIcon />
              {t('plans.badges.popular')}
            </Badge>
          )}
          {isCurrent && (
            <Badge className="border-transparent bg-success px-3 py-1 text-success-foreground shadow-sm">
              <CheckIcon />
              {t('plans.badges.current')}
            </Badge>
          )}
        </div>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <Heading id={headingId} className="font-semibold text-xl tracking-tight">
          {plan.name}
        </Heading>
        {trial && (
          <Badge variant="secondary" className="bg-primary/10 text-primary dark:bg-primary/20">
            <GiftIcon />
            {t('plans.badges.freeTrial', { days: plan.freeTrialDays })}
          </Badge>
        )}
      </div>
      <p className="mt-2 min-h-10 text-muted-foreground text-sm leading-relaxed">
        {t(`plans.${plan.id}.description`)}
      </p>

      <p className="mt-6 flex items-baseline gap-1">
        <span className="font-bold text-4xl tracking-tight">{formatPlanPrice(plan.priceCents)}</span>
        <span className="text-muted-foreground text-sm">{t('plans.perMonth')}</span>
      </p>
      <p className="mt-1 min-h-4 text-muted-foreground text-xs">
        {trial
          ? t('plans.trialNote', { days: plan.freeTrialDays, price: formatPlanPrice(plan.priceCents) })
          : t('plans.billingNote')}
      </p>

      <Button
        size="lg"
        variant={plan.popular && !isCurrent ? 'default' : 'outline'}
        // The current plan is not dimmed (a faded label fails contrast): it reads as a settled state instead.
        className={cn(
          'mt-6 w-full',
          isCurrent &&
            'cursor-default border-success/60 bg-success/10 text-foreground hover:bg-success/10 hover:text-foreground dark:bg-success/15 dark:hover:bg-success/15',
        )}
        aria-disabled={isCurrent || undefined}
        data-current={isCurrent || undefined}
        onClick={() => onChoose(plan)}
      >
        {isCurrent && <CheckIcon aria-hidden />}
        {buttonLabel}
      </Button>

      <ul className="mt-8 space-y-3 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
