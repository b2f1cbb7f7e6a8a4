import { commissions, type DbOrTx, eq, type SQL, sql } from '@afilia/db';
import type { ResellerCommissionTotals } from './overview-dto';

const cents = (value: SQL) => sql<number>`coalesce(${value}, 0)::bigint`.mapWith(Number);

/**
 * The reseller's commissions by status, adjustments netted into the status they carry, and what this month
 * brought (`thisMonthCents`, the month's commission figure: see attributedMonthSales).
 */
export async function resellerCommissionTotals(
  db: DbOrTx,
  resellerId: string,
  thisMonthCents: number,
): Promise<ResellerCommissionTotals> {
  const byStatus = (status: string) =>
    cents(sql`sum(${commissions.amountCents}) filter (where ${commissions.status} = ${status})`);
  const [row] = await db
    .select({
      pendingCents: byStatus('pending'),
      availableCents: byStatus('available'),
      paidCents: byStatus('paid'),
    })
    .from(commissions)
    .where(eq(commissions.resellerId, resellerId));
  return {
    pendingCents: row?.pendingCents ?? 0,
    availableCents: row?.availableCents ?? 0,
    paidCents: row?.paidCents ?? 0,
    thisMonthCents,
  };
}
