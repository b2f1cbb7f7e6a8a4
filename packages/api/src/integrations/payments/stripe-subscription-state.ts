import type { PlanId } from '@afilia/validators';
import type Stripe from 'stripe';
import type { CardSummary, SubscriptionStatus } from './provider';
import { planIdFromLookupKey } from './stripe-plan-prices';

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

export function cardOf(paymentMethod: Stripe.PaymentMethod): CardSummary | null {
  const card = paymentMethod.card;
  return card?.last4 ? { brand: card.brand, last4: card.last4 } : null;
}
