import {
  and,
  asc,
  commissions,
  count,
  type DbOrTx,
  eq,
  gte,
  inArray,
  lt,
  profiles,
  type SQL,
  sales,
  sql,
} from '@afilia/db';
import { type PaymentMethod, type SaleStatus, trafficSourceLabel } from '@afilia/validators';
import type { ReportScope } from '../report-access';
import { periodInstants } from '../report-period';

/**
 * One line of the export's list, as the sheet and the PDF print it: a sale's payment, or its refund or
 * chargeback (a reversal: amount and commission negative, dated when it happened). The list's sums are then
 * the summary's net revenue and commissions.
 */
export interface SaleExportRow {
  id: string;
  entry: 'payment' | 'reversal';
  orderCode: string;
  /** When it was paid (or reversed), on the São Paulo wall clock: 'YYYY-MM-DD HH:MM:SS'. */
  paidAtLocal: string;
  productTitle: string;
  /** Null in a reseller's export: the buyer's identity never leaves the producer's side. */
  buyerName: string | null;
  /** The reseller's name (or email); null without one. */
  resellerName: string | null;
  method: PaymentMethod;
  status: SaleStatus;
  /** The sale's amount; negative on its reversal's line. */
  amountCents: number;
  /** The reseller's commission on the sale, negative on its reversal's line; null without one. */
  commissionCents: number | null;
  /** Where the buyer came from (trafficSourceLabel); null without tracking parameters. */
  origin: string | null;
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

type Entry = SaleExportRow['entry'];

/** A payment is dated by paid_at, a reversal by reversed_at (each served by its partial index). */
const entryAt = (entry: Entry) => (entry === 'payment' ? sales.paidAt : sales.reversedAt);

/**
 * The period's lines of an entry kind, in its São Paulo days, as the report ledger counts them: a sale's
 * payment on the day it was paid whatever became of it later, its refund or chargeback on the day that
 * happened.
 */
function entriesIn(scope: ReportScope, entry: Entry, from: string, to: string): SQL | undefined {
  const { start, end } = periodInstants(from, to);
  const at = entryAt(entry);
  return and(
    salesOf(scope),
    entry === 'reversal' ? inArray(sales.status, ['refunded', 'chargeback']) : undefined,
    gte(at, start),
    lt(at, end),
  );
}

/** How many lines the list will print (the PDF lays its pages out from it before the first row). */
export async function countSalesRows(
  db: DbOrTx,
  scope: ReportScope,
  from: string,
  to: string,
): Promise<number> {
  let n = 0;
  for (const entry of ['payment', 'reversal'] as const) {
    const [row] = await db
      .select({ n: count() })
      .from(sales)
      .where(entriesIn(scope, entry, from, to));
    n += row?.n ?? 0;
  }
  return n;
}

interface Cursor {
  /** The line's instant in UTC with its microseconds ('2026-03-02T15:00:00.123456Z'): a Date would drop them. */
  at: string;
  id: string;
}

/**
 * The period's lines: its payments in payment order, then its refunds and chargebacks in their order, each
 * read in keyset batches of SALES_BATCH_SIZE (`order by at, id`, the next batch after the last row's
 * `(at, id)`), never more than `limit` rows in all: the count the caller laid its pages out with, so a sale
 * paid while the export runs cannot push the list past it.
 */
export async function* salesRows(
  db: DbOrTx,
  scope: ReportScope,
  from: string,
  to: string,
  limit: number,
  batchSize: number = SALES_BATCH_SIZE,
): AsyncGenerator<SaleExportRow> {
  let emitted = 0;
  for (const entry of ['payment', 'reversal'] as const) {
    for await (const row of entryRows(db, scope, entry, from, to, limit - emitted, batchSize)) {
      emitted += 1;
      yield row;
    }
  }
}

async function* entryRows(
  db: DbOrTx,
  scope: ReportScope,
  entry: Entry,
  from: string,
  to: string,
  limit: number,
  batchSize: number,
): AsyncGenerator<SaleExportRow> {
  const period = entriesIn(scope, entry, from, to);
  const at = entryAt(entry);
  const sign = entry === 'payment' ? 1 : -1;
  const withBuyer = scope.kind !== 'reseller';
  let cursor: Cursor | null = null;
  let emitted = 0;
  while (emitted < limit) {
    const after: SQL | undefined = cursor
      ? sql`(${at}, ${sales.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const batch = await db
      .select({
        id: sales.id,
        cursor: sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        paidAtLocal: sql<string>`to_char(${at} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD HH24:MI:SS')`,
        orderCode: sales.orderCode,
        productTitle: sales.productTitle,
        buyerName: sales.buyerName,
        resellerName: sql<string | null>`coalesce(${profiles.fullName}, ${profiles.email})`,
        method: sales.method,
        status: sales.status,
        amountCents: sales.amountCents,
        commissionCents: commissions.amountCents,
        utmSource: sales.utmSource,
        utmMedium: sales.utmMedium,
        utmCampaign: sales.utmCampaign,
        src: sales.src,
      })
      .from(sales)
      .leftJoin(profiles, eq(profiles.id, sales.resellerId))
      .leftJoin(commissions, and(eq(commissions.saleId, sales.id), eq(commissions.kind, 'commission')))
      .where(and(period, after))
      .orderBy(asc(at), asc(sales.id))
      .limit(Math.min(batchSize, limit - emitted));
    for (const {
      cursor: _cursor,
      buyerName,
      amountCents,
      commissionCents,
      utmSource,
      utmMedium,
      utmCampaign,
      src,
      ...row
    } of batch) {
      yield {
        ...row,
        origin: trafficSourceLabel({ utmSource, utmMedium, utmCampaign, src }),
        entry,
        buyerName: withBuyer ? buyerName : null,
        // A reversal takes back the sale's amount and its commission, as reverseSale does in the ledger.
        amountCents: sign * amountCents,
        commissionCents: commissionCents === null ? null : sign * commissionCents,
      };
    }
    emitted += batch.length;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    cursor = { at: last.cursor, id: last.id };
  }
}
