import { type DbOrTx, productPricing } from '@afilia/db';
import { isRecurringCategory, type ProductCategoryId, type productPricingInput } from '@afilia/validators';
import type { z } from 'zod';
import { toPricingDto } from './product-dto';

/**
 * The one home of a product's pricing row: the pricing screen and the product form both write it here. A
 * recurring commission is kept only for a subscription, the one kind of product that renews.
 */
export async function upsertPricing(
  db: DbOrTx,
  product: { id: string; category: ProductCategoryId | null },
  input: z.output<typeof productPricingInput>,
) {
  const values = {
    priceCents: input.priceCents,
    commissionType: input.commissionType,
    commissionValue: input.commissionValue,
    commissionRecurring: input.commissionRecurring && isRecurringCategory(product.category),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(productPricing)
    .values({ productId: product.id, ...values })
    .onConflictDoUpdate({ target: productPricing.productId, set: values })
    .returning();
  if (!row) throw new Error('pricing upsert returned no row');
  return toPricingDto(row);
}
