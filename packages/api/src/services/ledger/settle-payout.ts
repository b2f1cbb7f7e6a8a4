import { and, commissions, type DbOrTx, eq, inArray, isNull, payouts, sales } from '@afilia/db';
import { emitCommissionEvents, emitPayoutEvent } from '../webhook-events/domain-events';

/** The payout reached the reseller: its commissions are paid, once. */
export async function markPayoutPaid(
  db: DbOrTx,
  payoutId: string,
  at: Date,
  extra: { proofFileId?: string | null } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payout] = await tx
      .update(payouts)
      .set({
        status: 'paid',
        paidAt: at,
        updatedAt: at,
        ...(extra.proofFileId ? { proofFileId: extra.proofFileId } : {}),
      })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'processing')))
      .returning();
    if (!payout) return false;
    const paid = await tx
      .update(commissions)
      .set({ status: 'paid', paidAt: at, settledBy: 'payout', updatedAt: at })
      .where(and(eq(commissions.payoutId, payoutId), eq(commissions.status, 'available')))
      .returning();
    await emitPayoutEvent(tx, 'payout.paid', payout, at);
    await emitCommissionEvents(
      tx,
      'commission.paid',
      paid.filter((row) => row.kind === 'commission'),
      at,
    );
    return true;
  });
}

/**
 * The transfer failed: the payout is failed and its commissions are available again for the next run. A
 * commission whose sale was refunded or charged back while the payout was in flight had been counted as paid
 * out, with a negative adjustment to take it back (see reverseSale); nothing was paid after all, so both are
 * cancelled together and the reseller is owed nothing for that sale, and owes nothing back.
 */
export async function markPayoutFailed(
  db: DbOrTx,
  payoutId: string,
  reason: string,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payout] = await tx
      .update(payouts)
      .set({ status: 'failed', failureReason: reason.slice(0, 300), failedAt: at, updatedAt: at })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'processing')))
      .returning();
    if (!payout) return false;
    await emitPayoutEvent(tx, 'payout.failed', payout, at);
    const released = await tx
      .update(commissions)
      .set({ payoutId: null, updatedAt: at })
      .where(and(eq(commissions.payoutId, payoutId), eq(commissions.status, 'available')))
      .returning({ id: commissions.id, saleId: commissions.saleId, kind: commissions.kind });
    const releasedSales = released.filter((row) => row.kind === 'commission').map((row) => row.saleId);
    if (releasedSales.length === 0) return true;
    const reversed = await tx
      .select({ id: sales.id })
      .from(sales)
      .where(and(inArray(sales.id, releasedSales), inArray(sales.status, ['refunded', 'chargeback'])));
    const reversedSales = reversed.map((row) => row.id);
    if (reversedSales.length === 0) return true;
    // The adjustment first: a commission is cancelled only with the adjustment that offsets it.
    const offset = await cancelUnclaimed(tx, reversedSales, 'adjustment', at);
    if (offset.length > 0) await cancelUnclaimed(tx, offset, 'commission', at);
    return true;
  });
}

/** Cancels the sales' commissions or adjustments that are available and in no payout; answers their sales. */
async function cancelUnclaimed(
  tx: DbOrTx,
  saleIds: string[],
  kind: 'commission' | 'adjustment',
  at: Date,
): Promise<string[]> {
  const cancelled = await tx
    .update(commissions)
    .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
    .where(
      and(
        inArray(commissions.saleId, saleIds),
        eq(commissions.kind, kind),
        eq(commissions.status, 'available'),
        isNull(commissions.payoutId),
      ),
    )
    .returning();
  if (kind === 'commission') await emitCommissionEvents(tx, 'commission.canceled', cancelled, at);
  return cancelled.map((row) => row.saleId);
}

/**
 * The payout is being sent by Asaas Pix: its method, and the transfer Asaas made (when it answered) or why
 * the transfer's fate is unknown. The status does not change here: the transfer's answer or its webhook
 * settles the payout through markPayoutPaid or markPayoutFailed.
 */
export async function recordPayoutTransfer(
  db: DbOrTx,
  payoutId: string,
  transfer: { providerTransferId?: string; failureReason?: string },
  at: Date,
): Promise<void> {
  await db
    .update(payouts)
    .set({ method: 'asaas_pix', ...transfer, updatedAt: at })
    .where(eq(payouts.id, payoutId));
}
