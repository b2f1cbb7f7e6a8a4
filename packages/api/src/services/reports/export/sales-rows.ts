import {
  and,
  asc,
  commissions,
  count,
  type DbOrTx,
  eq,
  gte,
  lt,
  profiles,
  type SQL,
  sales,
  sql,
} from '@afilia/db';
import type { PaymentMethod, SaleStatus } from '@afilia/validators';
import type { ReportScope } from '../report-access';
import { periodInstants } from '../report-period';

/** One sale of the export's list, as the sheet and the PDF print it. */
export interface SaleExportRow {
  id: string;
  orderCode: string;
  /** When it was paid, on the São Paulo wall clock: 'YYYY-MM-DD HH:MM:SS'. */
  paidAtLocal: string;
  productTitle: string;
  /** Null in a reseller's export: the buyer's identity never leaves the producer's side. */
  buyerName: string | null;
  /** The reseller's name (or email); null without one. */
  resellerName: string | null;
  method: PaymentMethod;
  status: SaleStatus;
  amountCents: number;
  /** The reseller's commission on the sale; null without one. */
  commissionCents: number | null;
}

/** Rows read per query: memory stays flat whatever the period holds. */
export const SALES_BATCH_SIZE = 1000;

/**
 * The sales of the scope: a producer's (or one producer's for an admin), a reseller's own, or the platform's.
 * Each one is served by a partial index on (…, paid_at, id) where paid_at is not null (schema/sales.ts).
 */
function salesOf(scope: ReportScope): SQL | undefined {
  switch (scope.kind) {
    case 'producer':
      return eq(sales.producerId, scope.producerId);
    case 'reseller':
      return eq(sales.resellerId, scope.resellerId);
    case 'platform':
      return scope.producerId ? eq(sales.producerId, scope.producerId) : undefined;
  }
}

/**
 * The sales paid in the period's São Paulo days, as the report ledger counts them: a sale counts on the day it
 * was paid whatever became of it later (paid, refunded or charged back); sales never paid have no paid_at.
 */
function paidIn(scope: ReportScope, from: string, to: string): SQL | undefined {
  const { start, end } = periodInstants(from, to);
  return and(salesOf(scope), gte(sales.paidAt, start), lt(sales.paidAt, end));
}

/** How many sales the list will print (the PDF lays its pages out from it before the first row). */
export async function countSalesRows(
  db: DbOrTx,
  scope: ReportScope,
  from: string,
  to: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sales)
    .where(paidIn(scope, from, to));
  return row?.n ?? 0;
}

interface Cursor {
  /** paid_at in UTC with its microseconds ('2026-03-02T15:00:00.123456Z'): a JS Date would drop them. */
  paidAt: string;
  id: string;
}

/**
 * The period's sales in payment order, read in keyset batches of SALES_BATCH_SIZE (`order by paid_at, id`,
 * the next batch after the last row's `(paid_at, id)`), never more than `limit` rows: the count the caller
 * laid its pages out with, so a sale paid while the export runs cannot push the list past it.
 */
export async function* salesRows(
  db: DbOrTx,
  scope: ReportScope,
  from: string,
  to: string,
  limit: number,
  batchSize: number = SALES_BATCH_SIZE,
): AsyncGenerator<SaleExportRow> {
  const period = paidIn(scope, from, to);
  const withBuyer = scope.kind !== 'reseller';
  let cursor: Cursor | null = null;
  let emitted = 0;
  while (emitted < limit) {
    const after: SQL | undefined = cursor
      ? sql`(${sales.paidAt}, ${sales.id}) > (${cursor.paidAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const batch = await db
      .select({
        id: sales.id,
        cursor: sql<string>`to_char(${sales.paidAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        paidAtLocal: sql<string>`to_char(${sales.paidAt} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD HH24:MI:SS')`,
        orderCode: sales.orderCode,
        productTitle: sales.productTitle,
        buyerName: sales.buyerName,
        resellerName: sql<string | null>`coalesce(${profiles.fullName}, ${profiles.email})`,
        method: sales.method,
        status: sales.status,
        amountCents: sales.amountCents,
        commissionCents: commissions.amountCents,
      })
      .from(sales)
      .leftJoin(profiles, eq(profiles.id, sales.resellerId))
      .leftJoin(commissions, and(eq(commissions.saleId, sales.id), eq(commissions.kind, 'commission')))
      .where(and(period, after))
      .orderBy(asc(sales.paidAt), asc(sales.id))
      .limit(Math.min(batchSize, limit - emitted));
    for (const { cursor: _cursor, buyerName, ...row } of batch) {
      yield { ...row, buyerName: withBuyer ? buyerName : null };
    }
    emitted += batch.length;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    cursor = { paidAt: last.cursor, id: last.id };
  }
}
