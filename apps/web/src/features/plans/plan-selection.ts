import { findPlanByName, type Plan } from '@afilia/validators';

export type PlanAction =
  /** Anonymous: 'Registro necessário' then /register with the plan. */
  | { kind: 'register'; plan: Plan }
  /** Signed in and already on this plan: the 4-second 'Plano atual' notice. */
  | { kind: 'current'; plan: Plan }
  /** Signed in, another plan: the purchase flow (checkout). */
  | { kind: 'checkout'; plan: Plan };

/** What choosing a plan does for this visitor. */
export function planAction(
  plan: Plan,
  signedIn: boolean,
  currentPlanName: string | null | undefined,
): PlanAction {
  if (!signedIn) return { kind: 'register', plan };
  if (isCurrentPlan(plan, currentPlanName)) return { kind: 'current', plan };
  return { kind: 'checkout', plan };
}

export function isCurrentPlan(plan: Plan, currentPlanName: string | null | undefined): boolean {
  return findPlanByName(currentPlanName)?.id === plan.id;
}

/** The part of `plans.current` that plan selection reads. */
export interface SubscriptionSummary {
  planId: string | null;
  status: string | null;
  trialUsed: boolean;
}

/** A paid plan that currently grants access (choosing another plan is then a plan change). */
export function hasPaidPlan(current: SubscriptionSummary | null | undefined): boolean {
  if (!current?.planId) return false;
  return current.status === 'active' || current.status === 'past_due';
}

/**
 * Whether choosing this plan starts its free trial: one trial per user, ever, and never as a plan change.
 * Otherwise the trial plan is bought like the others (its card shows the plan's own call to action).
 */
export function isTrialAvailable(plan: Plan, current: SubscriptionSummary | null | undefined): boolean {
  if (!plan.freeTrial) return false;
  if (!current) return true;
  return !current.trialUsed && !hasPaidPlan(current);
}

/** Navigation state for /register after choosing a plan anonymously. */
export function registerStateForPlan(plan: Plan) {
  return {
    userType: 'producer' as const,
    selectedPlan: plan.name,
    freeTrial: plan.freeTrial,
    ...(plan.freeTrial ? { freeTrialDays: plan.freeTrialDays } : {}),
  };
}
