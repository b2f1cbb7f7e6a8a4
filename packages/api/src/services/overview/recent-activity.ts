import { and, commissions, type DbOrTx, desc, eq, inArray, profiles, sales, sql } from '@afilia/db';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ActivityItem } from './overview-dto';

export const RECENT_ACTIVITY_LIMIT = 8;

// The indexes are (…, created_at DESC NULLS FIRST, id DESC NULLS FIRST), the order a plain DESC asks for.
const newest = (column: AnyPgColumn) => desc(column);

const saleFields = {
  id: sales.id,
  orderCode: sales.orderCode,
  productTitle: sales.productTitle,
  amountCents: sales.amountCents,
  buyerName: sales.buyerName,
  resellerName: profiles.fullName,
  status: sales.status,
  createdAt: sales.createdAt,
  paidAt: sales.paidAt,
  reversedAt: sales.reversedAt,
};

/**
 * 'Atividade Recente' of a producer (or of the platform, `producerId` null): the latest paid sales and the
 * latest refunds and chargebacks, merged, newest first. Each side reads at most `limit` rows through an
 * index (sales by creation, reversals by reversal time), however many sales there are.
 */
export async function producerActivity(
  db: DbOrTx,
  producerId: string | null,
  limit = RECENT_ACTIVITY_LIMIT,
): Promise<ActivityItem[]> {
  const own = producerId ? eq(sales.producerId, producerId) : undefined;
  const paid = await db
    .select(saleFields)
    .from(sales)
    .leftJoin(profiles, eq(profiles.id, sales.resellerId))
    .where(and(own, inArray(sales.status, ['paid', 'refunded', 'chargeback'])))
    .orderBy(newest(sales.createdAt), newest(sales.id))
    .limit(limit);
  const reversed = await db
    .select(saleFields)
    .from(sales)
    .leftJoin(profiles, eq(profiles.id, sales.resellerId))
    .where(and(own, sql`${sales.reversedAt} is not null`))
    .orderBy(newest(sales.reversedAt), newest(sales.id))
    .limit(limit);
  const items: ActivityItem[] = [
    ...paid.map(({ status: _status, createdAt, paidAt, reversedAt: _reversedAt, ...sale }) => ({
      ...sale,
      type: 'sale' as const,
      at: paidAt ?? createdAt,
    })),
    ...reversed.map(({ status, createdAt, paidAt: _paidAt, reversedAt, ...sale }) => ({
      ...sale,
      type: status === 'chargeback' ? ('chargeback' as const) : ('refund' as const),
      at: reversedAt ?? createdAt,
    })),
  ];
  return newestFirst(items).slice(0, limit);
}

/**
 * The reseller's latest commissions and their reversals, merged, newest first: 'commission' (positive) when
 * earned, and 'refund' or 'chargeback' (negative) when its sale was reversed: the cancellation of a
 * commission not yet paid, at its date, or the negative adjustment of a paid one. No buyer data.
 */
export async function resellerActivity(
  db: DbOrTx,
  resellerId: string,
  limit = RECENT_ACTIVITY_LIMIT,
): Promise<ActivityItem[]> {
  const fields = {
    id: commissions.id,
    kind: commissions.kind,
    amountCents: commissions.amountCents,
    createdAt: commissions.createdAt,
    cancelledAt: commissions.cancelledAt,
    orderCode: sales.orderCode,
    productTitle: sales.productTitle,
    saleStatus: sales.status,
  };
  const written = await db
    .select(fields)
    .from(commissions)
    .innerJoin(sales, eq(sales.id, commissions.saleId))
    .where(eq(commissions.resellerId, resellerId))
    .orderBy(newest(commissions.createdAt), newest(commissions.id))
    .limit(limit);
  const cancelled = await db
    .select(fields)
    .from(commissions)
    .innerJoin(sales, eq(sales.id, commissions.saleId))
    .where(and(eq(commissions.resellerId, resellerId), sql`${commissions.cancelledAt} is not null`))
    .orderBy(newest(commissions.cancelledAt), newest(commissions.id))
    .limit(limit);
  type Row = (typeof written)[number];
  const reversal = (row: Row) =>
    row.saleStatus === 'chargeback' ? ('chargeback' as const) : ('refund' as const);
  const line = (row: Row, type: ActivityItem['type'], at: Date, amountCents: number): ActivityItem => ({
    type,
    id: row.id,
    at,
    orderCode: row.orderCode,
    productTitle: row.productTitle,
    amountCents,
    buyerName: null,
    resellerName: null,
  });
  const items: ActivityItem[] = [
    // An adjustment already carries its negative amount; a commission is a credit when written.
    ...written.map((row) =>
      row.kind === 'adjustment'
        ? line(row, reversal(row), row.createdAt, row.amountCents)
        : line(row, 'commission', row.createdAt, row.amountCents),
    ),
    // A cancellation takes the commission back: the same amount, negative, on the day it happened.
    ...cancelled.map((row) => line(row, reversal(row), row.cancelledAt ?? row.createdAt, -row.amountCents)),
  ];
  return newestFirst(items).slice(0, limit);
}

// At the same instant the reversal comes first: it can only have followed the sale.
const afterSale = (item: ActivityItem) => (item.type === 'sale' ? 1 : 0);

function newestFirst(items: ActivityItem[]): ActivityItem[] {
  return items.sort((a, b) => b.at.getTime() - a.at.getTime() || afterSale(a) - afterSale(b));
}
