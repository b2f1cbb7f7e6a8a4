import { and, type DbOrTx, eq, sales } from '@afilia/db';
import { emitSaleEvent } from '../webhook-events/domain-events';

/**
 * A pending sale whose charge was declined, expired or never made becomes failed, with the decline's error
 * code. Idempotent, and a paid sale is never touched: the conditional UPDATE only moves a pending one.
 */
export async function markSaleFailed(
  tx: DbOrTx,
  saleId: string,
  failureCode: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(sales)
    .set({ status: 'failed', failureCode, updatedAt: at })
    .where(and(eq(sales.id, saleId), eq(sales.status, 'pending')))
    .returning();
  const [failed] = rows;
  if (failed) await emitSaleEvent(tx, 'sale.failed', failed, at);
  return failed !== undefined;
}

/**
 * A renewal is charged again: its failed sale (or a pending one whose charge never reached the provider)
 * goes back to pending for the next attempt. The status it was seen in is part of the condition, so of two
 * runs only one reopens it. Returns the reopened sale, or null when another run took it.
 */
export async function reopenSaleForCharge(
  tx: DbOrTx,
  sale: { id: string; status: 'failed' | 'pending' },
  at: Date,
): Promise<typeof sales.$inferSelect | null> {
  const [reopened] = await tx
    .update(sales)
    .set({ status: 'pending', failureCode: null, updatedAt: at })
    .where(and(eq(sales.id, sale.id), eq(sales.status, sale.status)))
    .returning();
  return reopened ?? null;
}
