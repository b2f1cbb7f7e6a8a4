import { and, type DbOrTx, desc, eq, inArray, ne, profiles, subscriptions, trialGrants } from '@afilia/db';
import { PLANS, type Plan, type PlanId } from '@afilia/validators';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan id ${id}`);
  return plan;
}

/**
 * The user's current subscription: the newest one, except that a purchase still waiting for 3-D Secure
 * (incomplete) does not replace the plan the user already has.
 */
export async function latestSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | null> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(5);
  return rows.find((row) => row.status !== 'incomplete') ?? rows[0] ?? null;
}

/** Once a subscription is in force, the user's other open subscriptions end (one plan at a time). */
export async function supersedeOtherSubscriptions(db: DbOrTx, current: SubscriptionRow, now: Date) {
  if (current.status !== 'active' && current.status !== 'trialing') return;
  await db
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: now, updatedAt: now })
    .where(
      and(
        eq(subscriptions.userId, current.userId),
        ne(subscriptions.id, current.id),
        inArray(subscriptions.status, ['trialing', 'active', 'past_due']),
      ),
    );
}

/** The card a subscription is charged to, when the provider told us which. */
export function subscriptionCard(
  subscription: Pick<SubscriptionRow, 'cardBrand' | 'cardLast4'>,
): { brand: string; last4: string } | null {
  const { cardBrand, cardLast4 } = subscription;
  return cardBrand && cardLast4 ? { brand: cardBrand, last4: cardLast4 } : null;
}

/** Whether a subscription currently grants the plan's features (a past-due one keeps them while payment is retried). */
export function isEntitled(subscription: SubscriptionRow | null, now: Date): subscription is SubscriptionRow {
  if (!subscription) return false;
  if (subscription.status === 'active' || subscription.status === 'past_due') return true;
  if (subscription.status === 'trialing') return !subscription.trialEnd || subscription.trialEnd > now;
  return false;
}

export async function hasUsedTrial(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: trialGrants.userId })
    .from(trialGrants)
    .where(eq(trialGrants.userId, userId));
  return Boolean(row);
}

/** Mirrors the subscription onto the profile's plan_name / trial_active / trial_end_date. */
export async function syncProfileWithSubscription(
  db: DbOrTx,
  userId: string,
  subscription: SubscriptionRow,
  now: Date,
) {
  const plan = planById(subscription.planId);
  const fields =
    subscription.status === 'trialing'
      ? { planName: plan.name, trialActive: true, trialEndDate: subscription.trialEnd }
      : subscription.status === 'active' || subscription.status === 'past_due'
        ? { planName: plan.name, trialActive: false, trialEndDate: null }
        : subscription.status === 'incomplete'
          ? null
          : { planName: null, trialActive: false };
  if (!fields) return;
  await db
    .update(profiles)
    .set({ ...fields, updatedAt: now })
    .where(eq(profiles.id, userId));
}
