import { and, type DbOrTx, eq, inArray, sales } from '@afilia/db';
import type { CardSummary } from '../../integrations/payments/provider';
import { emitSaleEvent } from '../webhook-events/domain-events';
import { advanceBuyerSubscription, type KeptCard, startBuyerSubscription } from './buyer-subscription';
import { addToDailyTotals } from './daily-totals';
import { recordCommission } from './record-commission';
import type { SaleEffectsDeps } from './sale-effects';
import { enqueueSaleNotifications } from './sale-notifications';
import { warnSalesLimitOnce } from './sales-limit-warning';

export interface SalePayment {
  paidAt: Date;
  providerPaymentId?: string;
  providerCustomerId?: string | null;
  card?: CardSummary | null;
  /**
   * The card kept for renewals, for the first sale of a recurring ('membership') product: confirming it
   * creates the buyer's subscription.
   */
  recurring?: KeptCard;
}

/**
 * Moves a pending sale to paid, once: one conditional UPDATE decides, so a webhook delivered twice or racing
 * the checkout's own answer confirms it a single time. On the winning call it writes the reseller's pending
 * commission, adds the sale to the producer's daily totals and enqueues the emails; call it inside the
 * caller's transaction and deliver the returned email ids after the commit.
 */
export async function confirmSalePaid(
  tx: DbOrTx,
  deps: SaleEffectsDeps,
  saleId: string,
  payment: SalePayment,
): Promise<{ confirmed: boolean; emailIds: string[] }> {
  const { paidAt } = payment;
  const [sale] = await tx
    .update(sales)
    .set({
      status: 'paid',
      paidAt,
      failureCode: null,
      updatedAt: paidAt,
      ...(payment.providerPaymentId ? { providerPaymentId: payment.providerPaymentId } : {}),
      ...(payment.card ? { cardBrand: payment.card.brand, cardLast4: payment.card.last4 } : {}),
      ...(payment.providerCustomerId ? { providerCustomerId: payment.providerCustomerId } : {}),
      ...(payment.recurring?.providerCustomerId
        ? { providerCustomerId: payment.recurring.providerCustomerId }
        : {}),
    })
    // A 'failed' sale may still be paid: a buyer who failed 3-D Secure and then passed it on the same
    // PaymentIntent was charged, and the provider's word on the money wins.
    .where(and(eq(sales.id, saleId), inArray(sales.status, ['pending', 'failed'])))
    .returning();
  if (!sale) return { confirmed: false, emailIds: [] };

  if (sale.renewalNumber === 0 && !sale.subscriptionId) await startBuyerSubscription(tx, sale, payment);
  if (sale.renewalNumber > 0) await advanceBuyerSubscription(tx, sale, paidAt);
  await emitSaleEvent(tx, 'sale.paid', sale, paidAt);
  const commission = await recordCommission(tx, sale, paidAt);
  const emailIds = await enqueueSaleNotifications(tx, deps, sale.id, paidAt);
  // The producer's row of the day is shared by all their checkouts: updated last, so that its lock is held
  // only until the commit, not while the emails are written. The sales-limit warning counts this sale.
  await addToDailyTotals(tx, sale, paidAt, {
    paidCount: 1,
    paidCents: sale.amountCents,
    commissionCents: commission,
  });
  const limitWarningId = await warnSalesLimitOnce(tx, deps, sale.producerId, paidAt);
  if (limitWarningId) emailIds.push(limitWarningId);
  return { confirmed: true, emailIds };
}
