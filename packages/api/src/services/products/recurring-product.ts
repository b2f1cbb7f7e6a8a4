import type { ProductCategoryId } from '@afilia/validators';

/** Products of this category ('Assinatura') are sold as monthly subscriptions. */
export const RECURRING_PRODUCT_CATEGORY = 'membership' satisfies ProductCategoryId;

export function isRecurringCategory(category: ProductCategoryId | null | undefined): boolean {
  return category === RECURRING_PRODUCT_CATEGORY;
}
