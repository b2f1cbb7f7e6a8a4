import {
  affiliations,
  and,
  type DbOrTx,
  desc,
  eq,
  ilike,
  or,
  productCounts,
  products,
  type SQL,
  sql,
} from '@afilia/db';
import type { productListInput } from '@afilia/validators';
import type { z } from 'zod';
import { likePattern } from '../list/like-pattern';
import { pageWindow } from '../list/page-window';
import { type ProductActor, productScopeOf } from './product-access';

type ListScope = 'own' | 'any';

/** The list shows a line or two of the description; the whole text (up to 20 000 characters) is the form's. */
export const DESCRIPTION_EXCERPT_LENGTH = 300;

/**
 * What a list row shows, and no more: the form reads the whole product through products.get. Leaving out the
 * long texts and the link arrays keeps a page of 12 a few kilobytes however much a producer wrote.
 */
const LIST_COLUMNS = {
  id: products.id,
  userId: products.userId,
  productCode: products.productCode,
  title: products.title,
  descriptionExcerpt: sql<string>`left(${products.description}, ${sql.raw(String(DESCRIPTION_EXCERPT_LENGTH))})`,
  category: products.category,
  coverImage: sql<string | null>`${products.imageLinks} ->> 0`,
  affiliationMode: products.affiliationMode,
  createdAt: products.createdAt,
};

/** The values bound to a prepared list query. `limit: null` reads every row (page size 'all'). */
interface ListParams {
  owner: string;
  pattern: string;
  limit: number | null;
  offset: number;
}

const param = (name: keyof ListParams) => sql.placeholder(name);

function listFilter(scope: ListScope, searching: boolean): SQL | undefined {
  return and(
    scope === 'own' ? eq(products.userId, param('owner')) : undefined,
    searching
      ? or(ilike(products.title, param('pattern')), ilike(products.productCode, param('pattern')))
      : undefined,
  );
}

/**
 * The list's total. A search counts its matches in the same scan that sorts them (a window over the
 * filtered rows, before the page is cut); the unfiltered list reads the trigger-kept counters of
 * product_counts instead of counting the owner's (possibly tens of thousands of) index entries.
 */
function totalOf(scope: ListScope, searching: boolean): SQL<number> {
  if (searching) return sql<number>`(count(*) over ())::int`;
  if (scope === 'own')
    return sql<number>`coalesce((select ${productCounts.total} from ${productCounts} where ${productCounts.userId} = ${param('owner')}), 0)`;
  return sql<number>`(select coalesce(sum(${productCounts.total}), 0) from ${productCounts})::int`;
}

/**
 * One round trip: the page's keys read in index order ((user_id,) created_at desc, id desc — index-only
 * without a search, so a deep page skips index entries, not rows), each with the list's total; then only
 * those rows, each with its active affiliates and pending requests.
 */
function buildListQuery(db: DbOrTx, scope: ListScope, searching: boolean) {
  const page = db
    .select({ id: products.id, total: totalOf(scope, searching).as('total') })
    .from(products)
    .where(listFilter(scope, searching))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(param('limit'))
    .offset(param('offset'))
    .as('page');
  const affiliates = db
    .select({
      active: sql<number>`(count(*) filter (where ${affiliations.status} = 'active'))::int`.as('active'),
      pending: sql<number>`(count(*) filter (where ${affiliations.status} = 'pending'))::int`.as('pending'),
    })
    .from(affiliations)
    .where(eq(affiliations.productId, page.id))
    .as('affiliates');
  return db
    .select({
      ...LIST_COLUMNS,
      total: page.total,
      active: affiliates.active,
      pending: affiliates.pending,
    })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .crossJoinLateral(affiliates)
    .orderBy(desc(products.createdAt), desc(products.id))
    .prepare(`products_list_${scope}${searching ? '_search' : ''}`);
}

type ListQuery = ReturnType<typeof buildListQuery>;

/** Built once per database handle and variant: the hot path skips query building. */
const preparedByDb = new WeakMap<DbOrTx, Map<string, ListQuery>>();

function listQuery(db: DbOrTx, scope: ListScope, searching: boolean): ListQuery {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDb.set(db, prepared);
  }
  const key = `${scope}:${searching}`;
  let query = prepared.get(key);
  if (!query) {
    query = buildListQuery(db, scope, searching);
    prepared.set(key, query);
  }
  return query;
}

/**
 * The owner's products, newest first, paginated on the server; search is a case-insensitive substring of
 * title or code. Each item carries its active affiliates and pending requests.
 */
export async function listProducts(
  db: DbOrTx,
  actor: ProductActor,
  input: z.output<typeof productListInput>,
) {
  const query = listQuery(db, productScopeOf(actor), input.search !== '');
  const read = (limit: number | null, offset: number) =>
    query.execute({
      owner: actor.id,
      pattern: likePattern(input.search),
      limit,
      offset,
    } satisfies ListParams);

  const pageSize = input.pageSize === 'all' ? null : input.pageSize;
  let page = input.pageSize === 'all' ? 1 : input.page;
  let rows = await read(pageSize, pageSize === null ? 0 : (page - 1) * pageSize);
  let totalItems = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1 && pageSize !== null) {
    // Past the last page: learn the total from the first row, then serve the last page.
    const [first] = await read(1, 0);
    totalItems = first?.total ?? 0;
    page = pageWindow(totalItems, page, pageSize).page;
    if (totalItems > 0) rows = await read(pageSize, (page - 1) * pageSize);
  }
  const window = pageWindow(totalItems, page, pageSize ?? Math.max(totalItems, 1));
  const items = rows.map(({ total: _total, active, pending, ...item }) => ({
    ...item,
    affiliates: { active, pending },
  }));
  return { items, page: window.page, pageSize: input.pageSize, totalItems, totalPages: window.totalPages };
}
