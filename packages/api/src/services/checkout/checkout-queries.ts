import { and, type Database, eq, productPricing, products, profiles, sales } from '@afilia/db';
import { generateOrderCode } from '@afilia/validators';
import { isUniqueViolation } from '../../errors';

type SaleRecord = typeof sales.$inferSelect;

const ORDER_CODE_ATTEMPTS = 5;

/** Writes the attempt's 'pending' sale; null when another request already wrote one under the same key. */
export async function insertPendingSale(
  db: Database,
  values: Omit<typeof sales.$inferInsert, 'orderCode'>,
): Promise<SaleRecord | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await db
        .insert(sales)
        .values({ ...values, orderCode: generateOrderCode() })
        .onConflictDoNothing({ target: [sales.productId, sales.idempotencyKey] })
        .returning();
      return row ?? null;
    } catch (error) {
      // Only the order code can clash here (no provider ids or subscription yet): draw another.
      if (!isUniqueViolation(error) || attempt >= ORDER_CODE_ATTEMPTS) throw error;
    }
  }
}

/** The sale written by an earlier attempt with this idempotency key. */
export async function findAttempt(db: Database, productId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.productId, productId), eq(sales.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** The product by code with its pricing (null when not for sale) and its producer's status. */
export async function findProduct(db: Database, productCode: string) {
  const [row] = await db
    .select({
      id: products.id,
      productCode: products.productCode,
      title: products.title,
      category: products.category,
      producerId: products.userId,
      producerStatus: profiles.status,
      pricing: {
        priceCents: productPricing.priceCents,
        commissionType: productPricing.commissionType,
        commissionValue: productPricing.commissionValue,
        commissionRecurring: productPricing.commissionRecurring,
        maxInstallments: productPricing.maxInstallments,
        installmentInterest: productPricing.installmentInterest,
      },
    })
    .from(products)
    .innerJoin(profiles, eq(profiles.id, products.userId))
    .leftJoin(productPricing, eq(productPricing.productId, products.id))
    .where(eq(products.productCode, productCode));
  return row ?? null;
}
