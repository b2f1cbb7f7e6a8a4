import type { affiliations, buyerSubscriptions, commissions, DbOrTx, payouts, sales } from '@afilia/db';
import { eq, products } from '@afilia/db';
import {
  apiAffiliation,
  apiCommission,
  apiPayout,
  apiSale,
  apiSubscription,
} from '../api-objects/api-objects';
import { emitWebhookEvent } from './webhook-outbox';

/**
 * The ledger's and the affiliations' state changes as webhook events, each written in the transaction of
 * the change (see emitWebhookEvent). One function per object, so each event type is emitted with the same
 * object in every place it happens.
 */

type SaleEvent = 'sale.paid' | 'sale.refund_requested' | 'sale.refunded' | 'sale.chargeback' | 'sale.failed';
type CommissionEvent =
  | 'commission.created'
  | 'commission.available'
  | 'commission.paid'
  | 'commission.canceled';
type SubscriptionEvent = 'subscription.renewed' | 'subscription.past_due' | 'subscription.canceled';

export function emitSaleEvent(tx: DbOrTx, type: SaleEvent, sale: typeof sales.$inferSelect, at: Date) {
  return emitWebhookEvent(tx, { producerId: sale.producerId, type, at, data: () => apiSale(sale) });
}

export async function emitCommissionEvents(
  tx: DbOrTx,
  type: CommissionEvent,
  rows: readonly (typeof commissions.$inferSelect)[],
  at: Date,
) {
  for (const row of rows)
    await emitWebhookEvent(tx, { producerId: row.producerId, type, at, data: () => apiCommission(row) });
}

export function emitSubscriptionEvent(
  tx: DbOrTx,
  type: SubscriptionEvent,
  subscription: typeof buyerSubscriptions.$inferSelect,
  at: Date,
) {
  return emitWebhookEvent(tx, {
    producerId: subscription.producerId,
    type,
    at,
    data: () => apiSubscription(subscription),
  });
}

export function emitPayoutEvent(
  tx: DbOrTx,
  type: 'payout.paid' | 'payout.failed',
  payout: typeof payouts.$inferSelect,
  at: Date,
) {
  return emitWebhookEvent(tx, { producerId: payout.producerId, type, at, data: () => apiPayout(payout) });
}

/** An affiliation's events go to the producer who owns its product. */
export async function emitAffiliationEvent(
  tx: DbOrTx,
  type: 'affiliation.requested' | 'affiliation.approved',
  affiliation: typeof affiliations.$inferSelect,
  at: Date,
) {
  const [product] = await tx
    .select({ producerId: products.userId })
    .from(products)
    .where(eq(products.id, affiliation.productId));
  if (!product) return null;
  return emitWebhookEvent(tx, {
    producerId: product.producerId,
    type,
    at,
    data: () => apiAffiliation(affiliation),
  });
}
