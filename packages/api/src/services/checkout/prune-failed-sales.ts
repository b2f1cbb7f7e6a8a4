import { and, commissions, type DbOrTx, eq, inArray, isNull, lt, sales, sql } from '@afilia/db';

export interface FailedSalesPruneReport {
  deleted: number;
}

/** Rows deleted per statement, so a large backlog never holds many locks or one long transaction. */
const PRUNE_BATCH = 1000;

/**
 * Deletes declined checkout attempts older than `retentionMs`. Each decline leaves a 'failed' sale (its replay
 * answers from it), and card testing makes many; they moved no money and are in no figure (the ledger and the
 * reports count paid and reversed sales; 'Vendas' hides failed rows unless asked). Only rows nothing can still
 * need go: no provider payment id (no webhook or status check can ever look for them, while a failed
 * PaymentIntent may still be paid after 3-D Secure), not a subscription's renewal (its retry state), and no
 * commission. A buyer retrying an attempt that old gets a new attempt, which is charged only if the card now
 * passes. Idempotent, so every instance may run it.
 */
export async function pruneFailedSales(
  db: DbOrTx,
  retentionMs: number,
  now: Date = new Date(),
): Promise<FailedSalesPruneReport> {
  const cutoff = new Date(now.getTime() - retentionMs);
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: sales.id })
      .from(sales)
      .where(
        and(
          // A literal, not a parameter: the planner then matches the partial index sales_failed_attempts_idx.
          sql`${sales.status} = 'failed'`,
          isNull(sales.providerPaymentId),
          isNull(sales.subscriptionId),
          lt(sales.createdAt, cutoff),
          sql`not exists (select 1 from ${commissions} where ${commissions.saleId} = ${sales.id})`,
        ),
      )
      .limit(PRUNE_BATCH);
    const removed = await db
      .delete(sales)
      .where(and(inArray(sales.id, batch), eq(sales.status, 'failed')))
      .returning({ id: sales.id });
    deleted += removed.length;
    if (removed.length < PRUNE_BATCH) return { deleted };
  }
}
