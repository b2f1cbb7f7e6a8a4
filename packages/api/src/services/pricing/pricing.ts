import { asc, type DbOrTx, desc, eq, productPricing, products } from '@afilia/db';
import type { pricingSaveInput } from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { ownedBy, ownedProduct, type ProductActor } from '../products/product-access';
import { toPricingDto } from '../products/product-dto';
import { upsertPricing } from '../products/product-pricing';

/** The owner's products with their pricing, newest first. */
export async function listPricing(db: DbOrTx, actor: ProductActor) {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      productCode: products.productCode,
      category: products.category,
      imageLinks: products.imageLinks,
      pricing: productPricing,
    })
    .from(products)
    .leftJoin(productPricing, eq(productPricing.productId, products.id))
    .where(ownedBy(actor, 'pricing.manage'))
    .orderBy(desc(products.createdAt), asc(products.id));
  return rows.map(({ pricing, imageLinks, ...product }) => ({
    ...product,
    imageUrl: imageLinks[0] ?? null,
    pricing: pricing ? toPricingDto(pricing) : null,
  }));
}

/** Upserts the product's one pricing row, after checking the product belongs to the actor. */
export async function savePricing(db: DbOrTx, actor: ProductActor, input: z.output<typeof pricingSaveInput>) {
  const [product] = await db
    .select({ id: products.id, category: products.category })
    .from(products)
    .where(ownedProduct(actor, input.productId, 'pricing.manage'));
  if (!product) throw new AppError('errors.products.notFound');
  return upsertPricing(db, product, input);
}
