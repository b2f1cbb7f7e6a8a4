import type { DbOrTx } from '@afilia/db';
import type { SalesLimit } from '../overview/overview-dto';
import { isEntitled, latestSubscription, planById } from './subscription-state';

/** Past this share of the limit the dashboard suggests upgrading. */
const NEAR_LIMIT_SHARE = 0.8;

/**
 * Where the producer stands against their plan's monthly sales limit, given this month's paid sales. Null
 * without a plan in force. Sales are never refused for it; the dashboard warns.
 */
export async function salesLimit(
  db: DbOrTx,
  producerId: string,
  used: number,
  now: Date,
): Promise<SalesLimit | null> {
  const subscription = await latestSubscription(db, producerId);
  if (!isEntitled(subscription, now)) return null;
  const plan = planById(subscription.planId);
  const limit = plan.limits.salesPerMonth;
  return {
    planName: plan.name,
    limit,
    used,
    exceeded: used > limit,
    nearLimit: used >= limit * NEAR_LIMIT_SHARE,
  };
}
