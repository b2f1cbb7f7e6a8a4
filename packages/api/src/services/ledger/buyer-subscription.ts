import { and, buyerSubscriptions, type DbOrTx, eq, ne, products, sales } from '@afilia/db';
import { addOneMonth, isRecurringCategory, type TestCardOutcome } from '@afilia/validators';
import { emitSubscriptionEvent } from '../webhook-events/domain-events';
import { type BuyerNoticeDeps, enqueueSubscriptionEndedNotice, type SubscriptionEnd } from './buyer-notices';

/** The card a recurring product's first payment keeps for the renewals. */
export interface KeptCard {
  providerCustomerId: string | null;
  providerPaymentMethodId: string | null;
  testCardOutcome: TestCardOutcome | null;
}

/**
 * The first payment of a recurring product starts the buyer's monthly subscription (active, one month from
 * the payment), keeping the card, and links the sale to it. Any other product starts nothing.
 */
export async function startBuyerSubscription(
  tx: DbOrTx,
  sale: typeof sales.$inferSelect,
  payment: { paidAt: Date; recurring?: KeptCard | undefined },
): Promise<void> {
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
 * A paid renewal sale moves its subscription one month on (from the end of the period it pays for, as
 * plans do) and back to active. Idempotent: only the renewal the subscription is waiting for advances it,
 * so the billing job and a payment webhook may both call it. A subscription cancelled meanwhile stays
 * cancelled, its paid month still counted.
 */
export async function advanceBuyerSubscription(
  tx: DbOrTx,
  sale: { subscriptionId: string | null; renewalNumber: number },
  now: Date,
): Promise<boolean> {
  if (!sale.subscriptionId || sale.renewalNumber < 1) return false;
  const [subscription] = await tx
    .select()
    .from(buyerSubscriptions)
    .where(eq(buyerSubscriptions.id, sale.subscriptionId));
  if (!subscription || subscription.renewals !== sale.renewalNumber - 1) return false;
  const periodStart = subscription.currentPeriodEnd;
  const advanced = await tx
    .update(buyerSubscriptions)
    .set({
      renewals: sale.renewalNumber,
      currentPeriodStart: periodStart,
      currentPeriodEnd: addOneMonth(periodStart),
      status: subscription.status === 'canceled' ? 'canceled' : 'active',
      updatedAt: now,
    })
    .where(
      and(
        eq(buyerSubscriptions.id, subscription.id),
        eq(buyerSubscriptions.renewals, sale.renewalNumber - 1),
      ),
    )
    .returning();
  const [renewed] = advanced;
  if (renewed) await emitSubscriptionEvent(tx, 'subscription.renewed', renewed, now);
  return renewed !== undefined;
}

/**
 * A renewal was declined for certain: an active (or already past-due) subscription is past due, and its
 * `updatedAt` restarts the wait before the next try. A cancelled one stays cancelled.
 */
export async function markBuyerSubscriptionPastDue(
  tx: DbOrTx,
  subscriptionId: string,
  at: Date,
): Promise<void> {
  const [current] = await tx
    .select({ status: buyerSubscriptions.status })
    .from(buyerSubscriptions)
    .where(eq(buyerSubscriptions.id, subscriptionId))
    .for('update');
  if (!current || (current.status !== 'active' && current.status !== 'past_due')) return;
  const [updated] = await tx
    .update(buyerSubscriptions)
    .set({ status: 'past_due', updatedAt: at })
    .where(eq(buyerSubscriptions.id, subscriptionId))
    .returning();
  // Only the move from active is an event; a later declined retry only restarts the wait.
  if (updated && current.status === 'active')
    await emitSubscriptionEvent(tx, 'subscription.past_due', updated, at);
}

/**
 * Subscriptions stop renewing: the buyer cancelled, the sale was refunded or charged back, the product was
 * deleted, the grace after a declined renewal ended, or the producer's account was removed. Those already
 * cancelled keep their first cancellation time. `which` picks one subscription or every live one of a
 * producer. Each buyer whose subscription ends here is told why (buyer-notices.ts); returns how many ended
 * and the outbox ids to deliver after the commit.
 */
export async function cancelBuyerSubscriptions(
  tx: DbOrTx,
  deps: BuyerNoticeDeps,
  which: { subscriptionId: string } | { producerId: string },
  reason: SubscriptionEnd,
  at: Date,
): Promise<{ cancelled: number; emailIds: string[] }> {
  const cancelled = await tx
    .update(buyerSubscriptions)
    .set({ status: 'canceled', canceledAt: at, updatedAt: at })
    .where(
      and(
        'subscriptionId' in which
          ? eq(buyerSubscriptions.id, which.subscriptionId)
          : eq(buyerSubscriptions.producerId, which.producerId),
        ne(buyerSubscriptions.status, 'canceled'),
      ),
    )
    .returning();
  const emailIds: string[] = [];
  for (const subscription of cancelled) {
    await emitSubscriptionEvent(tx, 'subscription.canceled', subscription, at);
    const id = await enqueueSubscriptionEndedNotice(tx, deps, subscription, reason, at);
    if (id) emailIds.push(id);
  }
  return { cancelled: cancelled.length, emailIds };
}
