import { and, count, type DbOrTx, desc, ilike, or, products, sql } from '@afilia/db';
import type { productListInput } from '@afilia/validators';
import type { z } from 'zod';
import { type ProductActor, ownedBy } from './product-access';
import { toProductDto } from './product-dto';

/** Escapes LIKE wildcards so a search for "50%" looks for the text "50%". */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The owner's products, newest first, paginated on the server; search is a case-insensitive substring of title or code. */
export async function listProducts(db: DbOrTx, actor: ProductActor, input: z.output<typeof productListInput>) {
  const search = input.search ? likePattern(input.search) : null;
  const where = and(ownedBy(actor), search ? or(ilike(products.title, search), ilike(products.productCode, search)) : undefined);
  const page = async (pageNumber: number, size: number | null) => {
    const query = db
      .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id));
    return size === null ? query : query.limit(size).offset((pageNumber - 1) * size);
  };
  // One query returns the page and, through a window count, the total; past the last page it falls back.
  const size = input.pageSize === 'all' ? null : input.pageSize;
  let pageNumber = input.page;
  let rows = await page(pageNumber, size);
  let totalItems = rows[0]?.total ?? 0;
  if (rows.length === 0 && pageNumber > 1) {
    const [total] = await db.select({ n: count() }).from(products).where(where);
    totalItems = total?.n ?? 0;
    pageNumber = Math.max(1, Math.ceil(totalItems / (size ?? Math.max(totalItems, 1))));
    rows = totalItems > 0 ? await page(pageNumber, size) : [];
  }
  const totalPages = size === null ? 1 : Math.max(1, Math.ceil(totalItems / size));
  return {
    items: rows.map((row) => toProductDto(row.product)),
    page: Math.min(pageNumber, totalPages),
    pageSize: input.pageSize,
    totalItems,
    totalPages,
  };
}
