import { type DbOrTx, eq, profiles } from '@afilia/db';

/**
 * Choosing a plan turns the account into a producer (reseller off). The
 * referrer link ends too: the producer who added them must no longer manage this account.
 */
export async function becomeProducer(db: DbOrTx, userId: string, isAdmin: boolean, now = new Date()) {
  if (isAdmin) return;
  await db
    .update(profiles)
    .set({
      isProducer: true,
      isReseller: false,
      referrerId: null,
      updatedAt: now,
    })
    .where(eq(profiles.id, userId));
}
