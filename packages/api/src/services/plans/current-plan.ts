import { type DbOrTx, eq, profiles } from '@afilia/db';
import { findPlanByName } from '@afilia/validators';
import type { PaymentProviderName } from '../../integrations/payments/provider';
import { hasUsedTrial, isEntitled, latestSubscription, planById } from './subscription-state';

/** The subscription check: the user's plan, trial and producer flag, and the subscription state. */
export async function getCurrentPlan(
  db: DbOrTx,
  userId: string,
  providerName: PaymentProviderName,
  now = new Date(),
) {
  const [profile] = await db
    .select({ isProducer: profiles.isProducer, planName: profiles.planName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const subscription = await latestSubscription(db, userId);
  const plan = subscription ? planById(subscription.planId) : (findPlanByName(profile?.planName) ?? null);
  const entitled = isEntitled(subscription, now);
  return {
    isProducer: profile?.isProducer ?? false,
    provider: providerName,
    planId: entitled ? (plan?.id ?? null) : null,
    planName: entitled ? (plan?.name ?? null) : null,
    status: subscription?.status ?? null,
    trialActive: subscription?.status === 'trialing' && entitled,
    trialEnd: subscription?.trialEnd ?? null,
    trialUsed: await hasUsedTrial(db, userId),
    currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    /** The next charge, when one is due: the trial end or the period end of a plan that renews. */
    nextChargeAt:
      entitled &&
      !subscription.cancelAtPeriodEnd &&
      (subscription.status !== 'trialing' || subscription.cardLast4)
        ? subscription.status === 'trialing'
          ? subscription.trialEnd
          : subscription.currentPeriodEnd
        : null,
    amountCents: subscription?.priceCents ?? plan?.priceCents ?? null,
    card: subscription?.cardLast4
      ? { brand: subscription.cardBrand ?? 'card', last4: subscription.cardLast4 }
      : null,
  };
}
