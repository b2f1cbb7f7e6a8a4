import { and, buyerSubscriptions, commissions, type DbOrTx, eq, inArray, ne, sales } from '@afilia/db';
import { addToDailyTotals } from './daily-totals';

export type SaleReversal = 'refunded' | 'chargeback';

/**
 * Refund or chargeback of a paid sale, once (a conditional UPDATE decides): the commission is cancelled if
 * not yet paid out, or a negative adjustment is written if it was; the daily totals are updated.
 *
 * The day's commission figure is the producer's commission cost, and that cost is gone in both cases (a
 * cancelled commission is never paid; a paid one is clawed back by the adjustment), so it is subtracted in
 * both, on the day of the reversal.
 *
 * A refunded or charged-back sale of a subscription also ends the subscription: the buyer is not charged
 * again for a product they gave back or disputed.
 */
export async function reverseSale(
  tx: DbOrTx,
  saleId: string,
  reversal: SaleReversal,
  at: Date,
): Promise<{ reversed: boolean }> {
  const [sale] = await tx
    .update(sales)
    .set({ status: reversal, reversedAt: at, refundRequestedAt: null, updatedAt: at })
    .where(and(eq(sales.id, saleId), eq(sales.status, 'paid')))
    .returning({
      producerId: sales.producerId,
      productId: sales.productId,
      resellerId: sales.resellerId,
      method: sales.method,
      amountCents: sales.amountCents,
      subscriptionId: sales.subscriptionId,
    });
  if (!sale) return { reversed: false };
  if (sale.subscriptionId)
    await tx
      .update(buyerSubscriptions)
      .set({ status: 'canceled', canceledAt: at, updatedAt: at })
      .where(and(eq(buyerSubscriptions.id, sale.subscriptionId), ne(buyerSubscriptions.status, 'canceled')));

  const commissionOfSale = and(eq(commissions.saleId, saleId), eq(commissions.kind, 'commission'));
  const [cancelled] = await tx
    .update(commissions)
    .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
    .where(and(commissionOfSale, inArray(commissions.status, ['pending', 'available'])))
    .returning({ amountCents: commissions.amountCents });
  let commissionReversedCents = cancelled?.amountCents ?? 0;
  if (!cancelled) {
    const [paidOut] = await tx
      .select()
      .from(commissions)
      .where(and(commissionOfSale, eq(commissions.status, 'paid')));
    if (paidOut?.settledBy === 'split') {
      // Paid by the provider's split: the provider takes it back from the reseller with the refund itself.
      await tx
        .update(commissions)
        .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
        .where(eq(commissions.id, paidOut.id));
      commissionReversedCents = paidOut.amountCents;
    } else if (paidOut) {
      await tx
        .insert(commissions)
        .values({
          saleId,
          resellerId: paidOut.resellerId,
          producerId: paidOut.producerId,
          kind: 'adjustment',
          amountCents: 0 - paidOut.amountCents,
          // Deducted from the reseller's next payout.
          status: 'available',
          availableAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: [commissions.saleId, commissions.kind] });
      commissionReversedCents = paidOut.amountCents;
    }
  }

  await addToDailyTotals(tx, sale, at, {
    reversedCount: 1,
    reversedCents: sale.amountCents,
    commissionCents: -commissionReversedCents,
  });
  return { reversed: true };
}
