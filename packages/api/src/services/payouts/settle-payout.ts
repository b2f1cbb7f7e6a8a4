import { and, commissions, type DbOrTx, eq, payouts } from '@afilia/db';

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
      .returning({ id: payouts.id });
    if (!payout) return false;
    await tx
      .update(commissions)
      .set({ status: 'paid', paidAt: at, settledBy: 'payout', updatedAt: at })
      .where(and(eq(commissions.payoutId, payoutId), eq(commissions.status, 'available')));
    return true;
  });
}

/** The transfer failed: the payout is failed and its commissions are available again for the next run. */
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
      .returning({ id: payouts.id });
    if (!payout) return false;
    await tx
      .update(commissions)
      .set({ payoutId: null, updatedAt: at })
      .where(and(eq(commissions.payoutId, payoutId), eq(commissions.status, 'available')));
    return true;
  });
}
