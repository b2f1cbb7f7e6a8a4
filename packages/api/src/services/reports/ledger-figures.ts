import { type AnyColumn, and, type DbOrTx, isNotNull, salesReportDaily, sql } from '@afilia/db';
import type { ReportScope } from './report-access';
import { reportRowsOf } from './report-filters';

export interface LedgerFigures {
  salesCount: number;
  revenueCents: number;
  refundsCount: number;
  refundsCents: number;
  commissionCents: number;
}

function sumOf(column: AnyColumn) {
  return sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
}

/** The report ledger's figures of the scope over the days, by reseller or by product (rows without one left out). */
export async function ledgerFiguresBy(
  db: DbOrTx,
  scope: ReportScope,
  from: string,
  to: string,
  key: 'reseller' | 'product',
): Promise<Map<string, LedgerFigures>> {
  const t = salesReportDaily;
  const column = key === 'reseller' ? t.resellerId : t.productId;
  const rows = await db
    .select({
      id: sql<string>`${column}`,
      salesCount: sumOf(t.paidCount),
      revenueCents: sumOf(t.paidCents),
      refundsCount: sumOf(t.reversedCount),
      refundsCents: sumOf(t.reversedCents),
      commissionCents: sumOf(t.commissionCents),
    })
    .from(t)
    .where(and(reportRowsOf(scope, from, to), isNotNull(column)))
    .groupBy(column);
  return new Map(rows.map(({ id, ...figures }) => [id, figures]));
}
