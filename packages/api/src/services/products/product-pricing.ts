import { type DbOrTx, productPricing } from '@afilia/db';
import {
  type InstallmentOption,
  type InstallmentTerms,
  installmentOptions,
  isRecurringCategory,
  type ProductCategoryId,
  type productPricingInput,
} from '@afilia/validators';
import type { z } from 'zod';
import { toPricingDto } from './product-dto';

/**
 * The one home of a product's pricing row: the pricing screen and the product form both write it here. A
 * recurring commission is kept only for a subscription, the one kind of product that renews; installments only
 * for a product paid once (a subscription charges each month on its own).
 */
export async function upsertPricing(
  db: DbOrTx,
  product: { id: string; category: ProductCategoryId | null },
  input: z.output<typeof productPricingInput>,
) {
  const recurring = isRecurringCategory(product.category);
  const values = {
    priceCents: input.priceCents,
    commissionType: input.commissionType,
    commissionValue: input.commissionValue,
    commissionRecurring: input.commissionRecurring && recurring,
    maxInstallments: recurring ? 1 : input.maxInstallments,
    installmentInterest: input.installmentInterest,
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

/**
 * How a card may pay a product: 1x, then each count its terms offer at its price. A subscription offers 1x only
 * (each month is charged on its own), also when its category changed after the pricing was saved. The product
 * page lists these and the checkout charges one of them.
 */
export function productInstallmentOptions(
  pricing: { priceCents: number } & InstallmentTerms,
  category: ProductCategoryId | null,
): InstallmentOption[] {
  const terms = isRecurringCategory(category) ? { ...pricing, maxInstallments: 1 } : pricing;
  return installmentOptions(pricing.priceCents, terms);
}
