import { PLANS } from '@afilia/validators';
import { cn } from '@/lib/utils';
import { PlanCard } from './plan-card';
import { isCurrentPlan } from './plan-selection';
import { usePlanSelection } from './use-plan-selection';

/** The three plan cards in a 3-column grid (one column on small screens). */
export function PlanGrid({ className }: { className?: string }) {
  const { choose, currentPlanName } = usePlanSelection();
  return (
    <div className={cn('mx-auto grid max-w-6xl items-stretch gap-6 md:grid-cols-3 lg:gap-8', className)}>
      {PLANS.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          isCurrent={isCurrentPlan(plan, currentPlanName)}
          onChoose={choose}
        />
      ))}
    </div>
  );
}
