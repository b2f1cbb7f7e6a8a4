import { type Database, eq, subscriptions } from '@afilia/db';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../integrations/payments/provider';
import { isEntitled, latestSubscription, syncProfileWithSubscription } from './subscription-state';

/**
 * Cancels at the end of the paid period: the plan keeps working until then. A trial is ended at once,
 * since nothing was paid.
 */
export async function cancelSubscription(
  deps: { db: Database; provider: PaymentProvider; now?: Date },
  userId: string,
) {
  const { db, provider } = deps;
  const now = deps.now ?? new Date();
  const current = await latestSubscription(db, userId);
  if (!isEntitled(current, now)) throw new AppError('errors.plans.noSubscription');
  if (current.providerSubscriptionId && current.provider === provider.name)
    await provider.cancelAtPeriodEnd(current);
  const endsNow = current.status === 'trialing';
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set(
        endsNow
          ? { status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false, updatedAt: now }
          : { cancelAtPeriodEnd: true, canceledAt: now, updatedAt: now },
      )
      .where(eq(subscriptions.id, current.id))
      .returning();
    if (row) await syncProfileWithSubscription(tx, userId, row, now);
  });
  return { ok: true as const, endsAt: endsNow ? now : current.currentPeriodEnd };
}
