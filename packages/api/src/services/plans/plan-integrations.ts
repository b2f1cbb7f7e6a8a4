import { type DbOrTx, eq, profiles } from '@afilia/db';
import type { PlanId, PlanIntegrations } from '@afilia/validators';
import { roleOf } from '../auth/profile-dto';
import { isEntitled, latestSubscription, planById } from './subscription-state';

export type IntegrationFeature = keyof PlanIntegrations;
type RoleFlags = Pick<typeof profiles.$inferSelect, 'isAdmin' | 'isProducer' | 'isReseller'>;

/**
 * Whether a user may use an integration now: admins always; a producer whose paid plan includes it
 * (webhooks: Profissional and Visionário; API keys: Visionário). A trial does not, whatever plan it leads
 * to, nor a lapsed plan. Answers the plan that would include it for the upgrade prompt.
 */
export async function integrationAccess(
  db: DbOrTx,
  userId: string,
  feature: IntegrationFeature,
  now: Date = new Date(),
  /** The user's roles when the caller has just read them (an API request joins them to its key). */
  known?: RoleFlags,
): Promise<{ allowed: boolean; status: 'allowed' | 'upgradeRequired'; planId: PlanId | null }> {
  const [profile] = known
    ? [known]
    : await db
        .select({
          isAdmin: profiles.isAdmin,
          isProducer: profiles.isProducer,
          isReseller: profiles.isReseller,
        })
        .from(profiles)
        .where(eq(profiles.id, userId));
  if (profile && roleOf(profile) === 'admin') return { allowed: true, status: 'allowed', planId: null };
  const subscription = await latestSubscription(db, userId);
  const paid = isEntitled(subscription, now) && subscription.status !== 'trialing';
  const planId = paid ? subscription.planId : null;
  const allowed = planId !== null && planById(planId).integrations[feature];
  return { allowed, status: allowed ? 'allowed' : 'upgradeRequired', planId };
}
