import { type DbOrTx, subscriptions, trialGrants } from '@afilia/db';
import { addDays, TRIAL_PLAN } from '@afilia/validators';
import type { PaymentProviderName } from '../../integrations/payments/provider';
import { syncProfileWithSubscription } from './subscription-state';

/**
 * The free trial a producer gets at sign-up: no card and nothing at the provider yet. If no paid plan is
 * bought before it ends, the billing job lets it lapse to expired.
 */
export async function startSignupTrial(db: DbOrTx, userId: string, provider: PaymentProviderName, now: Date) {
  const trialEnd = addDays(now, TRIAL_PLAN.freeTrialDays);
  await db.insert(trialGrants).values({ userId, planId: TRIAL_PLAN.id, grantedAt: now });
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      userId,
      planId: TRIAL_PLAN.id,
      status: 'trialing',
      provider,
      priceCents: TRIAL_PLAN.priceCents,
      trialEnd,
      currentPeriodStart: now,
      currentPeriodEnd: trialEnd,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!subscription) throw new Error('subscription insert returned no row');
  await syncProfileWithSubscription(db, userId, subscription, now);
  return subscription;
}
