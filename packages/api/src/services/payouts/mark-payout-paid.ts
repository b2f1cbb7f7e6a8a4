import { and, type Database, eq, payouts, storedFiles } from '@afilia/db';
import { AppError } from '../../errors';
import { markPayoutPaid } from '../ledger/settle-payout';

/**
 * The producer paid a reseller outside the platform and says so, optionally attaching a proof they uploaded.
 * Only their own processing payout, and only a proof file they own.
 */
export async function confirmManualPayout(
  db: Database,
  producerId: string,
  input: { payoutId: string; proofFileKey: string | null },
  now = new Date(),
): Promise<{ paid: true }> {
  const [payout] = await db
    .select({ status: payouts.status })
    .from(payouts)
    .where(and(eq(payouts.id, input.payoutId), eq(payouts.producerId, producerId)));
  if (!payout) throw new AppError('errors.payouts.notFound');
  if (payout.status !== 'processing') throw new AppError('errors.payouts.notPending');
  let proofFileId: string | null = null;
  if (input.proofFileKey) {
    const [file] = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.bucket, 'product-files'),
          eq(storedFiles.key, input.proofFileKey),
          eq(storedFiles.ownerId, producerId),
        ),
      );
    if (!file) throw new AppError('errors.storage.notFound');
    proofFileId = file.id;
  }
  if (!(await markPayoutPaid(db, input.payoutId, now, { proofFileId })))
    throw new AppError('errors.payouts.notPending');
  return { paid: true };
}
