import { and, type Database, eq, isNull, sales } from '@afilia/db';
import type { SaleStatus } from '@afilia/validators';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../integrations/payments/provider';
import { reverseSale } from './reverse-sale';
import { type SalesActor, saleInReach } from './sale-access';

export interface RefundResult {
  status: SaleStatus;
  /** True when the provider confirms later (Stripe's webhook); the sale stays paid until then. */
  refundRequested: boolean;
}

/**
 * 'Reembolsar': a producer refunds one of their own sales, an admin any sale. The sale is claimed first
 * (refundRequestedAt set by a conditional UPDATE), so two clicks or two tabs ask the provider once; test mode
 * refunds at once and the sale is reversed here, Stripe confirms later through its webhook.
 */
export async function refundSale(
  deps: { db: Database; payments: PaymentProvider; now?: Date },
  actor: SalesActor,
  saleId: string,
): Promise<RefundResult> {
  const { db, payments } = deps;
  const now = deps.now ?? new Date();
  const [sale] = await db
    .select({
      id: sales.id,
      status: sales.status,
      provider: sales.provider,
      providerPaymentId: sales.providerPaymentId,
      amountCents: sales.amountCents,
      refundRequestedAt: sales.refundRequestedAt,
    })
    .from(sales)
    .where(saleInReach(actor, saleId));
  if (!sale) throw new AppError('errors.sales.notFound');
  if (sale.status !== 'paid') throw new AppError('errors.sales.notRefundable');
  if (sale.refundRequestedAt) throw new AppError('errors.sales.refundPending');
  // A sale is refunded by the provider that charged it; one made in test mode cannot be refunded by Stripe.
  if (!sale.providerPaymentId || sale.provider !== payments.name)
    throw new AppError('errors.sales.notRefundable');

  const [claimed] = await db
    .update(sales)
    .set({ refundRequestedAt: now, updatedAt: now })
    .where(and(eq(sales.id, sale.id), eq(sales.status, 'paid'), isNull(sales.refundRequestedAt)))
    .returning({ id: sales.id });
  if (!claimed) throw new AppError('errors.sales.refundPending');

  let refund: Awaited<ReturnType<PaymentProvider['refundProductCharge']>>;
  try {
    refund = await payments.refundProductCharge({
      saleId: sale.id,
      providerPaymentId: sale.providerPaymentId,
      amountCents: sale.amountCents,
    });
  } catch (error) {
    // The provider refused or could not be reached: release the claim so the producer can try again.
    await db
      .update(sales)
      .set({ refundRequestedAt: null, updatedAt: new Date() })
      .where(and(eq(sales.id, sale.id), eq(sales.refundRequestedAt, now)));
    throw error;
  }

  if (refund.status === 'pending') return { status: 'paid', refundRequested: true };
  await db.transaction((tx) => reverseSale(tx, sale.id, 'refunded', now));
  return { status: 'refunded', refundRequested: false };
}
