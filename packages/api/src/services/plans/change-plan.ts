import { type Database, eq, subscriptions } from '@afilia/db';
import { findPlanByName } from '@afilia/validators';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../integrations/payments/provider';
import { isEntitled, latestSubscription, syncProfileWithSubscription } from './subscription-state';

/** Upgrades or downgrades a paid subscription; Stripe prorates, test mode charges the new price from the next renewal. */
export async function changePlan(
  deps: { db: Database; provider: PaymentProvider; now?: Date },
  userId: string,
  input: { planName: string },
) {
  const { db, provider } = deps;
  const now = deps.now ?? new Date();
  const plan = findPlanByName(input.planName);
  if (!plan) throw new AppError('errors.plans.unknownPlan');
  const current = await latestSubscription(db, userId);
  if (!isEntitled(current, now) || current.status === 'trialing')
    throw new AppError('errors.plans.noSubscription');
  if (current.planId === plan.id) throw new AppError('errors.plans.alreadyOnPlan');
  const updated = await provider.changePlan(current, plan, now);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({
        planId: plan.id,
        priceCents: plan.priceCents,
        cancelAtPeriodEnd: false,
        ...(updated
          ? {
              status: updated.status,
              currentPeriodStart: updated.currentPeriodStart,
              currentPeriodEnd: updated.currentPeriodEnd,
              cancelAtPeriodEnd: updated.cancelAtPeriodEnd,
            }
          : {}),
        updatedAt: now,
      })
      .where(eq(subscriptions.id, current.id))
      .returning();
    if (row) await syncProfileWithSubscription(tx, userId, row, now);
  });
  return { ok: true as const, planName: plan.name };
}
