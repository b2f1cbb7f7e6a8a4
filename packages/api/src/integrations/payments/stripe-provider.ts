import type { Plan } from '@afilia/validators';
import type Stripe from 'stripe';
import { AppError } from '../../errors';
import type {
  CardSummary,
  ExistingSubscriptionRef,
  FoundProductCharge,
  PaymentProvider,
  ProductCharge,
  ProductChargeRequest,
  ProductRefund,
  ProductRefundRequest,
  ProductRenewalRequest,
  ProviderSubscription,
  StartSubscriptionRequest,
} from './provider';
import { addStripeTaxId, attachDefaultPaymentMethod, createStripeCustomer } from './stripe-customer';
import { toPaymentError } from './stripe-errors';
import { StripePlanPrices } from './stripe-plan-prices';
import {
  chargeStripeProduct,
  findStripeProductCharge,
  refundStripeProduct,
  renewStripeProduct,
} from './stripe-product-payments';
import { cardOf, stripeSubscriptionState } from './stripe-subscription-state';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

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
  private readonly prices: StripePlanPrices;

  constructor(private readonly stripe: Stripe) {
    this.prices = new StripePlanPrices(stripe);
  }

  async startSubscription(request: StartSubscriptionRequest): Promise<ProviderSubscription> {
    const trial = request.trialDays > 0;
    const keptUntil =
      request.trialKeptUntil && request.trialKeptUntil > request.now ? request.trialKeptUntil : null;
    try {
      const customerId = request.existingCustomerId ?? (await createStripeCustomer(this.stripe, request));
      await addStripeTaxId(
        this.stripe,
        customerId,
        request.customer.cpfCnpj,
        request.existingCustomerId !== null,
      );
      const paymentMethod = request.paymentMethodId
        ? await attachDefaultPaymentMethod(this.stripe, customerId, request.paymentMethodId)
        : null;
      if (!paymentMethod && !trial) throw new AppError('errors.payments.paymentMethodRequired');
      const price = await this.prices.idFor(request.plan);
      const subscription = await this.stripe.subscriptions.create({
        customer: customerId,
        items: [{ price }],
        payment_behavior: 'allow_incomplete',
        metadata: { userId: request.userId, planId: request.plan.id },
        expand: ['latest_invoice.payments'],
        ...(paymentMethod ? { default_payment_method: paymentMethod.id } : {}),
        ...(trial ? { trial_period_days: request.trialDays } : {}),
        ...(!trial && keptUntil ? { trial_end: Math.floor(keptUntil.getTime() / 1000) } : {}),
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
      const price = await this.prices.idFor(plan);
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

  findProductCharge(saleId: string): Promise<FoundProductCharge | null> {
    return findStripeProductCharge(this.stripe, saleId);
  }
}

function requireSubscriptionId(ref: ExistingSubscriptionRef): string {
  if (!ref.providerSubscriptionId) throw new AppError('errors.plans.noSubscription');
  return ref.providerSubscriptionId;
}
