import { PLANS, type Plan } from '@afilia/validators';
import { cn } from '@/lib/utils';
import { PlanCard, type PlanCardProps } from './plan-card';
import { isCurrentPlan } from './plan-selection';

export interface PlanGridProps {
  currentPlanName: string | null;
  trialAvailable: (plan: Plan) => boolean;
  onChoose: (plan: Plan) => void;
  headingLevel?: PlanCardProps['headingLevel'];
  className?: string;
}

/** The three plan cards in a 3-column grid (one column on small screens). */
export function PlanGrid({
  currentPlanName,
  trialAvailable,
  onChoose,
  headingLevel,
  className,
}: PlanGridProps) {
  return (
    <div className={cn('mx-auto grid max-w-6xl items-stretch gap-6 md:grid-cols-3 lg:gap-8', className)}>
      {PLANS.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          isCurrent={isCurrentPlan(plan, currentPlanName)}
          trialAvailable={trialAvailable(plan)}
          onChoose={onChoose}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
