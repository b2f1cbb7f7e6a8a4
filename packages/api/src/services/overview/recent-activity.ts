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
export async function sellerActivity(
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
 * The reseller's latest commissions, newest first: 'commission' while it stands, 'refund' or 'chargeback'
 * once its sale was reversed (a cancelled commission, at its cancellation, or the negative adjustment of a
 * paid one). No buyer data.
 */
export async function resellerActivity(
  db: DbOrTx,
  resellerId: string,
  limit = RECENT_ACTIVITY_LIMIT,
): Promise<ActivityItem[]> {
  const rows = await db
    .select({
      id: commissions.id,
      kind: commissions.kind,
      status: commissions.status,
      amountCents: commissions.amountCents,
      createdAt: commissions.createdAt,
      cancelledAt: commissions.cancelledAt,
      orderCode: sales.orderCode,
      productTitle: sales.productTitle,
      saleStatus: sales.status,
    })
    .from(commissions)
    .innerJoin(sales, eq(sales.id, commissions.saleId))
    .where(eq(commissions.resellerId, resellerId))
    .orderBy(newest(commissions.createdAt), newest(commissions.id))
    .limit(limit);
  const items = rows.map((row): ActivityItem => {
    const reversed = row.kind === 'adjustment' || row.status === 'cancelled';
    return {
      type: !reversed ? 'commission' : row.saleStatus === 'chargeback' ? 'chargeback' : 'refund',
      id: row.id,
      at: row.cancelledAt ?? row.createdAt,
      orderCode: row.orderCode,
      productTitle: row.productTitle,
      amountCents: row.amountCents,
      buyerName: null,
      resellerName: null,
    };
  });
  return newestFirst(items);
}

// At the same instant the reversal comes first: it can only have followed the sale.
const afterSale = (item: ActivityItem) => (item.type === 'sale' ? 1 : 0);

function newestFirst(items: ActivityItem[]): ActivityItem[] {
  return items.sort((a, b) => b.at.getTime() - a.at.getTime() || afterSale(a) - afterSale(b));
}
