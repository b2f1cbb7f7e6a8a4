import type { PAYMENT_PROVIDERS, SUBSCRIPTION_STATUSES } from '@afilia/db';
import type { AppErrorCode, Plan, TestCardOutcome } from '@afilia/validators';

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
  /** Free days of a new trial before the first charge; 0 starts none. */
  trialDays: number;
  /**
   * The end of a trial already in force that the new plan keeps (a plan bought during the trial): nothing
   * is charged before it, and the first charge falls on it. Null charges now (unless a new trial starts).
   */
  trialKeptUntil: Date | null;
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
export interface PaymentProvider extends ProductPayments {
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

/**
 * One payment for a product sale. The checkout's rules (price from the server, attribution, idempotency,
 * the ledger) sit above this interface; a provider only moves money. Pix and boleto (Asaas) add
 * their own `method` and `nextAction` without changing the checkout.
 */
export interface ProductChargeRequest {
  /** Our sale id; the provider's idempotency key derives from it, so a retry never charges twice. */
  saleId: string;
  orderCode: string;
  amountCents: number;
  description: string;
  customer: CheckoutCustomer;
  method: 'card';
  paymentMethodId: string;
  /**
   * Monthly installments the issuer collects (1 = at once); `amountCents` is already the total they add up to.
   * A recurring product always pays at once.
   */
  installments: number;
  /** Set up the card for monthly renewals (a recurring product): the provider keeps it on a customer. */
  recurring: boolean;
  now: Date;
}

/** What the buyer must still do before the payment completes. */
export type ProductChargeAction =
  | { type: 'confirm_card'; clientSecret: string }
  /** Pay the Pix QR code (a base64 PNG) or its copy-and-paste code before it expires. */
  | { type: 'pix'; payload: string; qrImage: string; expiresAt: Date | null }
  /** Pay the boleto: its PDF and its digitable line, by the due date. */
  | { type: 'boleto'; url: string; line: string; dueDate: Date | null };

export interface ProductCharge {
  /** `paid` at once, `pending` until the provider confirms (3-D Secure then a webhook). */
  status: 'paid' | 'pending';
  providerPaymentId: string;
  providerCustomerId: string | null;
  /** The card kept for renewals of a recurring product (Stripe `pm_…`), else null. */
  providerPaymentMethodId: string | null;
  card: CardSummary | null;
  nextAction: ProductChargeAction | null;
  /** Test provider only: how the card behaves on renewals of a recurring product. */
  testCardOutcome: TestCardOutcome | null;
}

export interface ProductRefundRequest {
  saleId: string;
  providerPaymentId: string;
  amountCents: number;
}

/** `refunded` at once (test mode) or `pending` until the provider's webhook confirms it (Stripe). */
export interface ProductRefund {
  status: 'refunded' | 'pending';
}

export interface ProductRenewalRequest {
  saleId: string;
  orderCode: string;
  amountCents: number;
  description: string;
  providerCustomerId: string | null;
  providerPaymentMethodId: string | null;
  testCardOutcome: TestCardOutcome | null;
  now: Date;
}

/**
 * What the provider holds for a sale whose outcome was never recorded (the process died, or the database
 * failed, between asking the provider and writing its answer): found by our sale id.
 */
export type FoundProductCharge =
  | { status: 'paid'; amountCents: number; charge: ProductCharge }
  | { status: 'pending'; providerPaymentId: string; providerCustomerId: string | null }
  | { status: 'failed'; failureCode: AppErrorCode };

/** Charging buyers for products: one-off card payments, refunds and monthly renewals. */
export interface ProductPayments {
  readonly name: PaymentProviderName;
  /** Throws `errors.payments.cardDeclined` / `insufficientFunds` / `testCardUnknown` when refused. */
  chargeProduct(request: ProductChargeRequest): Promise<ProductCharge>;
  refundProductCharge(request: ProductRefundRequest): Promise<ProductRefund>;
  /**
   * Charges a recurring product's renewal off-session with the card kept at the first purchase. The billing
   * job calls it for both providers (a merchant-initiated charge on Stripe, confirmed by its webhook).
   */
  renewProductCharge(request: ProductRenewalRequest): Promise<ProductCharge>;
  /** The charge made for our sale id, or null when no charge for it reached the provider. */
  findProductCharge(saleId: string): Promise<FoundProductCharge | null>;
}
