import { type DbOrTx, salesDailyTotals, sql } from '@afilia/db';
import { businessDay } from '../overview/month-start';

export interface DailyTotalsDelta {
  paidCount?: number;
  paidCents?: number;
  reversedCount?: number;
  reversedCents?: number;
  commissionCents?: number;
}

/** Adds to the producer's totals of the day `at` falls on in America/Sao_Paulo (one upsert). */
export async function addToDailyTotals(
  tx: DbOrTx,
  producerId: string,
  at: Date,
  delta: DailyTotalsDelta,
): Promise<void> {
  const values = {
    paidCount: delta.paidCount ?? 0,
    paidCents: delta.paidCents ?? 0,
    reversedCount: delta.reversedCount ?? 0,
    reversedCents: delta.reversedCents ?? 0,
    commissionCents: delta.commissionCents ?? 0,
  };
  if (Object.values(values).every((value) => value === 0)) return;
  await tx
    .insert(salesDailyTotals)
    .values({ producerId, day: businessDay(at), ...values })
    .onConflictDoUpdate({
      target: [salesDailyTotals.producerId, salesDailyTotals.day],
      set: {
        paidCount: sql`${salesDailyTotals.paidCount} + ${values.paidCount}`,
        paidCents: sql`${salesDailyTotals.paidCents} + ${values.paidCents}`,
        reversedCount: sql`${salesDailyTotals.reversedCount} + ${values.reversedCount}`,
        reversedCents: sql`${salesDailyTotals.reversedCents} + ${values.reversedCents}`,
        commissionCents: sql`${salesDailyTotals.commissionCents} + ${values.commissionCents}`,
      },
    });
}
