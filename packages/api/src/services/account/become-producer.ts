import { and, type DbOrTx, eq, profiles } from '@afilia/db';

/**
 * A plan purchase or trial in force turns the account into a producer (reseller off); an admin keeps their
 * role. The referrer link ends too: the producer who added them must no longer manage this account. It runs
 * only once the purchase is confirmed, never when a plan is merely chosen. Commissions already earned stay
 * the user's; their links stop attributing new sales (only an active reseller earns).
 */
export async function becomeProducer(db: DbOrTx, userId: string, now = new Date()) {
  await db
    .update(profiles)
    .set({
      isProducer: true,
      isReseller: false,
      referrerId: null,
      updatedAt: now,
    })
    .where(and(eq(profiles.id, userId), eq(profiles.isAdmin, false)));
}
