import type { PAYMENT_PROVIDERS, SUBSCRIPTION_STATUSES } from '@afilia/db';
import type { Plan, TestCardOutcome } from '@afilia/validators';

export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface CheckoutCustomer {
  name: string;
  email: string;
  phone: string | null;
  /** CPF (11 digits) or CNPJ (14 digits), digits only. */
  cpfCnpj: string | null;
}

export interface CardSummary {
  brand: string;
  last4: string;
}

export interface StartSubscriptionRequest {
  userId: string;
  plan: Plan;
  customer: CheckoutCustomer;
  /** The provider's payment-method id (Stripe `pm_…`, test mode `pm_test_…`); null only for a trial. */
  paymentMethodId: string | null;
  /** Free days before the first charge; 0 charges now. */
  trialDays: number;
  /** The customer created for this user earlier, to reuse. */
  existingCustomerId: string | null;
  now: Date;
}

/** The provider's view of a subscription, mapped onto our columns. */
export interface ProviderSubscription {
  providerCustomerId: string;
  providerSubscriptionId: string;
  status: SubscriptionStatus;
  trialEnd: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  card: CardSummary | null;
  /** Set when the first payment needs customer action (3-D Secure): the web app confirms it with Stripe.js. */
  clientSecret: string | null;
  /** Test provider only: how the stored test card behaves on renewals. */
  testCardOutcome: TestCardOutcome | null;
}

export interface ExistingSubscriptionRef {
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  planId: Plan['id'];
}

/**
 * A payment provider behind one interface: the built-in test mode or Stripe. Failures are thrown as
 * AppError codes under `errors.payments.*`.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startSubscription(request: StartSubscriptionRequest): Promise<ProviderSubscription>;
  /** Stops renewal at the end of the current period. */
  cancelAtPeriodEnd(subscription: ExistingSubscriptionRef): Promise<void>;
  /** Moves the subscription to another plan (prorated where the provider supports it). */
  changePlan(
    subscription: ExistingSubscriptionRef,
    plan: Plan,
    now: Date,
  ): Promise<ProviderSubscription | null>;
}
