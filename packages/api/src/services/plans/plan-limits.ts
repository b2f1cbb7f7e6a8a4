import { and, count, type DbOrTx, eq, gt, invitations, isNull, products, profiles } from '@afilia/db';
import { AppError } from '../../errors';
import { roleOf } from '../auth/profile-dto';
import { isEntitled, latestSubscription, planById } from './subscription-state';

export type LimitedResource = 'products' | 'sellers';

type Counter = (db: DbOrTx, userId: string) => Promise<number>;

/** How many of each limited resource a producer has: what the limit checks and the usage shown both read. */
export const COUNTERS: Record<LimitedResource, Counter> = {
  async products(db, userId) {
    const [row] = await db.select({ n: count() }).from(products).where(eq(products.userId, userId));
    return row?.n ?? 0;
  },
  // Pending invitations hold a seat too, so accepting them can never take a producer past the limit.
  async sellers(db, userId) {
    const [referred] = await db.select({ n: count() }).from(profiles).where(eq(profiles.referrerId, userId));
    const [invited] = await db
      .select({ n: count() })
      .from(invitations)
      .where(
        and(
          eq(invitations.referrerId, userId),
          isNull(invitations.usedAt),
          gt(invitations.expiresAt, new Date()),
        ),
      );
    return (referred?.n ?? 0) + (invited?.n ?? 0);
  },
};

/**
 * Refuses to create one more product or seller past the plan's limit ('Limite do plano atingido', naming
 * the limit), or at all without a plan ('Assine um plano para continuar'). Admins are not limited.
 */
export async function assertWithinPlanLimit(
  db: DbOrTx,
  userId: string,
  resource: LimitedResource,
  now = new Date(),
) {
  const [profile] = await db
    .select({ isAdmin: profiles.isAdmin, isProducer: profiles.isProducer, isReseller: profiles.isReseller })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) throw new AppError('errors.auth.unauthenticated');
  if (roleOf(profile) === 'admin') return;
  const subscription = await latestSubscription(db, userId);
  if (!isEntitled(subscription, now)) throw new AppError('errors.plans.subscriptionRequired');
  const plan = planById(subscription.planId);
  const used = await COUNTERS[resource](db, userId);
  const limit = plan.limits[resource];
  if (used >= limit) {
    throw new AppError('errors.plans.limitReached', {
      params: { limit: String(limit), plan: plan.name, resource },
    });
  }
}
