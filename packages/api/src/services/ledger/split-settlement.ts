import { and, chargeInstructions, commissions, type DbOrTx, eq } from '@afilia/db';
import { emitCommissionEvents } from '../webhook-events/domain-events';

/**
 * A commission that travelled in the charge's split was paid by Asaas together with the producer: pending →
 * paid, settled by 'split', at the payment's time. Only the commission of the amount the split carried, so a
 * commission rule changed since the charge was made is never marked paid by a split of another amount. A
 * refund of such a sale cancels the commission instead of clawing it back: the provider takes the split back.
 */
export async function markSplitCommissionPaid(tx: DbOrTx, saleId: string, paidAt: Date): Promise<void> {
  const [instructions] = await tx
    .select({ splitCents: chargeInstructions.splitCents })
    .from(chargeInstructions)
    .where(eq(chargeInstructions.saleId, saleId));
  if (!instructions || instructions.splitCents <= 0) return;
  const paid = await tx
    .update(commissions)
    .set({ status: 'paid', paidAt, settledBy: 'split', updatedAt: paidAt })
    .where(
      and(
        eq(commissions.saleId, saleId),
        eq(commissions.kind, 'commission'),
        eq(commissions.amountCents, instructions.splitCents),
      ),
    )
    .returning();
  await emitCommissionEvents(tx, 'commission.paid', paid, paidAt);
}
