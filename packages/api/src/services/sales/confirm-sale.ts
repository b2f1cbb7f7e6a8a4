import {
  and,
  buyerSubscriptions,
  commissions,
  type DbOrTx,
  eq,
  inArray,
  products,
  profiles,
  sales,
} from '@afilia/db';
import type { TestCardOutcome } from '@afilia/validators';
import { addDays, addOneMonth } from '@afilia/validators';
import type { CardSummary } from '../../integrations/payments/provider';
import { commissionCents } from '../affiliations/commission';
import { isRecurringCategory } from '../checkout/recurring-product';
import { advanceBuyerSubscription } from './advance-buyer-subscription';
import { addToDailyTotals } from './daily-totals';
import type { SaleEffectsDeps } from './sale-effects';
import { enqueueSaleNotifications } from './sale-notifications';
import { warnSalesLimitOnce } from './sales-limit-warning';

type Sale = typeof sales.$inferSelect;

export interface SalePayment {
  paidAt: Date;
  providerPaymentId?: string;
  providerCustomerId?: string | null;
  card?: CardSummary | null;
  /**
   * The card kept for renewals, for the first sale of a recurring ('membership') product: confirming it
   * creates the buyer's subscription.
   */
  recurring?: {
    providerCustomerId: string | null;
    providerPaymentMethodId: string | null;
    testCardOutcome: TestCardOutcome | null;
  };
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

/**
 * Marks a pending sale failed at `at` with the decline's error code (idempotent; a paid sale is never touched).
 */
export async function markSaleFailed(
  tx: DbOrTx,
  saleId: string,
  failureCode: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(sales)
    .set({ status: 'failed', failureCode, updatedAt: at })
    .where(and(eq(sales.id, saleId), eq(sales.status, 'pending')))
    .returning({ id: sales.id });
  return rows.length > 0;
}

/** The first payment of a recurring product starts the buyer's monthly subscription, keeping the card. */
async function startBuyerSubscription(tx: DbOrTx, sale: Sale, payment: SalePayment): Promise<void> {
  if (!sale.productId) return;
  const [product] = await tx
    .select({ category: products.category })
    .from(products)
    .where(eq(products.id, sale.productId));
  if (!isRecurringCategory(product?.category)) return;
  const [subscription] = await tx
    .insert(buyerSubscriptions)
    .values({
      productId: sale.productId,
      producerId: sale.producerId,
      buyerEmail: sale.buyerEmail,
      status: 'active',
      provider: sale.provider,
      providerCustomerId: payment.recurring?.providerCustomerId ?? sale.providerCustomerId,
      providerPaymentMethodId: payment.recurring?.providerPaymentMethodId ?? null,
      testCardOutcome: payment.recurring?.testCardOutcome ?? null,
      currentPeriodStart: payment.paidAt,
      currentPeriodEnd: addOneMonth(payment.paidAt),
      affiliationId: sale.affiliationId,
      createdAt: payment.paidAt,
      updatedAt: payment.paidAt,
    })
    .returning({ id: buyerSubscriptions.id });
  if (!subscription) throw new Error('buyer subscription insert returned no row');
  await tx.update(sales).set({ subscriptionId: subscription.id }).where(eq(sales.id, sale.id));
}

/**
 * The reseller's pending commission on the sale, maturing when the producer's refund window ends. Renewals
 * earn one only when the pricing was 'recorrente' at the time of sale. Returns the cents recorded.
 */
async function recordCommission(tx: DbOrTx, sale: Sale, paidAt: Date): Promise<number> {
  if (!sale.resellerId) return 0;
  if (sale.renewalNumber > 0 && !sale.commissionRecurring) return 0;
  const amountCents = commissionCents(sale.priceCents, sale.commissionType, sale.commissionValue);
  if (amountCents <= 0) return 0;
  const [producer] = await tx
    .select({ refundWindowDays: profiles.refundWindowDays })
    .from(profiles)
    .where(eq(profiles.id, sale.producerId));
  if (!producer) throw new Error(`producer profile ${sale.producerId} not found`);
  const inserted = await tx
    .insert(commissions)
    .values({
      saleId: sale.id,
      resellerId: sale.resellerId,
      producerId: sale.producerId,
      kind: 'commission',
      amountCents,
      status: 'pending',
      availableAt: addDays(paidAt, producer.refundWindowDays),
      createdAt: paidAt,
      updatedAt: paidAt,
    })
    .onConflictDoNothing({ target: [commissions.saleId, commissions.kind] })
    .returning({ amountCents: commissions.amountCents });
  return inserted[0]?.amountCents ?? 0;
}
