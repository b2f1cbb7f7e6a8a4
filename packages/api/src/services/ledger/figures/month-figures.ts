import {
  and,
  type DbOrTx,
  eq,
  gte,
  lte,
  type SQL,
  salesDailyTotals,
  salesReportDaily,
  salesReportResellerDaily,
  sql,
} from '@afilia/db';
import { businessDay, monthStart, previousMonthStart } from '@afilia/validators';
import type { MonthSales, SalesFigures } from '../../overview/overview-dto';
import { netRevenueCents } from './definitions';

const total = (value: SQL) => sql<number>`coalesce(${value}, 0)::bigint`.mapWith(Number);

type MonthTable = typeof salesDailyTotals | typeof salesReportDaily | typeof salesReportResellerDaily;

/** This month's and last month's sums of a day table (America/Sao_Paulo), from last month's first day to today. */
async function monthSums(db: DbOrTx, t: MonthTable, owner: SQL | undefined, now: Date) {
  const inThisMonth = sql`${t.day} >= ${businessDay(monthStart(now))}`;
  const [row] = await db
    .select({
      thisCount: total(sql`sum(${t.paidCount}) filter (where ${inThisMonth})`),
      thisPaid: total(sql`sum(${t.paidCents}) filter (where ${inThisMonth})`),
      thisReversedCount: total(sql`sum(${t.reversedCount}) filter (where ${inThisMonth})`),
      thisReversed: total(sql`sum(${t.reversedCents}) filter (where ${inThisMonth})`),
      thisCommission: total(sql`sum(${t.commissionCents}) filter (where ${inThisMonth})`),
      lastCount: total(sql`sum(${t.paidCount}) filter (where not ${inThisMonth})`),
      lastPaid: total(sql`sum(${t.paidCents}) filter (where not ${inThisMonth})`),
      lastReversedCount: total(sql`sum(${t.reversedCount}) filter (where not ${inThisMonth})`),
      lastReversed: total(sql`sum(${t.reversedCents}) filter (where not ${inThisMonth})`),
    })
    .from(t)
    .where(and(owner, gte(t.day, businessDay(previousMonthStart(now))), lte(t.day, businessDay(now))));
  const month = (count: number, gross: number, reversedCount: number, reversed: number): MonthSales => ({
    count,
    grossCents: gross,
    reversedCount,
    reversedCents: reversed,
    revenueCents: netRevenueCents(gross, reversed),
  });
  return {
    thisMonth: month(
      row?.thisCount ?? 0,
      row?.thisPaid ?? 0,
      row?.thisReversedCount ?? 0,
      row?.thisReversed ?? 0,
    ),
    lastMonth: month(
      row?.lastCount ?? 0,
      row?.lastPaid ?? 0,
      row?.lastReversedCount ?? 0,
      row?.lastReversed ?? 0,
    ),
    thisMonthCommissionCents: row?.thisCommission ?? 0,
  };
}

/**
 * 'Vendas' this month and last month (America/Sao_Paulo) from the daily totals: at most 62 rows of one
 * producer, or every producer's for an admin (`producerId` null), never the sales themselves. The count is
 * of the sales paid in the month; the revenue is net of the month's refunds and chargebacks.
 */
export async function monthSales(db: DbOrTx, producerId: string | null, now: Date): Promise<SalesFigures> {
  const owner = producerId ? eq(salesDailyTotals.producerId, producerId) : undefined;
  const { thisMonth, lastMonth } = await monthSums(db, salesDailyTotals, owner, now);
  return {
    thisMonth,
    lastMonth,
    changePercent: changePercent(thisMonth.revenueCents, lastMonth.revenueCents),
  };
}

/**
 * This month's sales attributed to resellers' links, from the report ledger, with their commissions (net of
 * the month's reversals): of one producer's products (or the platform's, `producerId` null), or of one
 * reseller's links. Its count is what conversion divides by the clicks.
 */
export async function attributedMonthSales(
  db: DbOrTx,
  of: { producerId: string | null } | { resellerId: string },
  now: Date,
): Promise<{ sales: MonthSales; commissionCents: number }> {
  const sums =
    'resellerId' in of
      ? await monthSums(db, salesReportDaily, eq(salesReportDaily.resellerId, of.resellerId), now)
      : await monthSums(
          db,
          salesReportResellerDaily,
          of.producerId ? eq(salesReportResellerDaily.producerId, of.producerId) : undefined,
          now,
        );
  return { sales: sums.thisMonth, commissionCents: sums.thisMonthCommissionCents };
}

/** The change from `before` to `after` in percent, one decimal; null when there was nothing before. */
export function changePercent(after: number, before: number): number | null {
  if (before <= 0) return null;
  return Math.round(((after - before) / before) * 1000) / 10;
}
