import { and, commissions, type DbOrTx, eq, sales } from '@afilia/db';
import { emitCommissionEvents, emitSaleEvent } from '../webhook-events/domain-events';
import { type BuyerNoticeDeps, enqueueRefundNotice } from './buyer-notices';
import { cancelBuyerSubscriptions } from './buyer-subscription';
import { addToDailyTotals } from './daily-totals';

export type SaleReversal = 'refunded' | 'chargeback';

/**
 * Refund or chargeback of a paid sale, once (a conditional UPDATE decides): the commission is cancelled if
 * nothing was paid or promised for it yet, or a negative adjustment is written if it was (see
 * reverseCommission); the daily totals are updated.
 *
 * The day's commission figure is the producer's commission cost, and that cost is gone in both cases (a
 * cancelled commission is never paid; a paid one is clawed back by the adjustment), so it is subtracted in
 * both, on the day of the reversal.
 *
 * A refunded or charged-back sale of a subscription also ends the subscription: the buyer is not charged
 * again for a product they gave back or disputed.
 *
 * The buyer is told: a refund by its own email (the amount, when the money comes back, and that the
 * subscription ended, if it did), a chargeback of a subscription by the subscription's end. Deliver the
 * returned email ids after the commit.
 */
export async function reverseSale(
  tx: DbOrTx,
  deps: BuyerNoticeDeps,
  saleId: string,
  reversal: SaleReversal,
  at: Date,
): Promise<{ reversed: boolean; emailIds: string[] }> {
  const [sale] = await tx
    .update(sales)
    .set({ status: reversal, reversedAt: at, refundRequestedAt: null, updatedAt: at })
    .where(and(eq(sales.id, saleId), eq(sales.status, 'paid')))
    .returning();
  if (!sale) return { reversed: false, emailIds: [] };
  await emitSaleEvent(tx, reversal === 'refunded' ? 'sale.refunded' : 'sale.chargeback', sale, at);
  const ended = sale.subscriptionId
    ? await cancelBuyerSubscriptions(
        tx,
        deps,
        { subscriptionId: sale.subscriptionId },
        reversal === 'refunded' ? 'refund' : 'chargeback',
        at,
      )
    : { cancelled: 0, emailIds: [] };
  const emailIds = [...ended.emailIds];
  if (reversal === 'refunded') emailIds.push(await enqueueRefundNotice(tx, deps, sale, ended.cancelled > 0));

  const commissionReversedCents = await reverseCommission(tx, saleId, at);

  await addToDailyTotals(tx, sale, at, {
    reversedCount: 1,
    reversedCents: sale.amountCents,
    commissionCents: -commissionReversedCents,
  });
  return { reversed: true, emailIds };
}

/**
 * The sale's commission after a refund or chargeback; answers the commission cost that goes away.
 *
 * The commission row is locked first, so a payout being reserved, paid or failed at the same moment is
 * decided before or after this, never half-way. Then:
 * - not yet owed (pending) or owed but in no payout: cancelled, nothing was paid;
 * - reserved into a payout still in flight, or paid by a payout: counted as paid out. The payout keeps its
 *   amount (the transfer may already be on its way) and a negative adjustment, available at once, takes the
 *   money back from the reseller's next payout. If that payout fails instead, markPayoutFailed cancels both;
 * - paid by the provider's split: cancelled, the provider takes it back from the reseller with the refund.
 */
async function reverseCommission(tx: DbOrTx, saleId: string, at: Date): Promise<number> {
  const [commission] = await tx
    .select()
    .from(commissions)
    .where(and(eq(commissions.saleId, saleId), eq(commissions.kind, 'commission')))
    .for('update');
  if (!commission || commission.status === 'cancelled') return 0;
  const inFlight = commission.status === 'available' && commission.payoutId !== null;
  const paidOut = commission.status === 'paid' && commission.settledBy !== 'split';
  if (!inFlight && !paidOut) {
    const cancelled = await tx
      .update(commissions)
      .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
      .where(eq(commissions.id, commission.id))
      .returning();
    await emitCommissionEvents(tx, 'commission.canceled', cancelled, at);
    return commission.amountCents;
  }
  const adjustment = await tx
    .insert(commissions)
    .values({
      saleId,
      resellerId: commission.resellerId,
      producerId: commission.producerId,
      kind: 'adjustment',
      amountCents: 0 - commission.amountCents,
      // Deducted from the reseller's next payout.
      status: 'available',
      availableAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: [commissions.saleId, commissions.kind] })
    .returning();
  // The paid commission stays paid; the adjustment that takes it back is a commission of its own.
  await emitCommissionEvents(tx, 'commission.created', adjustment, at);
  return commission.amountCents;
}
