import {
  ADVISORY_LOCKS,
  and,
  commissions,
  type Database,
  eq,
  lte,
  sales,
  sql,
  tryAdvisoryXactLock,
} from '@afilia/db';
import { emitCommissionEvents } from '../webhook-events/domain-events';

export const COMMISSION_MATURITY_LOCK_KEY = ADVISORY_LOCKS.commissionMaturity;

export interface CommissionMaturityReport {
  /** False when another instance held the lock and this run did nothing. */
  ran: boolean;
  /** Commissions moved from pending to available. */
  matured: number;
}

/**
 * The scheduled maturity job: commissions whose producer's refund window has ended (availableAt <= now)
 * become available, if their sale is still paid and no refund is waiting for the provider's confirmation (a
 * refunded or charged-back sale's commission is cancelled instead, and never matures). One conditional
 * UPDATE, so a second run moves nothing; one instance at a time (advisory lock); `now` is a parameter so
 * tests control the clock.
 */
export async function runCommissionMaturity(
  db: Database,
  now: Date = new Date(),
): Promise<CommissionMaturityReport> {
  const report: CommissionMaturityReport = { ran: false, matured: 0 };
  await db.transaction(async (tx) => {
    if (!(await tryAdvisoryXactLock(tx, COMMISSION_MATURITY_LOCK_KEY))) return;
    report.ran = true;
    const matured = await tx
      .update(commissions)
      .set({ status: 'available', updatedAt: now })
      .where(
        and(
          eq(commissions.status, 'pending'),
          lte(commissions.availableAt, now),
          sql`exists (select 1 from ${sales} where ${sales.id} = ${commissions.saleId} and ${sales.status} = 'paid' and ${sales.refundRequestedAt} is null)`,
        ),
      )
      .returning();
    report.matured = matured.length;
    await emitCommissionEvents(tx, 'commission.available', matured, now);
  });
  return report;
}
