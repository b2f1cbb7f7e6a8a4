import { and, type DbOrTx, eq, products, sales } from '@afilia/db';
import type { checkoutStatusInput } from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { CheckoutResult } from '../sales/sale-dto';
import { checkoutResult, saleFailureError } from './checkout-result';
import { isRecurringCategory } from './recurring-product';

/**
 * How an attempt stands, for the thank-you page and a 3-D Secure return. Asking needs both the order code and
 * the attempt's idempotency key (which only the buyer's browser has); a failed attempt throws its decline.
 */
export async function checkoutStatus(
  db: DbOrTx,
  input: z.output<typeof checkoutStatusInput>,
): Promise<CheckoutResult> {
  const [row] = await db
    .select({ sale: sales, category: products.category })
    .from(sales)
    .leftJoin(products, eq(products.id, sales.productId))
    .where(and(eq(sales.orderCode, input.orderCode), eq(sales.idempotencyKey, input.idempotencyKey)));
  if (!row) throw new AppError('errors.orders.notFound');
  if (row.sale.status === 'failed') throw saleFailureError(row.sale.failureCode);
  return checkoutResult(row.sale, isRecurringCategory(row.category) || row.sale.subscriptionId !== null);
}
