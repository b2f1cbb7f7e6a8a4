import { and, buyerSubscriptions, type DbOrTx, eq, products, sales, sql } from '@afilia/db';
import type { orderAccessInput } from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { buyerDownloads, buyerVideos } from '../products/buyer-downloads';
import type { OrderAccess } from '../sales/sale-dto';
import type { StorageService } from '../storage/storage-service';

export type OrderAccessRequest = z.output<typeof orderAccessInput>;

/**
 * The sale with this order code bought with this email (any case). A wrong code and a wrong email get the
 * same answer, so the page tells nobody which order codes exist.
 */
export async function findBuyerSale(db: DbOrTx, input: OrderAccessRequest) {
  const [sale] = await db
    .select()
    .from(sales)
    .where(
      and(
        eq(sales.orderCode, input.orderCode),
        sql`lower(${sales.buyerEmail}) = ${input.email.toLowerCase()}`,
      ),
    );
  if (!sale) throw new AppError('errors.orders.notFound');
  return sale;
}

export async function buyerSubscriptionOf(
  db: DbOrTx,
  subscriptionId: string | null,
): Promise<OrderAccess['subscription']> {
  if (!subscriptionId) return null;
  const [subscription] = await db
    .select({
      status: buyerSubscriptions.status,
      currentPeriodEnd: buyerSubscriptions.currentPeriodEnd,
      canceledAt: buyerSubscriptions.canceledAt,
    })
    .from(buyerSubscriptions)
    .where(eq(buyerSubscriptions.id, subscriptionId));
  return subscription ?? null;
}

/**
 * 'Meu pedido': the order with fresh download links (private files signed for 7 days). Only a paid sale
 * gives the product's instructions, downloads and videos; any other status is shown without them.
 */
export async function getOrderAccess(
  deps: { db: DbOrTx; storage: StorageService; now?: Date },
  input: OrderAccessRequest,
): Promise<OrderAccess> {
  const now = deps.now ?? new Date();
  const sale = await findBuyerSale(deps.db, input);
  const [product] =
    sale.status === 'paid' && sale.productId
      ? await deps.db
          .select({
            instructions: products.instructions,
            downloadLinks: products.downloadLinks,
            youtubeVideos: products.youtubeVideos,
          })
          .from(products)
          .where(eq(products.id, sale.productId))
      : [];
  return {
    orderCode: sale.orderCode,
    status: sale.status,
    paidAt: sale.paidAt,
    productTitle: sale.productTitle,
    productCode: sale.productCode,
    amountCents: sale.amountCents,
    instructions: product?.instructions ?? '',
    downloads: buyerDownloads(deps.storage, product?.downloadLinks ?? [], now),
    videos: buyerVideos(product?.youtubeVideos ?? []),
    subscription: await buyerSubscriptionOf(deps.db, sale.subscriptionId),
  };
}
