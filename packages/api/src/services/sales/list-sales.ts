import {
  and,
  commissions,
  count,
  type DbOrTx,
  desc,
  eq,
  gte,
  ilike,
  lt,
  ne,
  or,
  profiles,
  type SQL,
  sales,
  sql,
} from '@afilia/db';
import type { SalePeriod, salesListInput } from '@afilia/validators';
import { monthStart, previousMonthStart } from '@afilia/validators';
import type { z } from 'zod';
import { likePattern } from '../list/like-pattern';
import { pageWindow } from '../list/page-window';
import { type SalesActor, salesInReach } from './sale-access';
import type { SalesListResult } from './sale-dto';
import { commissionOfSale, resellerOfSale, saleRowColumns, toSaleRow } from './sale-row';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Order codes use the product-code alphabet; a search made of such characters may be one's beginning. */
const ORDER_CODE_PREFIX = /^[A-Z0-9]{1,12}$/;

/** The creation-time window of a period; 'month' and 'lastMonth' are calendar months in São Paulo. */
export function periodCondition(period: SalePeriod, now: Date): SQL | undefined {
  switch (period) {
    case '7d':
      return gte(sales.createdAt, new Date(now.getTime() - 7 * DAY_MS));
    case '30d':
      return gte(sales.createdAt, new Date(now.getTime() - 30 * DAY_MS));
    case '90d':
      return gte(sales.createdAt, new Date(now.getTime() - 90 * DAY_MS));
    case 'month':
      return gte(sales.createdAt, monthStart(now));
    case 'lastMonth':
      return and(gte(sales.createdAt, previousMonthStart(now)), lt(sales.createdAt, monthStart(now)));
    case 'all':
      return undefined;
  }
}

/** The sum of a cents column over the rows matching a condition (0 when none). */
function sumWhere(
  column: typeof sales.amountCents | typeof commissions.amountCents,
  condition: SQL | undefined,
) {
  return sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)`.mapWith(Number);
}

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const code = search.toUpperCase();
  return or(
    ilike(sales.buyerEmail, likePattern(search)),
    ORDER_CODE_PREFIX.test(code) ? sql`${sales.orderCode} like ${`${code}%`}` : undefined,
  );
}

/**
 * 'Vendas': a producer's own sales or, for an admin, every sale, newest first, with a summary over every row
 * the filters match. Declined attempts ('failed') are left out unless the status filter asks for them: the
 * buyer retried with a new attempt, and they would crowd the list with rows that moved no money.
 */
export async function listSales(
  db: DbOrTx,
  actor: SalesActor,
  input: z.output<typeof salesListInput>,
  now: Date = new Date(),
): Promise<SalesListResult> {
  const where = and(
    salesInReach(actor),
    periodCondition(input.period, now),
    input.status ? eq(sales.status, input.status) : ne(sales.status, 'failed'),
    input.productId ? eq(sales.productId, input.productId) : undefined,
    input.resellerId ? eq(sales.resellerId, input.resellerId) : undefined,
    searchCondition(input.search),
  );

  const paid = eq(sales.status, 'paid');
  const [summary] = await db
    .select({
      total: count(),
      paidCount: sql<number>`count(*) filter (where ${paid})`.mapWith(Number),
      paidCents: sumWhere(sales.amountCents, paid),
      // A commission paid out on a sale reversed later is clawed back by its adjustment: paid sales only.
      commissionCents: sumWhere(commissions.amountCents, and(paid, ne(commissions.status, 'cancelled'))),
      refundedCents: sumWhere(sales.amountCents, eq(sales.status, 'refunded')),
    })
    .from(sales)
    .leftJoin(commissions, commissionOfSale)
    .where(where);
  const total = summary?.total ?? 0;
  const { page, offset } = pageWindow(total, input.page, input.pageSize);
  const rows = await db
    .select(saleRowColumns)
    .from(sales)
    .leftJoin(profiles, resellerOfSale)
    .leftJoin(commissions, commissionOfSale)
    .where(where)
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .limit(input.pageSize)
    .offset(offset);

  return {
    items: rows.map(toSaleRow),
    total,
    page,
    pageSize: input.pageSize,
    summary: {
      paidCount: summary?.paidCount ?? 0,
      paidCents: summary?.paidCents ?? 0,
      commissionCents: summary?.commissionCents ?? 0,
      refundedCents: summary?.refundedCents ?? 0,
    },
  };
}
