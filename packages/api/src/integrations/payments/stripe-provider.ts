import { createHash } from 'node:crypto';
import { PLAN_IDS, type Plan, type PlanId } from '@afilia/validators';
import Stripe from 'stripe';
import { AppError } from '../../errors';
import type {
  CardSummary,
  ExistingSubscriptionRef,
  PaymentProvider,
  ProductCharge,
  ProductChargeRequest,
  ProductRefund,
  ProductRefundRequest,
  ProductRenewalRequest,
  ProviderSubscription,
  StartSubscriptionRequest,
  SubscriptionStatus,
} from './provider';
import { chargeStripeProduct, refundStripeProduct, renewStripeProduct } from './stripe-product-payments';

export type StripeClient = Stripe;
export type StripeEvent = Stripe.Event;
export type StripeSubscription = Stripe.Subscription;

export interface StripeClientOptions {
  secretKey: string;
  /** Another API base URL (a local fake or stripe-mock), e.g. http://127.0.0.1:12111. */
  apiUrl?: string | null;
}

/** The Stripe SDK client, optionally pointed at a local fake of the API. */
export function createStripeClient(options: StripeClientOptions): Stripe {
  const config: Stripe.StripeConfig = {
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: 'Afilia' },
  };
  if (options.apiUrl) {
    const url = new URL(options.apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = url.port || (protocol === 'http' ? 80 : 443);
    config.protocol = protocol;
  }
  return new Stripe(options.secretKey, config);
}

/** Each plan's monthly Price is found by this lookup key (and created when missing). */
export function priceLookupKey(planId: PlanId): string {
  return `afilia_${planId}_monthly`;
}

export function planIdFromLookupKey(lookupKey: string | null | undefined): PlanId | null {
  const match = /^afilia_(.+)_monthly$/.exec(lookupKey ?? '');
  const id = match?.[1];
  return PLAN_IDS.find((planId) => planId === id) ?? null;
}

/**
 * Stripe's subscription status on ours. Stripe has more states than we do:
 * - `incomplete_expired` (the first payment was never completed, terminal) → `expired`: nothing was paid;
 * - `unpaid` (renewal retries exhausted; Stripe keeps the subscription but stops charging) → `canceled`:
 *   the plan no longer grants access, and a later payment moves it back through a webhook;
 * - `paused` (a trial ended without a payment method under the `pause` behaviour) → `expired`, like a
 *   local trial that lapses;
 * - `canceled` right when a trial ended without any payment method → `expired` (the trial lapsed), any other
 *   cancellation → `canceled`.
 * An unknown status gives null.
 */
export function mapStripeStatus(subscription: Stripe.Subscription): SubscriptionStatus | null {
  switch (subscription.status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    case 'canceled':
      return trialLapsed(subscription) ? 'expired' : 'canceled';
    case 'incomplete_expired':
    case 'paused':
      return 'expired';
    case 'unpaid':
      return 'canceled';
    default:
      return null;
  }
}

function trialLapsed(subscription: Stripe.Subscription): boolean {
  const { trial_end: trialEnd, ended_at: endedAt } = subscription;
  return (
    trialEnd !== null &&
    endedAt !== null &&
    endedAt >= trialEnd &&
    subscription.default_payment_method === null &&
    subscription.default_source === null
  );
}

const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** Our columns for a Stripe subscription: the state the webhooks and the provider both apply. */
export interface StripeSubscriptionState {
  status: SubscriptionStatus | null;
  planId: PlanId | null;
  priceCents: number | null;
  trialEnd: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** Stops renewing: `cancel_at_period_end`, or a scheduled `cancel_at`. */
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  /** Only when `default_payment_method` is expanded (else unknown). */
  card: CardSummary | null;
}

/** Reads a subscription; billing periods live on the subscription item in current API versions. */
export function stripeSubscriptionState(subscription: Stripe.Subscription): StripeSubscriptionState {
  const item = subscription.items.data[0];
  const price = item?.price;
  const paymentMethod = subscription.default_payment_method;
  return {
    status: mapStripeStatus(subscription),
    planId: planIdFromLookupKey(price?.lookup_key),
    priceCents: typeof price?.unit_amount === 'number' ? price.unit_amount : null,
    trialEnd: fromUnix(subscription.trial_end),
    currentPeriodStart: fromUnix(item?.current_period_start),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    canceledAt: fromUnix(subscription.ended_at ?? subscription.canceled_at),
    card: paymentMethod && typeof paymentMethod !== 'string' ? cardOf(paymentMethod) : null,
  };
}

function cardOf(paymentMethod: Stripe.PaymentMethod): CardSummary | null {
  const card = paymentMethod.card;
  return card?.last4 ? { brand: card.brand, last4: card.last4 } : null;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** CPF as 000.000.000-00 and CNPJ as 00.000.000/0000-00, the formats Stripe documents for br_cpf/br_cnpj. */
export function stripeTaxId(digits: string): { type: 'br_cpf' | 'br_cnpj'; value: string } | null {
  if (/^\d{11}$/.test(digits))
    return { type: 'br_cpf', value: digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') };
  if (/^\d{14}$/.test(digits))
    return {
      type: 'br_cnpj',
      value: digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
    };
  return null;
}

/** Stripe's errors on ours; AppErrors pass through. */
export function toPaymentError(error: unknown, context: { trial?: boolean } = {}): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds'
      ? new AppError('errors.payments.insufficientFunds', { cause: error })
      : new AppError('errors.payments.cardDeclined', { cause: error });
  }
  if (error instanceof Stripe.errors.StripeConnectionError)
    return new AppError('errors.payments.providerNotReady', { cause: error });
  if (error instanceof Stripe.errors.StripeError) {
    return context.trial
      ? new AppError('errors.payments.trialActivationFailed', {
          cause: error,
          params: { msg: error.message },
        })
      : new AppError('errors.payments.providerError', {
          cause: error,
          params: { provider: 'Stripe', message: error.message },
        });
  }
  return new AppError('errors.payments.invalidResponse', { cause: error });
}

/**
 * The Stripe path: a Customer per user (metadata.userId), the card attached as its default, and a
 * Subscription on the plan's monthly Price (found by lookup key). The first invoice is charged at once
 * (`payment_behavior: 'allow_incomplete'`): a card that needs 3-D Secure leaves the subscription
 * `incomplete` and returns the PaymentIntent's client secret for Stripe.js; a card declined on charge
 * cancels the subscription and throws the decline. Later changes arrive through webhooks
 * (services/plans/stripe-webhooks.ts).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly priceIds = new Map<PlanId, string>();

  constructor(private readonly stripe: Stripe) {}

  async startSubscription(request: StartSubscriptionRequest): Promise<ProviderSubscription> {
    const trial = request.trialDays > 0;
    try {
      const customerId = request.existingCustomerId ?? (await this.createCustomer(request));
      await this.addTaxId(customerId, request.customer.cpfCnpj, request.existingCustomerId !== null);
      const paymentMethod = request.paymentMethodId
        ? await this.attachDefaultPaymentMethod(customerId, request.paymentMethodId)
        : null;
      if (!paymentMethod && !trial) throw new AppError('errors.payments.paymentMethodRequired');
      const price = await this.priceFor(request.plan);
      const subscription = await this.stripe.subscriptions.create({
        customer: customerId,
        items: [{ price }],
        payment_behavior: 'allow_incomplete',
        metadata: { userId: request.userId, planId: request.plan.id },
        expand: ['latest_invoice.payments'],
        ...(paymentMethod ? { default_payment_method: paymentMethod.id } : {}),
        ...(trial ? { trial_period_days: request.trialDays } : {}),
        ...(trial && !paymentMethod
          ? { trial_settings: { end_behavior: { missing_payment_method: 'cancel' as const } } }
          : {}),
      });
      const clientSecret = await this.firstPaymentClientSecret(subscription);
      return this.toProviderSubscription(subscription, paymentMethod ? cardOf(paymentMethod) : null, {
        customerId,
        clientSecret,
      });
    } catch (error) {
      throw toPaymentError(error, { trial });
    }
  }

  /** Stops renewal at the period end. A trial is ended at once, as the service does locally (nothing was paid). */
  async cancelAtPeriodEnd(ref: ExistingSubscriptionRef): Promise<void> {
    const id = requireSubscriptionId(ref);
    try {
      const subscription = await this.stripe.subscriptions.retrieve(id);
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
      if (subscription.status === 'trialing' || subscription.status === 'incomplete') {
        await this.stripe.subscriptions.cancel(id);
        return;
      }
      await this.stripe.subscriptions.update(id, { cancel_at_period_end: true });
    } catch (error) {
      throw toPaymentError(error);
    }
  }

  /** Swaps the subscription item's Price, prorated (`create_prorations`); a pending cancellation is undone. */
  async changePlan(ref: ExistingSubscriptionRef, plan: Plan): Promise<ProviderSubscription | null> {
    const id = requireSubscriptionId(ref);
    try {
      const current = await this.stripe.subscriptions.retrieve(id);
      const item = current.items.data[0];
      if (!item) throw new AppError('errors.payments.invalidResponse');
      const price = await this.priceFor(plan);
      const subscription = await this.stripe.subscriptions.update(id, {
        items: [{ id: item.id, price }],
        proration_behavior: 'create_prorations',
        cancel_at_period_end: false,
        expand: ['default_payment_method'],
      });
      return this.toProviderSubscription(subscription, stripeSubscriptionState(subscription).card, {
        customerId: idOf(subscription.customer) ?? ref.providerCustomerId ?? '',
        clientSecret: null,
      });
    } catch (error) {
      throw toPaymentError(error);
    }
  }

  private async createCustomer(request: StartSubscriptionRequest): Promise<string> {
    const { customer } = request;
    const params: Stripe.CustomerCreateParams = {
      email: customer.email,
      name: customer.name,
      metadata: { userId: request.userId },
      preferred_locales: ['pt-BR'],
      ...(customer.phone ? { phone: customer.phone } : {}),
    };
    // A retried purchase (say after a declined card) within Stripe's 24 h idempotency window reuses the
    // Customer made by the first attempt instead of leaving an orphan behind.
    const idempotencyKey = `afilia-customer-${createHash('sha256').update(JSON.stringify(params)).digest('hex')}`;
    const created = await this.stripe.customers.create(params, { idempotencyKey });
    return created.id;
  }

  private async addTaxId(customerId: string, cpfCnpj: string | null, existing: boolean) {
    const taxId = cpfCnpj ? stripeTaxId(cpfCnpj) : null;
    if (!taxId) return;
    if (existing) {
      const known = await this.stripe.customers.listTaxIds(customerId, { limit: 100 });
      if (known.data.some((t) => t.type === taxId.type && t.value.replace(/\D/g, '') === cpfCnpj)) return;
    }
    await this.stripe.customers.createTaxId(customerId, taxId);
  }

  private async attachDefaultPaymentMethod(customerId: string, paymentMethodId: string) {
    const paymentMethod = await this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
    await this.stripe.customers.update(customerId, {
      invoice_settings: { default_payment_method: paymentMethod.id },
    });
    return paymentMethod;
  }

  /**
   * The plan's monthly BRL Price, found by lookup key and created with its Product when missing. A Price
   * whose amount no longer matches the catalogue is replaced (the lookup key moves to the new one). Found
   * ids are cached for the life of the process.
   */
  private async priceFor(plan: Plan): Promise<string> {
    const cached = this.priceIds.get(plan.id);
    if (cached) return cached;
    const lookupKey = priceLookupKey(plan.id);
    const found = await this.stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const existing = found.data[0];
    let priceId: string;
    if (existing && existing.unit_amount === plan.priceCents && existing.currency === 'brl') {
      priceId = existing.id;
    } else {
      const created = await this.stripe.prices.create({
        lookup_key: lookupKey,
        transfer_lookup_key: Boolean(existing),
        currency: 'brl',
        unit_amount: plan.priceCents,
        recurring: { interval: 'month' },
        product_data: { name: `Afilia ${plan.name}`, metadata: { planId: plan.id } },
        metadata: { planId: plan.id },
      });
      priceId = created.id;
    }
    this.priceIds.set(plan.id, priceId);
    return priceId;
  }

  /**
   * For a subscription left `incomplete` by its first charge: the PaymentIntent's client secret when the
   * card needs authentication (3-D Secure). A charge that was declined cancels the subscription and throws
   * the decline, so nothing is left half-made.
   */
  private async firstPaymentClientSecret(subscription: Stripe.Subscription): Promise<string | null> {
    if (subscription.status !== 'incomplete') return null;
    const invoice = subscription.latest_invoice;
    if (!invoice || typeof invoice === 'string') throw new AppError('errors.payments.invalidResponse');
    const payment = invoice.payments?.data.find((p) => p.is_default) ?? invoice.payments?.data[0];
    const paymentIntentId = idOf(payment?.payment.payment_intent);
    if (!paymentIntentId) throw new AppError('errors.payments.invalidResponse');
    const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId);
    if (
      (intent.status === 'requires_action' || intent.status === 'requires_confirmation') &&
      intent.client_secret
    )
      return intent.client_secret;
    await this.stripe.subscriptions.cancel(subscription.id).catch(() => undefined);
    const failure = intent.last_payment_error;
    if (failure?.decline_code === 'insufficient_funds' || failure?.code === 'insufficient_funds')
      throw new AppError('errors.payments.insufficientFunds');
    if (failure?.type === 'card_error') throw new AppError('errors.payments.cardDeclined');
    throw new AppError('errors.payments.providerError', {
      params: { provider: 'Stripe', message: failure?.message ?? `payment ${intent.status}` },
    });
  }

  private toProviderSubscription(
    subscription: Stripe.Subscription,
    card: CardSummary | null,
    extra: { customerId: string; clientSecret: string | null },
  ): ProviderSubscription {
    const state = stripeSubscriptionState(subscription);
    if (!state.status || !subscription.id) throw new AppError('errors.payments.invalidResponse');
    return {
      providerCustomerId: idOf(subscription.customer) ?? extra.customerId,
      providerSubscriptionId: subscription.id,
      status: state.status,
      trialEnd: state.trialEnd,
      currentPeriodStart: state.currentPeriodStart,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      card,
      clientSecret: extra.clientSecret,
      testCardOutcome: null,
    };
  }

  /** Product sales: stripe-product-payments.ts. */
  chargeProduct(request: ProductChargeRequest): Promise<ProductCharge> {
    return chargeStripeProduct(this.stripe, request);
  }

  refundProductCharge(request: ProductRefundRequest): Promise<ProductRefund> {
    return refundStripeProduct(this.stripe, request);
  }

  renewProductCharge(request: ProductRenewalRequest): Promise<ProductCharge> {
    return renewStripeProduct(this.stripe, request);
  }
}

function requireSubscriptionId(ref: ExistingSubscriptionRef): string {
  if (!ref.providerSubscriptionId) throw new AppError('errors.plans.noSubscription');
  return ref.providerSubscriptionId;
}
