import { and, buyerSubscriptions, type DbOrTx, eq } from '@afilia/db';
import { addOneMonth } from '@afilia/validators';

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
    .returning({ id: buyerSubscriptions.id });
  return advanced.length > 0;
}
