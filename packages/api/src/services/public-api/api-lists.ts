import {
  affiliations,
  and,
  BoundValues,
  commissions,
  type Database,
  type DbOrTx,
  desc,
  eq,
  ilike,
  inArray,
  or,
  type Placeholder,
  payouts,
  perDatabase,
  productPricing,
  products,
  type SQL,
  sales,
} from '@afilia/db';
import {
  AFFILIATION_STATUSES,
  COMMISSION_STATUSES,
  PAYOUT_STATUSES,
  SALE_PERIODS,
  SALE_STATUSES,
  singleLineText,
  trafficSourceSchema,
} from '@afilia/validators';
import { z } from 'zod';
import {
  apiAffiliation,
  apiCommission,
  apiPayout,
  apiProduct,
  apiSale,
  apiSaleColumns,
} from '../api-objects/api-objects';
import { likePattern } from '../list/like-pattern';
import { ownedBy } from '../products/product-access';
import { periodCondition, salesListFilters } from '../sales/list-sales';
import type { SalesActor } from '../sales/sale-access';
import { afterCursor, decodeCursor, pageOf } from './api-cursor';

/** The query every list takes: up to 100 rows a page (20 by default), after the previous page's cursor. */
const page = {
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Rows per page, 1 to 100'),
  cursor: singleLineText().max(200).optional().describe("The previous page's next_cursor"),
};
const id = z.uuid('errors.api.invalidFilter');

export const productsQuery = z.object({
  ...page,
  search: singleLineText().trim().max(100).default('').describe('Part of the title or the code'),
});
export const salesQuery = z.object({
  ...page,
  status: z
    .enum(SALE_STATUSES)
    .optional()
    .describe("Without it, every status but 'failed' (declined attempts)"),
  product_id: id.optional(),
  reseller_id: id.optional(),
  period: z
    .enum(SALE_PERIODS)
    .default('all')
    .describe('Created in the last 7, 30 or 90 days, this month or the last'),
  search: singleLineText()
    .trim()
    .max(120)
    .default('')
    .describe('The buyer email, or the start of an order code'),
  utm_source: trafficSourceSchema.shape.utmSource.describe('Sales whose utm_source is exactly this'),
});
export const commissionsQuery = z.object({
  ...page,
  status: z.enum(COMMISSION_STATUSES).optional(),
  reseller_id: id.optional(),
});
export const affiliationsQuery = z.object({
  ...page,
  status: z.enum(AFFILIATION_STATUSES).optional(),
  product_id: id.optional(),
});
export const payoutsQuery = z.object({ ...page, status: z.enum(PAYOUT_STATUSES).optional() });

const listItems = new WeakMap<z.ZodType, z.ZodType>();

/** The envelope of every list answer. */
export function listSchema<T extends z.ZodType>(item: T) {
  const schema = z.object({
    object: z.literal('list'),
    data: z.array(item),
    has_more: z.boolean(),
    next_cursor: z.string().nullable().describe('Pass it as cursor for the next page; null on the last'),
  });
  listItems.set(schema, item);
  return schema;
}

/** The item schema of a list envelope made by listSchema (the OpenAPI document references its component). */
export function listItemOf(schema: z.ZodType): z.ZodType | undefined {
  return listItems.get(schema);
}

const asList = <T>(page: { data: T[]; next_cursor: string | null; has_more: boolean }) => ({
  object: 'list' as const,
  ...page,
});

/** The producer's products (the same reach as 'Produtos'), newest first. */
export async function listApiProducts(db: DbOrTx, actor: SalesActor, query: z.output<typeof productsQuery>) {
  const search = query.search;
  const rows = await db
    .select({ product: products, pricing: productPricing })
    .from(products)
    .leftJoin(productPricing, eq(productPricing.productId, products.id))
    .where(
      and(
        ownedBy(actor),
        search
          ? or(ilike(products.title, likePattern(search)), ilike(products.productCode, likePattern(search)))
          : undefined,
        afterCursor(products.createdAt, products.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(query.limit + 1);
  return asList(
    pageOf(
      rows.map((row) => ({ ...row, id: row.product.id, createdAt: row.product.createdAt })),
      query.limit,
      (row) => apiProduct(row.product, row.pricing),
    ),
  );
}

/** The statements of the sales list, one per shape of its filters (each prepared on first use). */
const salesPageStatements = perDatabase(() => new Map<string, ReturnType<typeof prepareSalesPage>>());

function prepareSalesPage(db: Database, name: string, where: SQL | undefined, limit: Placeholder | number) {
  return db
    .select(apiSaleColumns)
    .from(sales)
    .where(where)
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .limit(limit)
    .prepare(name);
}

/**
 * The producer's sales with the filters of 'Vendas', newest first. The busiest read of the API: it runs as a
 * prepared statement per shape of the filters, with the same conditions as the dashboard's list.
 */
export async function listApiSales(db: Database, actor: SalesActor, query: z.output<typeof salesQuery>) {
  const bound = new BoundValues();
  const where = and(
    salesListFilters(
      actor,
      {
        status: query.status,
        productId: query.product_id,
        resellerId: query.reseller_id,
        search: query.search,
        utmSource: query.utm_source,
      },
      bound.bind,
    ),
    periodCondition(query.period, new Date(), bound.bind),
    afterCursor(sales.createdAt, sales.id, decodeCursor(query.cursor), bound.bind),
  );
  const limit = bound.bind('limit', query.limit + 1);
  const statements = salesPageStatements(db);
  const shape = bound.shape();
  let statement = statements.get(shape);
  if (!statement) {
    statement = prepareSalesPage(db, `api_sales_page_${statements.size}`, where, limit);
    statements.set(shape, statement);
  }
  const rows = await statement.execute(bound.values);
  return asList(pageOf(rows, query.limit, apiSale));
}

/** The commissions of the producer's sales (their resellers' earnings and adjustments), newest first. */
export async function listApiCommissions(
  db: DbOrTx,
  actor: SalesActor,
  query: z.output<typeof commissionsQuery>,
) {
  const rows = await db
    .select()
    .from(commissions)
    .where(
      and(
        eq(commissions.producerId, actor.id),
        query.status ? eq(commissions.status, query.status) : undefined,
        query.reseller_id ? eq(commissions.resellerId, query.reseller_id) : undefined,
        afterCursor(commissions.createdAt, commissions.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(desc(commissions.createdAt), desc(commissions.id))
    .limit(query.limit + 1);
  return asList(pageOf(rows, query.limit, apiCommission));
}

/** The affiliations to the producer's products (requests included), newest first. */
export async function listApiAffiliations(
  db: DbOrTx,
  actor: SalesActor,
  query: z.output<typeof affiliationsQuery>,
) {
  const owned = ownedBy(actor, 'affiliations.manage');
  const rows = await db
    .select()
    .from(affiliations)
    .where(
      and(
        owned
          ? inArray(affiliations.productId, db.select({ id: products.id }).from(products).where(owned))
          : undefined,
        query.status ? eq(affiliations.status, query.status) : undefined,
        query.product_id ? eq(affiliations.productId, query.product_id) : undefined,
        afterCursor(affiliations.createdAt, affiliations.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(desc(affiliations.createdAt), desc(affiliations.id))
    .limit(query.limit + 1);
  return asList(pageOf(rows, query.limit, apiAffiliation));
}

/** The producer's payouts to their resellers, newest first. */
export async function listApiPayouts(db: DbOrTx, actor: SalesActor, query: z.output<typeof payoutsQuery>) {
  const rows = await db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.producerId, actor.id),
        query.status ? eq(payouts.status, query.status) : undefined,
        afterCursor(payouts.createdAt, payouts.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(query.limit + 1);
  return asList(pageOf(rows, query.limit, apiPayout));
}
