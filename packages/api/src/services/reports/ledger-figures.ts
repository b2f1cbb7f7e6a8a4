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
import type { ReportScope } from './report-access';
import { reportRowsOf, rollupRowsOf } from './report-filters';

export interface LedgerFigures {
  salesCount: number;
  revenueCents: number;
  refundsCount: number;
  refundsCents: number;
  commissionCents: number;
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
    return new Map(rows.map(({ id, ...figures }) => [id, figures]));
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
  return new Map(rows.map(({ id, ...figures }) => [id, figures]));
}
