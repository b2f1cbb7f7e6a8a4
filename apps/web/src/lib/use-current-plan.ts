import type { RouterOutputs } from '@afilia/api';
import { trpc } from '@/lib/trpc';

/** `plans.current`: the subscription check (plan, trial, producer flag, subscription state). */
export type CurrentPlan = RouterOutputs['plans']['current'];
export type SubscriptionStatus = NonNullable<CurrentPlan['status']>;

/** The signed-in user's subscription. Invalidate with `utils.plans.current.invalidate()` after a purchase. */
export function useCurrentPlan(enabled = true) {
  return trpc.plans.current.useQuery(undefined, { enabled, staleTime: 30_000 });
}
