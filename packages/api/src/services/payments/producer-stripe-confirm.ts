import type { StripeClient } from '../../integrations/payments/stripe-client';
import { failedChangeOf, paidChangeOf, type StripeSaleChange } from './stripe-sale-events';

/** PaymentIntent states in which its last attempt was declined and nothing was charged. */
const DECLINED = new Set(['requires_payment_method', 'canceled']);

/**
 * What the producer's own Stripe says about the change an event claims, asked with the stored key at Stripe's
 * address (from the configuration, never the producer's): the change as Stripe's own objects show it, or null
 * when they do not bear it out. The event only names the PaymentIntent; a confirmation needs that
 * PaymentIntent succeeded (a decline, that it is waiting for another card), a refund that its succeeded refunds
 * cover what was received, a chargeback that a dispute exists on it. The sale it pays is read from the
 * PaymentIntent's own metadata, never the event's. Stripe's errors propagate (the caller tells a missing
 * object from an unreachable Stripe).
 */
export async function confirmWithStripe(
  stripe: StripeClient,
  claimed: StripeSaleChange,
  now: Date,
): Promise<StripeSaleChange | null> {
  const paymentIntentId = claimed.ref.paymentIntentId;
  if (!paymentIntentId) return null;
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
  const ref = { saleId: intent.metadata?.saleId ?? null, paymentIntentId: intent.id };
  switch (claimed.kind) {
    case 'paid': {
      if (intent.status !== 'succeeded') return null;
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      return paidChangeOf(intent, charge ? new Date(charge.created * 1000) : now);
    }
    case 'failed':
      return DECLINED.has(intent.status) ? failedChangeOf(intent, now) : null;
    case 'reversed': {
      if (intent.status !== 'succeeded' || intent.amount_received <= 0) return null;
      if (claimed.reversal === 'refunded') {
        const refunds = await stripe.refunds.list({ payment_intent: intent.id, limit: 100 });
        const succeeded = refunds.data.filter((refund) => refund.status === 'succeeded');
        const refundedCents = succeeded.reduce((sum, refund) => sum + refund.amount, 0);
        // Sales are refunded whole; a partial refund changes nothing here.
        if (succeeded.length === 0 || refundedCents < intent.amount_received) return null;
        const at = Math.max(...succeeded.map((refund) => refund.created));
        return { kind: 'reversed', ref, reversal: 'refunded', at: new Date(at * 1000) };
      }
      const disputes = await stripe.disputes.list({ payment_intent: intent.id, limit: 10 });
      if (disputes.data.length === 0) return null;
      const at = Math.min(...disputes.data.map((dispute) => dispute.created));
      return { kind: 'reversed', ref, reversal: 'chargeback', at: new Date(at * 1000) };
    }
  }
}
