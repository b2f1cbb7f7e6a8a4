import { and, count, type DbOrTx, desc, ilike, or, products } from '@afilia/db';
import type { productListInput } from '@afilia/validators';
import type { z } from 'zod';
import { ownedBy, type ProductActor } from './product-access';
import { toProductDto } from './product-dto';

/** Escapes LIKE wildcards so a search for "50%" looks for the text "50%". */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The owner's products, newest first, paginated on the server; search is a case-insensitive substring of title or code. */
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
  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize));
  const page = Math.min(input.page, totalPages);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(toProductDto), page, pageSize: input.pageSize, totalItems, totalPages };
}
