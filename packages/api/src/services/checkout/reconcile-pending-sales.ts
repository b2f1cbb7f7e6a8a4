import {
  ADVISORY_LOCKS,
  and,
  asc,
  eq,
  inArray,
  isNull,
  lte,
  sales,
  sql,
  tryAdvisoryXactLock,
} from '@afilia/db';
import {
  type PendingSaleDeps,
  type PendingSaleOutcome,
  reconcilePendingSale,
  UNRECORDED_CHARGE_ABANDON_AFTER_MS,
} from './reconcile-pending-sale';

export const PENDING_SALES_LOCK_KEY = ADVISORY_LOCKS.pendingSales;
/** Sales settled per run; a backlog drains over the next runs. */
const BATCH = 100;
/** A sale claimed by a run is not claimed again before this (the provider may have been unreachable). */
const CLAIM_MS = 60_000;

export type PendingSalesReport = { ran: boolean } & Record<PendingSaleOutcome, number>;

/**
 * The periodic job that leaves no checkout pending forever: every first sale (not a subscription renewal,
 * which its own job charges again) still pending without a provider id minutes after its attempt is settled by
 * asking the provider (reconcile-pending-sale.ts); one that never reached it fails as `notCharged`. One
 * instance at a time picks the sales, under an advisory lock, and claims them by moving their `updated_at`,
 * so another instance's run a minute later does not ask again about the same sales while this one works.
 */
export async function reconcilePendingSales(
  deps: PendingSaleDeps,
  now = new Date(),
): Promise<PendingSalesReport> {
  const report: PendingSalesReport = {
    ran: false,
    paid: 0,
    failed: 0,
    pending: 0,
    notCharged: 0,
    unknown: 0,
  };
  const claimed = await deps.db.transaction(async (tx) => {
    if (!(await tryAdvisoryXactLock(tx, PENDING_SALES_LOCK_KEY))) return null;
    const due = await tx
      .select({ id: sales.id })
      .from(sales)
      .where(
        and(
          sql`${sales.status} = 'pending'`,
          isNull(sales.providerPaymentId),
          eq(sales.renewalNumber, 0),
          lte(sales.createdAt, new Date(now.getTime() - UNRECORDED_CHARGE_ABANDON_AFTER_MS)),
          lte(sales.updatedAt, new Date(now.getTime() - CLAIM_MS)),
        ),
      )
      .orderBy(asc(sales.createdAt))
      .limit(BATCH);
    if (due.length === 0) return [];
    return tx
      .update(sales)
      .set({ updatedAt: now })
      .where(
        inArray(
          sales.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  if (!claimed) return report;
  report.ran = true;
  for (const sale of claimed) report[await reconcilePendingSale(deps, sale, 'fail', now)] += 1;
  return report;
}
