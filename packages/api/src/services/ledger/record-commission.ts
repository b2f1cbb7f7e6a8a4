import { commissions, type DbOrTx, eq, profiles, type sales } from '@afilia/db';
import { addDays } from '@afilia/validators';
import { emitCommissionEvents } from '../webhook-events/domain-events';
import { saleCommissionCents } from './figures/sale-split';

/**
 * A paid sale with a reseller earns them a pending commission (once: one per sale and kind), maturing when
 * the producer's refund window ends. Renewals earn one only when the pricing was 'recorrente' at the time of
 * sale. The amount follows the rule snapshotted on the sale, never the product's current one. Returns the
 * cents recorded (0 when none was).
 */
export async function recordCommission(
  tx: DbOrTx,
  sale: typeof sales.$inferSelect,
  paidAt: Date,
): Promise<number> {
  const amountCents = saleCommissionCents(sale);
  if (!sale.resellerId || amountCents <= 0) return 0;
  const [producer] = await tx
    .select({ refundWindowDays: profiles.refundWindowDays })
    .from(profiles)
    .where(eq(profiles.id, sale.producerId));
  if (!producer) throw new Error(`producer profile ${sale.producerId} not found`);
  const inserted = await tx
    .insert(commissions)
    .values({
      saleId: sale.id,
      resellerId: sale.resellerId,
      producerId: sale.producerId,
      kind: 'commission',
      amountCents,
      status: 'pending',
      availableAt: addDays(paidAt, producer.refundWindowDays),
      createdAt: paidAt,
      updatedAt: paidAt,
    })
    .onConflictDoNothing({ target: [commissions.saleId, commissions.kind] })
    .returning();
  await emitCommissionEvents(tx, 'commission.created', inserted, paidAt);
  return inserted[0]?.amountCents ?? 0;
}
