import { useCallback, useReducer } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cardLabel } from '@/lib/card-brand';
import { trpc } from '@/lib/trpc';
import { useCurrentPlan } from '@/lib/use-current-plan';
import { useMe } from '@/lib/use-me';
import { hasPaidPlan } from '../plan-selection';
import { CheckoutStep } from './checkout-step';
import type { CardSource } from './plan-purchase-values';
import { PurchaseDialogHeader } from './purchase-dialog-header';
import { PurchaseFormStep } from './purchase-form-step';
import type { PurchaseCustomer, PurchasePlan } from './purchase-plan';
import { initialPurchaseState, purchaseReducer } from './purchase-reducer';
import { PurchaseRedirectStep, PurchaseSuccessStep } from './purchase-result-steps';
import { usePurchaseCheckout } from './use-purchase-checkout';
import { usePurchaseTimers } from './use-purchase-timers';

export interface PurchaseDialogProps {
  plan: PurchasePlan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The plan purchase modal: form → transparent checkout → success → redirect.
 * A trial skips the checkout. Closing resets it to the form after 300 ms.
 */
export function PurchaseDialog({ plan, open, onOpenChange }: PurchaseDialogProps) {
  const { me } = useMe();
  const current = useCurrentPlan(me !== null);
  const config = trpc.plans.config.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const [state, dispatch] = useReducer(purchaseReducer, initialPurchaseState);

  const provider = config.data?.provider ?? current.data?.provider ?? 'test';
  const planChange = hasPaidPlan(current.data);
  const source: CardSource = planChange ? 'saved' : provider === 'stripe' ? 'stripe' : 'test';

  usePurchaseTimers({ open, state, dispatch });
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const { submitForm, pay } = usePurchaseCheckout({ me, plan, state, dispatch, source, close });

  // Nothing closes the modal while a payment is in flight or the redirect is under way.
  const locked = state.processing || state.step === 'redirect';
  const onOpenChangeGuarded = (next: boolean) => {
    if (!next && locked) return;
    onOpenChange(next);
  };

  const defaults: PurchaseCustomer = state.customer ?? {
    fullName: me?.profile.fullName ?? '',
    email: me?.profile.email ?? me?.user.email ?? '',
    cpfCnpj: '',
    phone: me?.profile.phone ?? '',
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChangeGuarded}>
      <DialogContent
        className="gap-5 sm:max-w-xl"
        data-testid="purchase-dialog"
        data-step={state.step}
        aria-busy={state.processing || undefined}
        showCloseButton={!locked}
        onEscapeKeyDown={(event) => locked && event.preventDefault()}
        onInteractOutside={(event) => locked && event.preventDefault()}
      >
        <PurchaseDialogHeader plan={plan} step={state.step} />

        {state.step === 'form' && (
          <PurchaseFormStep
            plan={plan}
            defaultValues={defaults}
            processing={state.processing}
            becomesProducer={me?.role === 'reseller'}
            onSubmit={submitForm}
            onBack={close}
          />
        )}

        {state.step === 'checkout' && state.customer && (
          <CheckoutStep
            plan={plan}
            customer={state.customer}
            source={source}
            publishableKey={config.data?.stripePublishableKey ?? null}
            savedCard={cardLabel(current.data?.card)}
            processing={state.processing}
            error={state.error}
            onSubmit={(input) => void pay(input)}
            onBack={() => dispatch({ type: 'back' })}
          />
        )}

        {state.step === 'success' && (
          <PurchaseSuccessStep
            plan={plan}
            trialActivated={state.trialActivated}
            firstChargeAt={state.firstChargeAt}
            onClose={close}
            onProceed={() => dispatch({ type: 'proceed' })}
          />
        )}

        {state.step === 'redirect' && <PurchaseRedirectStep />}
      </DialogContent>
    </Dialog>
  );
}

export default PurchaseDialog;
