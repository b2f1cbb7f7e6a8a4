import type { Plan } from '@afilia/validators';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMe } from '@/lib/use-me';
import { planAction, registerStateForPlan } from './plan-selection';

export const CURRENT_PLAN_NOTICE_MS = 4000;

/** The signed-in producer's current plan and the handler for a plan card's button. */
export function usePlanSelection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, isLoading } = useMe();
  const currentPlanName = me?.profile.planName ?? null;

  const choose = useCallback(
    (plan: Plan) => {
      const action = planAction(plan, me !== null, currentPlanName);
      switch (action.kind) {
        case 'register':
          toast.info(t('plans.toasts.registrationRequired'), {
            description: t('plans.toasts.registrationRequiredDescription', { plan: plan.name }),
          });
          void navigate({ to: '/register', state: registerStateForPlan(plan) });
          return;
        case 'current':
          toast(t('plans.toasts.currentTitle'), {
            description: t('plans.toasts.currentDescription', { plan: plan.name }),
            duration: CURRENT_PLAN_NOTICE_MS,
          });
          return;
        case 'checkout':
          // The purchase modal arrives with the checkout issue; until then, point to the dashboard.
          toast.info(t('plans.toasts.checkoutSoonTitle'), {
            description: t('plans.toasts.checkoutSoonDescription', { plan: plan.name }),
            action: {
              label: t('plans.toasts.goToDashboard'),
              onClick: () => void navigate({ to: '/dashboard' }),
            },
          });
          return;
      }
    },
    [t, navigate, me, currentPlanName],
  );

  return { choose, currentPlanName, signedIn: me !== null, isLoading };
}
