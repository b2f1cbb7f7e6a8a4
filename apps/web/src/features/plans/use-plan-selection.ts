import type { Plan } from '@afilia/validators';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { trpc } from '@/lib/trpc';
import { type CurrentPlan, useCurrentPlan } from '@/lib/use-current-plan';
import { useMe } from '@/lib/use-me';
import { isTrialAvailable, planAction, registerStateForPlan } from './plan-selection';
import { type PurchasePlan, purchasePlanFor } from './purchase/purchase-plan';

export const CURRENT_PLAN_NOTICE_MS = 4000;

export interface PlanSelectionOptions {
  /**
   * Opens the purchase dialog. Without it (the landing page) a signed-in choice continues on
   * /plans?checkout=<plan>, which runs the whole flow.
   */
  onPurchase?: (plan: PurchasePlan) => void;
}

/**
 * The signed-in user's plan (from `plans.current`, the subscription check) and the handler for a
 * plan card's button: what choosing a plan does for this visitor (see `plan-selection.ts`).
 */
export function usePlanSelection({ onPurchase }: PlanSelectionOptions = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { me: loadedMe, isLoading } = useMe();
  const signedIn = loadedMe !== null;
  const current = useCurrentPlan(signedIn);

  const currentPlanName = signedIn ? (current.data?.planName ?? loadedMe.profile.planName ?? null) : null;

  const choose = useCallback(
    async (plan: Plan) => {
      // A click made before `auth.me` has answered (right after a prerendered page hydrates) waits for it,
      // so a signed-in user is not sent to register.
      const me = loadedMe ?? (isLoading ? await utils.auth.me.ensureData().catch(() => null) : null);
      // Decide on fresh subscription data (the plan, whether the trial was used).
      let info: CurrentPlan | null = null;
      if (me) info = await utils.plans.current.ensureData().catch(() => null);
      const planName = me ? (info ? info.planName : (me.profile.planName ?? null)) : null;
      const action = planAction(plan, me !== null, planName);
      switch (action.kind) {
        case 'register':
          toast.info(t('plans.toasts.registrationRequired'), {
            description: t('plans.toasts.registrationRequiredDescription', { plan: plan.name }),
          });
          await navigate({ to: '/register', state: registerStateForPlan(plan) });
          return;
        case 'current':
          toast(t('plans.toasts.currentTitle'), {
            id: 'plan-current-notice',
            description: t('plans.toasts.currentDescription', { plan: plan.name }),
            duration: CURRENT_PLAN_NOTICE_MS,
          });
          return;
        case 'checkout': {
          if (!onPurchase) {
            await navigate({ to: '/plans', search: { checkout: plan.id } });
            return;
          }
          // Nothing about the account changes here: a reseller becomes a producer only once the purchase
          // or trial is confirmed, and the dialog says so before they confirm.
          onPurchase(
            purchasePlanFor(plan, isTrialAvailable(plan, info), t(`plans.${plan.id}.description`), info),
          );
          return;
        }
      }
    },
    [t, navigate, loadedMe, isLoading, utils, onPurchase],
  );

  return {
    choose,
    currentPlanName,
    /** Whether the free-trial plan would start a trial for this visitor. */
    trialAvailable: (plan: Plan) => isTrialAvailable(plan, signedIn ? current.data : null),
    signedIn,
    isLoading,
  };
}
