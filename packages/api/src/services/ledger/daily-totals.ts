import {
  type DbOrTx,
  salesDailyTotals,
  salesReportDaily,
  salesReportProductDaily,
  salesReportResellerDaily,
  salesReportSourceDaily,
  sql,
} from '@afilia/db';
import type { PaymentMethod } from '@afilia/validators';
import { businessDay } from '@afilia/validators';

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
  /** The traffic source; null for a direct visit (kept as '' in the rollup). */
  utmSource: string | null;
}

type FigureTable =
  | typeof salesDailyTotals
  | typeof salesReportDaily
  | typeof salesReportResellerDaily
  | typeof salesReportProductDaily
  | typeof salesReportSourceDaily;

/** The upsert's `set`: each running figure plus the delta. */
function addedFigures(table: FigureTable, values: Required<DailyTotalsDelta>) {
  return {
    paidCount: sql`${table.paidCount} + ${values.paidCount}`,
    paidCents: sql`${table.paidCents} + ${values.paidCents}`,
    reversedCount: sql`${table.reversedCount} + ${values.reversedCount}`,
    reversedCents: sql`${table.reversedCents} + ${values.reversedCents}`,
    commissionCents: sql`${table.commissionCents} + ${values.commissionCents}`,
  };
}

/**
 * Adds to the producer's totals of the day `at` falls on in America/Sao_Paulo: the reports' row of the day,
 * product, reseller and method, its sums by reseller, by product and by traffic source, and the overview's
 * row of the day (one upsert each).
 */
export async function addToDailyTotals(
  tx: DbOrTx,
  sale: SaleDimensions,
  at: Date,
  delta: DailyTotalsDelta,
): Promise<void> {
  const values: Required<DailyTotalsDelta> = {
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
      set: addedFigures(salesReportDaily, values),
    });
  if (sale.resellerId)
    await tx
      .insert(salesReportResellerDaily)
      .values({ producerId: sale.producerId, day, resellerId: sale.resellerId, ...values })
      .onConflictDoUpdate({
        target: [
          salesReportResellerDaily.producerId,
          salesReportResellerDaily.day,
          salesReportResellerDaily.resellerId,
        ],
        set: addedFigures(salesReportResellerDaily, values),
      });
  if (sale.productId)
    await tx
      .insert(salesReportProductDaily)
      .values({ producerId: sale.producerId, day, productId: sale.productId, ...values })
      .onConflictDoUpdate({
        target: [
          salesReportProductDaily.producerId,
          salesReportProductDaily.day,
          salesReportProductDaily.productId,
        ],
        set: addedFigures(salesReportProductDaily, values),
      });
  await tx
    .insert(salesReportSourceDaily)
    .values({ producerId: sale.producerId, day, utmSource: sale.utmSource ?? '', ...values })
    .onConflictDoUpdate({
      target: [
        salesReportSourceDaily.producerId,
        salesReportSourceDaily.day,
        salesReportSourceDaily.utmSource,
      ],
      set: addedFigures(salesReportSourceDaily, values),
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
        ...addedFigures(salesDailyTotals, values),
      },
    });
}
