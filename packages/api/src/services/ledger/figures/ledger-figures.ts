import {
  type AnyColumn,
  and,
  type DbOrTx,
  isNotNull,
  salesReportDaily,
  salesReportProductDaily,
  salesReportResellerDaily,
  sql,
} from '@afilia/db';
import type { ReportScope } from '../../reports/report-access';
import { reportRowsOf, rollupRowsOf } from '../../reports/report-filters';

export interface LedgerFigures {
  salesCount: number;
  revenueCents: number;
  refundsCount: number;
  refundsCents: number;
  commissionCents: number;
  /** Of the paid sales, those attributed to a reseller's link: what conversion divides by the clicks. */
  attributedCount: number;
}

type FigureTable = typeof salesReportDaily | typeof salesReportResellerDaily | typeof salesReportProductDaily;

function sumOf(column: AnyColumn) {
  return sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
}

function figuresOf(t: FigureTable) {
  return {
    salesCount: sumOf(t.paidCount),
    revenueCents: sumOf(t.paidCents),
    refundsCount: sumOf(t.reversedCount),
    refundsCents: sumOf(t.reversedCents),
    commissionCents: sumOf(t.commissionCents),
  };
}

/** Sales paid over the days through a reseller's link, by product, from the full ledger. */
async function attributedByProduct(
  db: DbOrTx,
  scope: ReportScope,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const t = salesReportDaily;
  const rows = await db
    .select({ id: sql<string>`${t.productId}`, n: sumOf(t.paidCount) })
    .from(t)
    .where(and(reportRowsOf(scope, from, to), isNotNull(t.productId), isNotNull(t.resellerId)))
    .groupBy(t.productId);
  return new Map(rows.map(({ id, n }) => [id, n]));
}

/**
 * The report ledger's figures of the scope over the days, by reseller or by product (rows without one left
 * out). A producer's or the platform's come from the ledger's sums by reseller or by product (a few hundred
 * rows a day at most); a reseller's own from the full ledger, where their rows are few.
 */
export async function ledgerFiguresBy(
  db: DbOrTx,
  scope: ReportScope,
  from: string,
  to: string,
  key: 'reseller' | 'product',
): Promise<Map<string, LedgerFigures>> {
  if (scope.kind === 'reseller') {
    const t = salesReportDaily;
    const column = key === 'reseller' ? t.resellerId : t.productId;
    const rows = await db
      .select({ id: sql<string>`${column}`, ...figuresOf(t) })
      .from(t)
      .where(and(reportRowsOf(scope, from, to), isNotNull(column)))
      .groupBy(column);
    const attributed = key === 'product' ? await attributedByProduct(db, scope, from, to) : null;
    return new Map(
      rows.map(({ id, ...figures }) => [
        id,
        { ...figures, attributedCount: attributed ? (attributed.get(id) ?? 0) : figures.salesCount },
      ]),
    );
  }
  const producerId = scope.producerId ?? null;
  const rows =
    key === 'reseller'
      ? await db
          .select({ id: salesReportResellerDaily.resellerId, ...figuresOf(salesReportResellerDaily) })
          .from(salesReportResellerDaily)
          .where(rollupRowsOf(salesReportResellerDaily, producerId, from, to))
          .groupBy(salesReportResellerDaily.resellerId)
      : await db
          .select({ id: salesReportProductDaily.productId, ...figuresOf(salesReportProductDaily) })
          .from(salesReportProductDaily)
          .where(rollupRowsOf(salesReportProductDaily, producerId, from, to))
          .groupBy(salesReportProductDaily.productId);
  // By reseller every sale is attributed; by product, only those through a reseller's link.
  const attributed = key === 'product' ? await attributedByProduct(db, scope, from, to) : null;
  return new Map(
    rows.map(({ id, ...figures }) => [
      id,
      { ...figures, attributedCount: attributed ? (attributed.get(id) ?? 0) : figures.salesCount },
    ]),
  );
}
