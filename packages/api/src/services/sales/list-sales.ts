import {
  and,
  type Bind,
  commissions,
  count,
  type DbOrTx,
  desc,
  eq,
  ilike,
  inline,
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
import { netRevenueCents } from '../ledger/figures/definitions';
import {
  type FigureWindow,
  inWindow,
  movedInWindow,
  saleFiguresSelection,
} from '../ledger/figures/sale-figures';
import { likePattern } from '../list/like-pattern';
import { pageWindow } from '../list/page-window';
import { type SalesActor, salesInReach } from './sale-access';
import type { SalesListResult, SalesSummary } from './sale-dto';
import { commissionOfSale, resellerOfSale, saleRowColumns, toSaleRow } from './sale-row';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Order codes use the product-code alphabet; a search made of such characters may be one's beginning. */
const ORDER_CODE_PREFIX = /^[A-Z0-9]{1,12}$/;

/** The window of a period; 'month' and 'lastMonth' are calendar months in São Paulo. */
export function periodWindow(period: SalePeriod, now: Date): FigureWindow {
  switch (period) {
    case '7d':
      return { start: new Date(now.getTime() - 7 * DAY_MS), end: null };
    case '30d':
      return { start: new Date(now.getTime() - 30 * DAY_MS), end: null };
    case '90d':
      return { start: new Date(now.getTime() - 90 * DAY_MS), end: null };
    case 'month':
      return { start: monthStart(now), end: null };
    case 'lastMonth':
      return { start: previousMonthStart(now), end: monthStart(now) };
    case 'all':
      return { start: null, end: null };
  }
}

/** The rows of a period: the sales created in its window. */
export function periodCondition(period: SalePeriod, now: Date, bind: Bind = inline): SQL | undefined {
  return inWindow(sales.createdAt, periodWindow(period, now), bind);
}

function searchCondition(search: string, bind: Bind): SQL | undefined {
  if (!search) return undefined;
  const code = search.toUpperCase();
  return or(
    ilike(sales.buyerEmail, bind('searchEmail', likePattern(search))),
    ORDER_CODE_PREFIX.test(code)
      ? sql`${sales.orderCode} like ${bind('searchOrderCode', `${code}%`)}`
      : undefined,
  );
}

/**
 * The filters of 'Vendas' (and of the API's sales list) but the period: reach, status, product, reseller,
 * traffic source, search.
 */
export function salesListFilters(
  actor: SalesActor,
  input: Pick<
    z.output<typeof salesListInput>,
    'status' | 'productId' | 'resellerId' | 'search' | 'utmSource'
  >,
  bind: Bind = inline,
): SQL | undefined {
  return and(
    salesInReach(actor, bind),
    input.status ? eq(sales.status, bind('status', input.status)) : ne(sales.status, 'failed'),
    input.productId ? eq(sales.productId, bind('productId', input.productId)) : undefined,
    input.resellerId ? eq(sales.resellerId, bind('resellerId', input.resellerId)) : undefined,
    input.utmSource ? eq(sales.utmSource, bind('utmSource', input.utmSource)) : undefined,
    searchCondition(input.search, bind),
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
  const filters = salesListFilters(actor, input);
  const where = and(filters, periodCondition(input.period, now));

  const [counted] = await db.select({ total: count() }).from(sales).where(where);
  // The summary is the period's figures (ledger/figures/definitions.ts) over the filtered sales: paid ones by
  // their payment, refunds and chargebacks by their date, as the overview and the reports count them.
  const window = periodWindow(input.period, now);
  const [summary] = await db
    .select(saleFiguresSelection(window))
    .from(sales)
    .leftJoin(commissions, commissionOfSale)
    .where(and(filters, movedInWindow(window)));
  const total = counted?.total ?? 0;
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
    summary: salesSummary(summary),
  };
}

/** The summary's figures from saleFiguresSelection's sums. */
function salesSummary(sums: ReturnType<typeof emptySums> | undefined): SalesSummary {
  const s = sums ?? emptySums();
  const reversedCents = s.refundedCents + s.chargebackCents;
  return {
    paidCount: s.paidCount,
    paidCents: s.paidCents,
    reversedCount: s.reversedCount,
    refundedCents: s.refundedCents,
    chargebackCents: s.chargebackCents,
    netCents: netRevenueCents(s.paidCents, reversedCents),
    commissionCents: s.commissionPaidCents - s.commissionReversedCents,
  };
}

function emptySums() {
  return {
    paidCount: 0,
    paidCents: 0,
    reversedCount: 0,
    refundedCents: 0,
    chargebackCents: 0,
    commissionPaidCents: 0,
    commissionReversedCents: 0,
  };
}
