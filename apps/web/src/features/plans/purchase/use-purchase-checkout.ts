import { type Dispatch, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import type { Me } from '@/lib/use-me';
import type { CheckoutSubmit } from './checkout-step';
import type { CardSource } from './plan-purchase-values';
import {
  buildCheckoutPayload,
  type PurchaseCustomer,
  PurchaseFlowError,
  type PurchasePlan,
} from './purchase-plan';
import type { PurchaseAction, PurchaseError, PurchaseState } from './purchase-reducer';
import { useRequireLogin } from './use-require-login';

function toPurchaseError(error: unknown): PurchaseError {
  if (error instanceof PurchaseFlowError) return { code: error.code, params: error.params };
  const { code, params } = parseError(error);
  return { code, params };
}

export interface PurchaseCheckout {
  /** The form step is done: a trial starts at once, a paid plan goes on to the checkout. */
  submitForm: (customer: PurchaseCustomer) => void;
  /** The checkout step is done: the card is collected (unless the saved one pays) and the plan bought. */
  pay: (input: CheckoutSubmit) => Promise<void>;
}

/**
 * The purchase calls: starting a trial or paying for a plan, each after making sure
 * the buyer is signed in and a producer, with the errors as toasts (trial) or the checkout's inline alert.
 */
export function usePurchaseCheckout({
  me,
  plan,
  state,
  dispatch,
  source,
  close,
}: {
  me: Me | null;
  plan: PurchasePlan;
  state: PurchaseState;
  dispatch: Dispatch<PurchaseAction>;
  source: CardSource;
  close: () => void;
}): PurchaseCheckout {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const checkout = trpc.plans.checkout.useMutation();
  const requireLogin = useRequireLogin({ planId: plan.id, close });

  const afterPurchase = useCallback(async () => {
    await Promise.all([utils.plans.current.invalidate(), utils.auth.me.invalidate()]);
  }, [utils]);

  const startTrial = useCallback(
    async (customer: PurchaseCustomer) => {
      if (!me) return requireLogin();
      dispatch({ type: 'submit' });
      try {
        const result = await checkout.mutateAsync(buildCheckoutPayload(plan, customer, null));
        if (!result.trialActivated && !result.success)
          throw new PurchaseFlowError('plans.purchase.errors.trialInvalidResponse');
        dispatch({
          type: 'succeeded',
          url: '/dashboard',
          trialActivated: result.trialActivated,
          firstChargeAt: result.firstChargeAt,
        });
        void afterPurchase();
      } catch (error) {
        const parsed = toPurchaseError(error);
        dispatch({ type: 'failed' });
        if (parsed.code === 'errors.auth.unauthenticated') return requireLogin();
        const message = t(parsed.code, parsed.params);
        toast.error(t('plans.purchase.errors.trialTitle'), {
          description:
            parsed.code.startsWith('plans.purchase.') ||
            parsed.code === 'errors.payments.trialActivationFailed'
              ? message
              : t('errors.payments.trialActivationFailed', { msg: message }),
        });
      }
    },
    [me, plan, checkout, dispatch, afterPurchase, requireLogin, t],
  );

  const submitForm = (customer: PurchaseCustomer) => {
    if (!me) return requireLogin();
    if (plan.freeTrial) void startTrial(customer);
    else dispatch({ type: 'formCompleted', customer });
  };

  const pay = async ({ collector, cardholderName }: CheckoutSubmit) => {
    const customer = state.customer;
    if (!customer) return dispatch({ type: 'back' });
    if (!me) return requireLogin();
    dispatch({ type: 'submit' });
    try {
      let paymentMethodId: string | null = null;
      if (source !== 'saved') {
        if (!collector) throw new PurchaseFlowError('errors.payments.providerNotReady');
        paymentMethodId = await collector.createPaymentMethod({
          name: cardholderName,
          email: customer.email,
          phone: customer.phone.trim() || null,
        });
        if (!paymentMethodId) throw new PurchaseFlowError('plans.purchase.errors.paymentMethodFailed');
      }
      const result = await checkout.mutateAsync(buildCheckoutPayload(plan, customer, paymentMethodId));
      if (result.clientSecret) {
        if (!collector) throw new PurchaseFlowError('errors.payments.providerNotReady');
        await collector.confirmPayment(result.clientSecret);
      }
      if (!result.url && !result.success) throw new PurchaseFlowError('errors.payments.invalidResponse');
      dispatch({
        type: 'succeeded',
        url: result.url,
        trialActivated: false,
        firstChargeAt: result.firstChargeAt,
      });
      void afterPurchase();
    } catch (error) {
      const parsed = toPurchaseError(error);
      if (parsed.code === 'errors.auth.unauthenticated') {
        dispatch({ type: 'failed' });
        return requireLogin();
      }
      dispatch({ type: 'failed', error: parsed });
    }
  };

  return { submitForm, pay };
}
