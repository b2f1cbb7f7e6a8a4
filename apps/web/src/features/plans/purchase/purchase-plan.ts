import {
  type CheckoutInput,
  DEFAULT_REDIRECT_AFTER_PAYMENT,
  type Plan,
  type PlanId,
  type PurchaseFormValues,
} from '@afilia/validators';
import { PurchaseFlowError } from '@/lib/purchase-flow-error';
import type { CurrentPlan } from '@/lib/use-current-plan';
import { formatPlanPrice } from '../plan-price';

export { PurchaseFlowError };

/** What the purchase dialog opens with: name, price, description, trial. */
export interface PurchasePlan {
  id: PlanId;
  name: string;
  priceCents: number;
  /** The catalogue's price text, e.g. 'R$87'. */
  price: string;
  /** Already translated. */
  description: string;
  /** True when this purchase starts the free trial (the plan has one and the user never used it). */
  freeTrial: boolean;
  freeTrialDays: number;
  /**
   * The end of the trial the user is in when this purchase keeps it (a plan bought during the trial):
   * nothing is charged today and the first charge falls on this date. Null: charged today, or a new trial.
   */
  firstChargeAt: Date | null;
}

export function purchasePlanFor(
  plan: Plan,
  trialAvailable: boolean,
  description: string,
  current: Pick<CurrentPlan, 'trialActive' | 'trialEnd'> | null = null,
): PurchasePlan {
  const freeTrial = plan.freeTrial && trialAvailable;
  const keptTrialEnd = !freeTrial && current?.trialActive ? current.trialEnd : null;
  return {
    id: plan.id,
    name: plan.name,
    priceCents: plan.priceCents,
    price: formatPlanPrice(plan.priceCents),
    description,
    freeTrial,
    freeTrialDays: freeTrial ? plan.freeTrialDays : 0,
    firstChargeAt: keptTrialEnd,
  };
}

export interface PriceDisplay {
  /** 'R$87', shown per month. */
  price: string;
  /** A trial plan shows the price struck through, followed by 'grátis por N dias'. */
  struck: boolean;
  /** Days of the free trial, or null for a paid purchase. */
  freeDays: number | null;
}

/** How the plan summary shows the price. */
export function priceDisplay(
  plan: Pick<PurchasePlan, 'price' | 'freeTrial' | 'freeTrialDays'>,
): PriceDisplay {
  const trial = plan.freeTrial && plan.freeTrialDays > 0;
  return { price: plan.price, struck: trial, freeDays: trial ? plan.freeTrialDays : null };
}

/** The customer as the form step validated it (`purchaseFormSchema` output). */
export type PurchaseCustomer = Required<PurchaseFormValues>;

/** For trials without a name the customer is called by the email prefix, or 'Cliente'. */
export function customerName(customer: Pick<PurchaseCustomer, 'fullName' | 'email'>): string {
  const name = customer.fullName.trim();
  if (name) return name;
  const prefix = customer.email.split('@')[0]?.trim();
  return prefix || 'Cliente';
}

/**
 * The plan payload for `plans.checkout`. A paid purchase carries the payment method
 * (direct payment, so `mode: 'payment'`); a trial carries none. A missing price is refused.
 */
export function buildCheckoutPayload(
  plan: PurchasePlan,
  customer: PurchaseCustomer,
  paymentMethodId: string | null,
  redirectUrl: string = DEFAULT_REDIRECT_AFTER_PAYMENT,
): CheckoutInput {
  if (!plan.price.trim()) throw new PurchaseFlowError('validation.planPriceMissing');
  const digits = customer.cpfCnpj.replace(/\D/g, '');
  const phone = customer.phone.trim();
  return {
    name: plan.name,
    price: plan.price,
    description: plan.description,
    freeTrial: plan.freeTrial,
    ...(plan.freeTrial ? { freeTrialDays: plan.freeTrialDays } : {}),
    redirectUrl,
    ...(paymentMethodId ? { mode: 'payment' as const } : {}),
    customer: {
      name: customerName(customer),
      email: customer.email.trim(),
      cpfCnpj: digits || null,
      phone: phone || null,
      paymentMethod: paymentMethodId ? { directPayment: true, id: paymentMethodId } : null,
    },
  };
}
