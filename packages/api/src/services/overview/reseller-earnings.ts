import { and, commissions, type DbOrTx, eq, gte, inArray, type SQL, sales, sql } from '@afilia/db';
import type { MonthSales, ResellerCommissionTotals } from './overview-dto';

const cents = (value: SQL) => sql<number>`coalesce(${value}, 0)::bigint`.mapWith(Number);

/**
 * The reseller's attributed sales made since `since` (a month: one index range of their sales): the count of
 * those paid, refunded later or not, and the revenue of those still paid.
 */
export async function resellerMonthSales(db: DbOrTx, resellerId: string, since: Date): Promise<MonthSales> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      revenueCents: cents(sql`sum(${sales.amountCents}) filter (where ${sales.status} = 'paid')`),
    })
    .from(sales)
    .where(
      and(
        eq(sales.resellerId, resellerId),
        gte(sales.createdAt, since),
        inArray(sales.status, ['paid', 'refunded', 'chargeback']),
      ),
    );
  return { count: row?.count ?? 0, revenueCents: row?.revenueCents ?? 0 };
}

/**
 * The reseller's commissions by status, adjustments netted into the status they carry, and what this month
 * brought: the commissions created since `since` that still stand, net of the month's adjustments.
 */
export async function resellerCommissionTotals(
  db: DbOrTx,
  resellerId: string,
  since: Date,
): Promise<ResellerCommissionTotals> {
  const byStatus = (status: string) =>
    cents(sql`sum(${commissions.amountCents}) filter (where ${commissions.status} = ${status})`);
  const [row] = await db
    .select({
      pendingCents: byStatus('pending'),
      availableCents: byStatus('available'),
      paidCents: byStatus('paid'),
      thisMonthCents: cents(
        sql`sum(${commissions.amountCents}) filter (where ${gte(commissions.createdAt, since)} and ${commissions.status} <> 'cancelled')`,
      ),
    })
    .from(commissions)
    .where(eq(commissions.resellerId, resellerId));
  return {
    pendingCents: row?.pendingCents ?? 0,
    availableCents: row?.availableCents ?? 0,
    paidCents: row?.paidCents ?? 0,
    thisMonthCents: row?.thisMonthCents ?? 0,
  };
}
