import type Stripe from 'stripe';

/**
 * The period a subscription invoice pays for: its subscription line's period (the invoice's own
 * `period_start`/`period_end` are the period that just ended, for a renewal), else the subscription's
 * current period as we last stored it.
 */
export function stripeInvoicePeriod(
  invoice: Stripe.Invoice,
  subscription: { currentPeriodStart: Date | null; currentPeriodEnd: Date | null },
): { start: Date; end: Date } {
  const line = invoice.lines?.data.find((item) => item.period && item.period.end > item.period.start);
  if (line) return { start: new Date(line.period.start * 1000), end: new Date(line.period.end * 1000) };
  const at = new Date(invoice.created * 1000);
  return { start: subscription.currentPeriodStart ?? at, end: subscription.currentPeriodEnd ?? at };
}
