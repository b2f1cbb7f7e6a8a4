import { and, count, type DbOrTx, desc, ilike, or, products } from '@afilia/db';
import type { productListInput } from '@afilia/validators';
import type { z } from 'zod';
import { likePattern } from '../list/like-pattern';
import { pageWindow } from '../list/page-window';
import { ownedBy, type ProductActor } from './product-access';
import { affiliateCountsOf } from './product-affiliate-counts';
import { toProductDto } from './product-dto';

const NO_AFFILIATES = { active: 0, pending: 0 };

/**
 * The owner's products, newest first, paginated on the server; search is a case-insensitive substring of
 * title or code. Each item carries its active affiliates and pending requests.
 */
export async function listProducts(
  db: DbOrTx,
  actor: ProductActor,
  input: z.output<typeof productListInput>,
) {
  const search = input.search ? likePattern(input.search) : null;
  const where = and(
    ownedBy(actor),
    search ? or(ilike(products.title, search), ilike(products.productCode, search)) : undefined,
  );
  // Two cheap queries: an index-only count, and the page read in index order (user_id, created_at desc, id desc).
  const [total] = await db.select({ n: count() }).from(products).where(where);
  const totalItems = total?.n ?? 0;
  const pageSize = input.pageSize === 'all' ? Math.max(totalItems, 1) : input.pageSize;
  const { page, totalPages, offset } = pageWindow(totalItems, input.page, pageSize);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(pageSize)
    .offset(offset);
  const affiliates = await affiliateCountsOf(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => ({
    ...toProductDto(row),
    affiliates: affiliates.get(row.id) ?? NO_AFFILIATES,
  }));
  return { items, page, pageSize: input.pageSize, totalItems, totalPages };
}
