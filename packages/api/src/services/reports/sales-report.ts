import {
  type AnyColumn,
  type DbOrTx,
  desc,
  salesDailyTotals,
  salesReportDaily,
  salesReportSourceDaily,
  sql,
} from '@afilia/db';
import { PAYMENT_METHODS, type PaymentMethod } from '@afilia/validators';
import { netRevenueCents } from '../ledger/figures/definitions';
import type { ReportScope } from './report-access';
import { dailyTotalsOf, reportRowsOf, rollupRowsOf } from './report-filters';
import { periodBuckets, type ResolvedPeriod } from './report-period';

/** The period's figures as ledger/figures/definitions.ts defines them, with the report's own derivations. */
export interface SalesFigures {
  /** Sales paid in the period (refunded later or not). */
  salesCount: number;
  /** Gross revenue: what the period's paid sales were paid. */
  revenueCents: number;
  /** Revenue over sales, rounded to the cent; 0 without sales. */
  averageTicketCents: number;
  /** Refunds and chargebacks made in the period, by their date (magnitudes: the screens print a minus). */
  refundsCount: number;
  refundsCents: number;
  /** Net revenue: revenueCents − refundsCents. */
  netRevenueCents: number;
  /** Commissions of the period's paid sales, less those its reversals took back. */
  commissionCents: number;
  /**
   * What is left: for a producer (and the platform), revenue less refunds and commissions; for a reseller,
   * their commissions.
   */
  netCents: number;
}

export interface SalesSeriesPoint {
  /** 'YYYY-MM-DD' or 'YYYY-MM'. */
  bucket: string;
  salesCount: number;
  revenueCents: number;
  refundsCents: number;
  commissionCents: number;
  /** The revenue of the matching bucket of the previous period (same position). */
  previousRevenueCents: number;
}

export interface MethodFigures {
  method: PaymentMethod;
  salesCount: number;
  revenueCents: number;
}

/** The period's figures of the sales that came from one traffic source (utm_source). */
export interface SourceFigures {
  /** Null for the direct visits (no utm_source). */
  utmSource: string | null;
  salesCount: number;
  revenueCents: number;
  refundsCents: number;
  commissionCents: number;
}

export interface SalesReport {
  period: ResolvedPeriod;
  summary: SalesFigures;
  previous: SalesFigures;
  series: SalesSeriesPoint[];
  methods: MethodFigures[];
  /** 'Por origem', the best sources first; null for a reseller (the rollup is the producer's). */
  sources: SourceFigures[] | null;
}

/** One day of figures, as both ledgers give them. */
interface DayRow {
  day: string;
  paidCount: number;
  paidCents: number;
  reversedCount: number;
  reversedCents: number;
  commissionCents: number;
  cardCount: number;
  cardCents: number;
  pixCount: number;
  pixCents: number;
  boletoCount: number;
  boletoCents: number;
}

function sumOf(column: AnyColumn) {
  return sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
}

/**
 * A producer's (or the platform's) days come from `sales_daily_totals`, one row per producer and day; a
 * reseller's from the report ledger, whose rows carry the reseller.
 */
async function dayRows(db: DbOrTx, scope: ReportScope, from: string, to: string): Promise<DayRow[]> {
  if (scope.kind === 'reseller') {
    const t = salesReportDaily;
    const byMethod = (method: PaymentMethod, column: typeof t.paidCount | typeof t.paidCents) =>
      sql<number>`coalesce(sum(${column}) filter (where ${t.method} = ${method}), 0)::bigint`.mapWith(Number);
    return db
      .select({
        day: t.day,
        paidCount: sumOf(t.paidCount),
        paidCents: sumOf(t.paidCents),
        reversedCount: sumOf(t.reversedCount),
        reversedCents: sumOf(t.reversedCents),
        commissionCents: sumOf(t.commissionCents),
        cardCount: byMethod('card', t.paidCount),
        cardCents: byMethod('card', t.paidCents),
        pixCount: byMethod('pix', t.paidCount),
        pixCents: byMethod('pix', t.paidCents),
        boletoCount: byMethod('boleto', t.paidCount),
        boletoCents: byMethod('boleto', t.paidCents),
      })
      .from(t)
      .where(reportRowsOf(scope, from, to))
      .groupBy(t.day);
  }
  const t = salesDailyTotals;
  return db
    .select({
      day: t.day,
      paidCount: sumOf(t.paidCount),
      paidCents: sumOf(t.paidCents),
      reversedCount: sumOf(t.reversedCount),
      reversedCents: sumOf(t.reversedCents),
      commissionCents: sumOf(t.commissionCents),
      cardCount: sumOf(t.cardCount),
      cardCents: sumOf(t.cardCents),
      pixCount: sumOf(t.pixCount),
      pixCents: sumOf(t.pixCents),
      boletoCount: sumOf(t.boletoCount),
      boletoCents: sumOf(t.boletoCents),
    })
    .from(t)
    .where(dailyTotalsOf(scope.producerId, from, to))
    .groupBy(t.day);
}

function emptyFigures(): SalesFigures {
  return {
    salesCount: 0,
    revenueCents: 0,
    averageTicketCents: 0,
    refundsCount: 0,
    refundsCents: 0,
    netRevenueCents: 0,
    commissionCents: 0,
    netCents: 0,
  };
}

function figuresOf(rows: DayRow[], scope: ReportScope): SalesFigures {
  const figures = emptyFigures();
  for (const row of rows) {
    figures.salesCount += row.paidCount;
    figures.revenueCents += row.paidCents;
    figures.refundsCount += row.reversedCount;
    figures.refundsCents += row.reversedCents;
    figures.commissionCents += row.commissionCents;
  }
  figures.netRevenueCents = netRevenueCents(figures.revenueCents, figures.refundsCents);
  figures.averageTicketCents =
    figures.salesCount > 0 ? Math.round(figures.revenueCents / figures.salesCount) : 0;
  figures.netCents =
    scope.kind === 'reseller' ? figures.commissionCents : figures.netRevenueCents - figures.commissionCents;
  return figures;
}

const METHOD_FIELDS = {
  card: ['cardCount', 'cardCents'],
  pix: ['pixCount', 'pixCents'],
  boleto: ['boletoCount', 'boletoCents'],
} as const satisfies Record<PaymentMethod, readonly [keyof DayRow, keyof DayRow]>;

/**
 * The period's figures by traffic source, from the source rollup (the same ledger events as every other
 * figure: a sale on the day it was paid, a reversal on its own day).
 */
async function sourceFigures(
  db: DbOrTx,
  scope: ReportScope,
  period: ResolvedPeriod,
): Promise<SourceFigures[] | null> {
  if (scope.kind === 'reseller') return null;
  const t = salesReportSourceDaily;
  const revenue = sumOf(t.paidCents);
  const rows = await db
    .select({
      utmSource: t.utmSource,
      salesCount: sumOf(t.paidCount),
      revenueCents: revenue,
      refundsCents: sumOf(t.reversedCents),
      commissionCents: sumOf(t.commissionCents),
    })
    .from(t)
    .where(rollupRowsOf(t, scope.producerId, period.from, period.to))
    .groupBy(t.utmSource)
    .orderBy(desc(revenue), t.utmSource);
  return rows.map((row) => ({ ...row, utmSource: row.utmSource === '' ? null : row.utmSource }));
}

/**
 * Vendas: the period's figures next to the previous period's, by day or month, by payment method and by
 * traffic source.
 */
export async function salesReport(
  db: DbOrTx,
  scope: ReportScope,
  period: ResolvedPeriod,
): Promise<SalesReport> {
  const rows = await dayRows(db, scope, period.previousFrom, period.to);
  const current = rows.filter((row) => row.day >= period.from && row.day <= period.to);
  const previous = rows.filter((row) => row.day >= period.previousFrom && row.day <= period.previousTo);

  const bucketOf = (day: string) => (period.granularity === 'day' ? day : day.slice(0, 7));
  const buckets = periodBuckets(period.from, period.to, period.granularity);
  const previousBuckets = periodBuckets(period.previousFrom, period.previousTo, period.granularity);
  const points = new Map<string, SalesSeriesPoint>(
    buckets.map((bucket) => [
      bucket,
      {
        bucket,
        salesCount: 0,
        revenueCents: 0,
        refundsCents: 0,
        commissionCents: 0,
        previousRevenueCents: 0,
      },
    ]),
  );
  for (const row of current) {
    const point = points.get(bucketOf(row.day));
    if (!point) continue;
    point.salesCount += row.paidCount;
    point.revenueCents += row.paidCents;
    point.refundsCents += row.reversedCents;
    point.commissionCents += row.commissionCents;
  }
  const previousIndex = new Map(previousBuckets.map((bucket, index) => [bucket, index]));
  for (const row of previous) {
    const index = previousIndex.get(bucketOf(row.day));
    const bucket = index === undefined ? undefined : buckets[index];
    const point = bucket ? points.get(bucket) : undefined;
    if (point) point.previousRevenueCents += row.paidCents;
  }

  const methods = PAYMENT_METHODS.map((method) => {
    const [count, cents] = METHOD_FIELDS[method];
    return {
      method,
      salesCount: current.reduce((sum, row) => sum + row[count], 0),
      revenueCents: current.reduce((sum, row) => sum + row[cents], 0),
    };
  });

  return {
    period,
    summary: figuresOf(current, scope),
    previous: figuresOf(previous, scope),
    series: [...points.values()],
    methods,
    sources: await sourceFigures(db, scope, period),
  };
}
