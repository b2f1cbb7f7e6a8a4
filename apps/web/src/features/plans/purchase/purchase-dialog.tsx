import { useLocation, useNavigate } from '@tanstack/react-router';
import { ArrowRightIcon, CircleCheckIcon } from 'lucide-react';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cardLabel } from '@/lib/card-brand';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { useCurrentPlan } from '@/lib/use-current-plan';
import { useMe } from '@/lib/use-me';
import { hasPaidPlan } from '../plan-selection';
import { CheckoutStep, type CheckoutSubmit } from './checkout-step';
import type { CardSource } from './checkout-values';
import { PurchaseFormStep } from './purchase-form-step';
import {
  buildCheckoutPayload,
  type PurchaseCustomer,
  PurchaseFlowError,
  type PurchasePlan,
} from './purchase-plan';
import {
  initialPurchaseState,
  PURCHASE_REDIRECT_MS,
  PURCHASE_RESET_MS,
  type PurchaseError,
  purchaseReducer,
} from './purchase-reducer';
import { PurchaseSteps } from './purchase-steps';

/** 'Perfil atualizado' stays 3 s (spec part 1 §4 "Purchase modal"). */
const PROFILE_UPDATED_TOAST_MS = 3000;

function toPurchaseError(error: unknown): PurchaseError {
  if (error instanceof PurchaseFlowError) return { code: error.code, params: error.params };
  const { code, params } = parseError(error);
  return { code, params };
}

export interface PurchaseDialogProps {
  plan: PurchasePlan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The plan purchase modal (spec part 1 §2, §4, §5): form → transparent checkout → success → redirect.
 * A trial skips the checkout. Closing resets it to the form after 300 ms.
 */
export function PurchaseDialog({ plan, open, onOpenChange }: PurchaseDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const utils = trpc.useUtils();
  const { me } = useMe();
  const current = useCurrentPlan(me !== null);
  const config = trpc.plans.config.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const checkout = trpc.plans.checkout.useMutation();
  const becomeProducer = trpc.account.becomeProducer.useMutation();
  const [state, dispatch] = useReducer(purchaseReducer, initialPurchaseState);

  const provider = config.data?.provider ?? current.data?.provider ?? 'test';
  const planChange = hasPaidPlan(current.data);
  const source: CardSource = planChange ? 'saved' : provider === 'stripe' ? 'stripe' : 'test';
  const withPayment = !plan.freeTrial;

  // Closing resets the modal to the form after 300 ms (once the closing animation is over); reopening
  // before that resets it at once.
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (open) {
      if (resetTimer.current !== null) {
        clearTimeout(resetTimer.current);
        resetTimer.current = null;
        dispatch({ type: 'reset' });
      }
      return;
    }
    resetTimer.current = setTimeout(() => {
      resetTimer.current = null;
      dispatch({ type: 'reset' });
    }, PURCHASE_RESET_MS);
  }, [open]);
  useEffect(
    () => () => {
      if (resetTimer.current !== null) clearTimeout(resetTimer.current);
    },
    [],
  );

  // Redirect step: a full-page load of the target after 1.5 s.
  useEffect(() => {
    if (state.step !== 'redirect' || !open) return;
    const timer = setTimeout(() => window.location.assign(state.targetUrl), PURCHASE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.step, state.targetUrl, open]);

  const close = useCallback(() => onOpenChange(false), [onOpenChange]);

  /** 'Autenticação necessária', then /login coming back to this plan's purchase. */
  const requireLogin = useCallback(() => {
    toast.error(t('plans.toasts.authRequired'), { description: t('plans.toasts.authRequiredDescription') });
    close();
    void navigate({ to: '/login', search: { returnTo: `${location.pathname}?checkout=${plan.id}` } });
  }, [t, close, navigate, location.pathname, plan.id]);

  /** A reseller is made a producer before buying; if that fails, the purchase stops. */
  const ensureProducer = useCallback(async (): Promise<boolean> => {
    if (me?.role !== 'reseller') return true;
    try {
      await becomeProducer.mutateAsync();
    } catch {
      toast.error(t('plans.toasts.errorTitle'), { description: t('plans.toasts.accountUpdateFailed') });
      return false;
    }
    toast.success(t('plans.toasts.profileUpdated'), { duration: PROFILE_UPDATED_TOAST_MS });
    await utils.auth.me.invalidate();
    return true;
  }, [me, becomeProducer, t, utils]);

  const afterPurchase = useCallback(async () => {
    await Promise.all([utils.plans.current.invalidate(), utils.auth.me.invalidate()]);
  }, [utils]);

  const startTrial = useCallback(
    async (customer: PurchaseCustomer) => {
      if (!me) return requireLogin();
      dispatch({ type: 'submit' });
      if (!(await ensureProducer())) return dispatch({ type: 'failed' });
      try {
        const result = await checkout.mutateAsync(buildCheckoutPayload(plan, customer, null));
        if (!result.trialActivated && !result.success)
          throw new PurchaseFlowError('plans.purchase.errors.trialInvalidResponse');
        dispatch({ type: 'succeeded', url: '/dashboard', trialActivated: result.trialActivated });
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
    [me, plan, checkout, ensureProducer, afterPurchase, requireLogin, t],
  );

  const onFormSubmit = (customer: PurchaseCustomer) => {
    if (!me) return requireLogin();
    if (plan.freeTrial) void startTrial(customer);
    else dispatch({ type: 'formCompleted', customer });
  };

  const pay = async ({ collector, cardholderName }: CheckoutSubmit) => {
    const customer = state.customer;
    if (!customer) return dispatch({ type: 'back' });
    if (!me) return requireLogin();
    dispatch({ type: 'submit' });
    if (!(await ensureProducer())) return dispatch({ type: 'failed' });
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
      dispatch({ type: 'succeeded', url: result.url, trialActivated: false });
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

  const onOpenChangeGuarded = (next: boolean) => {
    // Nothing closes the modal while a payment is in flight or the redirect is under way.
    if (!next && (state.processing || state.step === 'redirect')) return;
    onOpenChange(next);
  };

  const locked = state.processing || state.step === 'redirect';
  const defaults: PurchaseCustomer = state.customer ?? {
    fullName: me?.profile.fullName ?? '',
    email: me?.profile.email ?? me?.user.email ?? '',
    cpfCnpj: '',
    phone: me?.profile.phone ?? '',
  };
  const title = plan.freeTrial
    ? t('plans.purchase.trialTitle', { plan: plan.name })
    : t('plans.purchase.title', { plan: plan.name });
  const description =
    state.step === 'checkout'
      ? t('plans.purchase.checkout.description')
      : plan.freeTrial
        ? t('plans.purchase.form.trialDescription')
        : t('plans.purchase.form.description');

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
        {state.step === 'success' || state.step === 'redirect' ? (
          <DialogHeader className="sr-only">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
        ) : (
          <DialogHeader className="gap-3 pr-6">
            <DialogTitle className="text-xl leading-tight">{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
            <PurchaseSteps step={state.step} withPayment={withPayment} />
          </DialogHeader>
        )}

        {state.step === 'form' && (
          <PurchaseFormStep
            plan={plan}
            defaultValues={defaults}
            processing={state.processing}
            onSubmit={onFormSubmit}
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
          <div className="grid gap-6 pt-2 text-center" data-testid="purchase-success">
            <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
              <CircleCheckIcon className="size-8" aria-hidden />
            </div>
            <div className="grid gap-2">
              <p className="font-semibold text-xl tracking-tight" role="status">
                {state.trialActivated
                  ? t('plans.purchase.success.trialTitle')
                  : t('plans.purchase.success.paidTitle')}
              </p>
              <p className="text-muted-foreground text-sm">
                {state.trialActivated
                  ? t('plans.purchase.success.trialDescription', {
                      plan: plan.name,
                      days: plan.freeTrialDays,
                    })
                  : t('plans.purchase.success.paidDescription', { plan: plan.name })}
              </p>
              <p className="text-muted-foreground text-sm">{t('plans.purchase.success.next')}</p>
            </div>
            <DialogFooter className="sm:justify-center">
              <Button type="button" variant="outline" onClick={close}>
                {t('plans.purchase.buttons.cancel')}
              </Button>
              <Button type="button" onClick={() => dispatch({ type: 'proceed' })}>
                {t('plans.purchase.buttons.accessAccount')}
                <ArrowRightIcon />
              </Button>
            </DialogFooter>
          </div>
        )}

        {state.step === 'redirect' && (
          <div
            className="flex flex-col items-center gap-4 py-10 text-center"
            data-testid="purchase-redirect"
            role="status"
          >
            <Spinner className="size-10 text-primary" />
            <p className="font-semibold text-lg">{t('plans.purchase.redirect.title')}</p>
            <p className="text-muted-foreground text-sm">{t('plans.purchase.redirect.description')}</p>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

export default PurchaseDialog;
