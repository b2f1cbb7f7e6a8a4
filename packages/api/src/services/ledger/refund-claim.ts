import { and, type DbOrTx, eq, isNull, sales } from '@afilia/db';
import { emitSaleEvent } from '../webhook-events/domain-events';

/**
 * A producer's refund is claimed before the provider is asked: `refundRequestedAt` is set on a paid sale by
 * one conditional UPDATE, so two clicks or two tabs ask the provider once, and the commission does not mature
 * while the provider has not answered. Answers false when the sale is no longer paid or already claimed.
 */
export async function claimRefund(db: DbOrTx, saleId: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(sales)
      .set({ refundRequestedAt: at, updatedAt: at })
      .where(and(eq(sales.id, saleId), eq(sales.status, 'paid'), isNull(sales.refundRequestedAt)))
      .returning();
    if (claimed) await emitSaleEvent(tx, 'sale.refund_requested', claimed, at);
    return claimed !== undefined;
  });
}

/**
 * The provider refused the refund or could not be reached: the claim made at `claimedAt` is released, so the
 * producer can try again. A newer claim is left alone.
 */
export async function releaseRefundClaim(
  db: DbOrTx,
  saleId: string,
  claimedAt: Date,
  at: Date,
): Promise<void> {
  await db
    .update(sales)
    .set({ refundRequestedAt: null, updatedAt: at })
    .where(and(eq(sales.id, saleId), eq(sales.refundRequestedAt, claimedAt)));
}
