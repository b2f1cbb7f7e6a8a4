import { type Database, type DbOrTx, eq, productPricing, products } from '@afilia/db';
import { AppError } from '../../errors';
import { lockProfile } from '../account/lock-profile';
import { assertWithinPlanLimit } from '../plans/plan-limits';
import type { StorageService } from '../storage/storage-service';
import { ownedProduct, type ProductActor } from './product-access';
import { toPricingDto, toProductDto } from './product-dto';
import { insertWithUniqueCode } from './save-product';

export async function getProduct(db: DbOrTx, actor: ProductActor, id: string) {
  const [row] = await db
    .select({ product: products, pricing: productPricing })
    .from(products)
    .leftJoin(productPricing, eq(productPricing.productId, products.id))
    .where(ownedProduct(actor, id));
  if (!row) throw new AppError('errors.products.notFound');
  return { ...toProductDto(row.product), pricing: row.pricing ? toPricingDto(row.pricing) : null };
}

export async function isCodeFree(db: DbOrTx, productCode: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.productCode, productCode));
  return { free: !row };
}

/** Copies the product (and its pricing) with ' (Cópia)' and a new code, in one transaction, within the plan limit. */
export async function duplicateProduct(db: Database, actor: ProductActor, id: string) {
  const row = await insertWithUniqueCode(
    db,
    (code) =>
      db.transaction(async (tx) => {
        const [source] = await tx.select().from(products).where(ownedProduct(actor, id));
        if (!source) throw new AppError('errors.products.notFound');
        await lockProfile(tx, source.userId);
        await assertWithinPlanLimit(tx, source.userId, 'products');
        const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = source;
        const [inserted] = await tx
          .insert(products)
          .values({ ...copy, title: `${source.title} (Cópia)`, productCode: code })
          .returning();
        if (!inserted) throw new Error('product insert returned no row');
        const [pricing] = await tx
          .select()
          .from(productPricing)
          .where(eq(productPricing.productId, source.id));
        if (pricing) {
          const { id: _pid, productId: _p, updatedAt: _pu, ...prices } = pricing;
          await tx.insert(productPricing).values({ ...prices, productId: inserted.id });
        }
        return inserted;
      }),
    undefined,
  );
  return toProductDto(row);
}

/** Deletes the product, its pricing (cascade) and the uploaded files no other product still uses. */
export async function deleteProduct(db: Database, storage: StorageService, actor: ProductActor, id: string) {
  const orphaned = await db.transaction(async (tx) => {
    const [row] = await tx.delete(products).where(ownedProduct(actor, id)).returning();
    if (!row) throw new AppError('errors.products.notFound');
    const paths = [...row.imageLinks, ...row.downloadLinks.map((link) => link.url)];
    return storage.forgetUnreferenced(tx, row.userId, paths);
  });
  await storage.removeObjects(orphaned);
  return { ok: true as const };
}
