import { type DbOrTx, salesDailyTotals, salesReportDaily, sql } from '@afilia/db';
import type { PaymentMethod } from '@afilia/validators';
import { businessDay } from '../overview/month-start';

export interface DailyTotalsDelta {
  paidCount?: number;
  paidCents?: number;
  reversedCount?: number;
  reversedCents?: number;
  commissionCents?: number;
}

/** The overview's day row keeps the paid sales' split by payment method in these columns. */
const METHOD_COLUMNS = {
  card: { count: 'cardCount', cents: 'cardCents' },
  pix: { count: 'pixCount', cents: 'pixCents' },
  boleto: { count: 'boletoCount', cents: 'boletoCents' },
} as const satisfies Record<PaymentMethod, { count: keyof DailyTotalsRow; cents: keyof DailyTotalsRow }>;

type DailyTotalsRow = typeof salesDailyTotals.$inferInsert;

/** What the reports break a sale's figures down by. */
export interface SaleDimensions {
  producerId: string;
  productId: string | null;
  resellerId: string | null;
  method: PaymentMethod;
}

/**
 * Adds to the producer's totals of the day `at` falls on in America/Sao_Paulo: the overview's row of the
 * day and the reports' row of the day, product, reseller and method (one upsert each).
 */
export async function addToDailyTotals(
  tx: DbOrTx,
  sale: SaleDimensions,
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
  const day = businessDay(at);
  await tx
    .insert(salesReportDaily)
    .values({
      producerId: sale.producerId,
      day,
      productId: sale.productId,
      resellerId: sale.resellerId,
      method: sale.method,
      ...values,
    })
    .onConflictDoUpdate({
      target: [
        salesReportDaily.producerId,
        salesReportDaily.day,
        salesReportDaily.productId,
        salesReportDaily.resellerId,
        salesReportDaily.method,
      ],
      set: {
        paidCount: sql`${salesReportDaily.paidCount} + ${values.paidCount}`,
        paidCents: sql`${salesReportDaily.paidCents} + ${values.paidCents}`,
        reversedCount: sql`${salesReportDaily.reversedCount} + ${values.reversedCount}`,
        reversedCents: sql`${salesReportDaily.reversedCents} + ${values.reversedCents}`,
        commissionCents: sql`${salesReportDaily.commissionCents} + ${values.commissionCents}`,
      },
    });
  // The producer's row of the day is shared by all their checkouts: written last, so its lock is held the
  // shortest time.
  const byMethod = METHOD_COLUMNS[sale.method];
  await tx
    .insert(salesDailyTotals)
    .values({
      producerId: sale.producerId,
      day,
      ...values,
      [byMethod.count]: values.paidCount,
      [byMethod.cents]: values.paidCents,
    })
    .onConflictDoUpdate({
      target: [salesDailyTotals.producerId, salesDailyTotals.day],
      set: {
        [byMethod.count]: sql`${salesDailyTotals[byMethod.count]} + ${values.paidCount}`,
        [byMethod.cents]: sql`${salesDailyTotals[byMethod.cents]} + ${values.paidCents}`,
        paidCount: sql`${salesDailyTotals.paidCount} + ${values.paidCount}`,
        paidCents: sql`${salesDailyTotals.paidCents} + ${values.paidCents}`,
        reversedCount: sql`${salesDailyTotals.reversedCount} + ${values.reversedCount}`,
        reversedCents: sql`${salesDailyTotals.reversedCents} + ${values.reversedCents}`,
        commissionCents: sql`${salesDailyTotals.commissionCents} + ${values.commissionCents}`,
      },
    });
}
