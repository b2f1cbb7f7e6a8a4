import { type DbOrTx, eq, profiles } from '@afilia/db';
import { roleOf } from '../auth/profile-dto';
import { monthSales } from '../ledger/figures/month-figures';
import { COUNTERS } from '../plans/plan-limits';
import { isEntitled, latestSubscription, planById } from '../plans/subscription-state';

export interface UsageMeter {
  used: number;
  limit: number;
}

export interface PlanUsage {
  planName: string;
  products: UsageMeter;
  /** Resellers referred plus invitations still open (they hold a seat). */
  sellers: UsageMeter;
  /** Paid sales this month (America/Sao_Paulo), the overview's figure; never refused, only warned about. */
  salesThisMonth: UsageMeter;
}

/**
 * Where a producer stands against their plan, for the products and sellers screens ('3 de 3 produtos'), counted
 * exactly as the limit checks count. `noPlan` without a plan in force (creating is refused then); null for
 * an admin or a reseller, who have no limits.
 */
export async function getPlanUsage(
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<{ status: 'limited'; usage: PlanUsage } | { status: 'noPlan' } | null> {
  const [profile] = await db
    .select({ isAdmin: profiles.isAdmin, isProducer: profiles.isProducer, isReseller: profiles.isReseller })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile || roleOf(profile) !== 'producer') return null;
  const subscription = await latestSubscription(db, userId);
  if (!isEntitled(subscription, now)) return { status: 'noPlan' };
  const plan = planById(subscription.planId);
  const products = await COUNTERS.products(db, userId);
  const sellers = await COUNTERS.sellers(db, userId);
  const sales = await monthSales(db, userId, now);
  return {
    status: 'limited',
    usage: {
      planName: plan.name,
      products: { used: products, limit: plan.limits.products },
      sellers: { used: sellers, limit: plan.limits.sellers },
      salesThisMonth: { used: sales.thisMonth.count, limit: plan.limits.salesPerMonth },
    },
  };
}
