import { and, commissions, type DbOrTx, eq, sales, salesDailyTotals, sql } from '@afilia/db';

const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

/**
 * The producer's daily totals summed from their ledger, as the checkout and the reversals keep them: a
 * sale adds on the day it was paid (with its commission), a reversal on its own day (taking the commission
 * back). Days in America/Sao_Paulo.
 */
export async function writeDemoDailyTotals(tx: DbOrTx, producerId: string) {
  const days = new Map<string, typeof salesDailyTotals.$inferInsert & { commissionCents: number }>();
  const dayRow = (day: string) => {
    const row = days.get(day) ?? {
      producerId,
      day,
      paidCount: 0,
      paidCents: 0,
      reversedCount: 0,
      reversedCents: 0,
      commissionCents: 0,
    };
    days.set(day, row);
    return row;
  };
  for (const paid of await eventsByDay(tx, producerId, sales.paidAt)) {
    const row = dayRow(paid.day);
    row.paidCount = paid.count;
    row.paidCents = paid.cents;
    row.commissionCents += paid.commissionCents;
  }
  for (const reversed of await eventsByDay(tx, producerId, sales.reversedAt)) {
    const row = dayRow(reversed.day);
    row.reversedCount = reversed.count;
    row.reversedCents = reversed.cents;
    row.commissionCents -= reversed.commissionCents;
  }
  if (days.size > 0) await tx.insert(salesDailyTotals).values([...days.values()]);
}

/** The producer's sales by the São Paulo day of `at` (paid or reversed): count, cents and commissions. */
function eventsByDay(tx: DbOrTx, producerId: string, at: typeof sales.paidAt | typeof sales.reversedAt) {
  // A literal, not a parameter: GROUP BY must see the same expression as the select list.
  const day = sql<string>`to_char(${at} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  return tx
    .select({
      day,
      count: sql<number>`count(*)::int`,
      cents: sql<number>`sum(${sales.amountCents})::bigint`.mapWith(Number),
      commissionCents: sql<number>`coalesce(sum(${commissions.amountCents}), 0)::bigint`.mapWith(Number),
    })
    .from(sales)
    .leftJoin(commissions, and(eq(commissions.saleId, sales.id), eq(commissions.kind, 'commission')))
    .where(and(eq(sales.producerId, producerId), sql`${at} is not null`))
    .groupBy(day);
}
