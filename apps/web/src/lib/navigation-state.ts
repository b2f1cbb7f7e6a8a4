import type { UserType } from '@afilia/validators/constants';
import { DEFAULT_TRIAL_DAYS, TRIAL_PLAN } from '@afilia/validators/constants';

/**
 * Typed router history state.
 * Usage: `navigate({ to: '/register', state: producerTrialState })` and `useRouterState({ select: s => s.location.state })`.
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    userType?: UserType;
    freeTrial?: boolean;
    freeTrialDays?: number;
    selectedPlan?: string;
    /** Path to go back to after login (e.g. when a purchase requires it). */
    returnTo?: string;
  }
}

/** State carried by every "start now" entry point: a producer sign-up with the Iniciante free trial. */
export const producerTrialState = {
  userType: 'producer',
  freeTrial: true,
  freeTrialDays: DEFAULT_TRIAL_DAYS,
  selectedPlan: TRIAL_PLAN.name,
} as const satisfies { userType: UserType; freeTrial: boolean; freeTrialDays: number; selectedPlan: string };
