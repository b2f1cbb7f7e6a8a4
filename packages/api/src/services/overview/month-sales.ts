import { and, type DbOrTx, eq, gte, lte, type SQL, salesDailyTotals, sql } from '@afilia/db';
import { businessDay, monthStart, previousMonthStart } from '@afilia/validators';
import type { SalesFigures } from './overview-dto';

const total = (value: SQL) => sql<number>`coalesce(${value}, 0)::bigint`.mapWith(Number);

/**
 * 'Vendas' this month and last month (America/Sao_Paulo) from the daily totals: at most 62 rows of one
 * producer, or every producer's for an admin (`producerId` null), never the sales themselves.
 */
export async function monthSales(db: DbOrTx, producerId: string | null, now: Date): Promise<SalesFigures> {
  const inThisMonth = sql`${salesDailyTotals.day} >= ${businessDay(monthStart(now))}`;
  const [row] = await db
    .select({
      thisCount: total(sql`sum(${salesDailyTotals.paidCount}) filter (where ${inThisMonth})`),
      thisPaid: total(sql`sum(${salesDailyTotals.paidCents}) filter (where ${inThisMonth})`),
      thisReversed: total(sql`sum(${salesDailyTotals.reversedCents}) filter (where ${inThisMonth})`),
      lastCount: total(sql`sum(${salesDailyTotals.paidCount}) filter (where not ${inThisMonth})`),
      lastPaid: total(sql`sum(${salesDailyTotals.paidCents}) filter (where not ${inThisMonth})`),
      lastReversed: total(sql`sum(${salesDailyTotals.reversedCents}) filter (where not ${inThisMonth})`),
    })
    .from(salesDailyTotals)
    .where(
      and(
        producerId ? eq(salesDailyTotals.producerId, producerId) : undefined,
        gte(salesDailyTotals.day, businessDay(previousMonthStart(now))),
        lte(salesDailyTotals.day, businessDay(now)),
      ),
    );
  const thisMonth = {
    count: row?.thisCount ?? 0,
    revenueCents: (row?.thisPaid ?? 0) - (row?.thisReversed ?? 0),
  };
  const lastMonth = {
    count: row?.lastCount ?? 0,
    revenueCents: (row?.lastPaid ?? 0) - (row?.lastReversed ?? 0),
  };
  return {
    thisMonth,
    lastMonth,
    changePercent: changePercent(thisMonth.revenueCents, lastMonth.revenueCents),
  };
}

/** The change from `before` to `after` in percent, one decimal; null when there was nothing before. */
export function changePercent(after: number, before: number): number | null {
  if (before <= 0) return null;
  return Math.round(((after - before) / before) * 1000) / 10;
}
