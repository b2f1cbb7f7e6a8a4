import { type DbOrTx, eq, profiles } from '@afilia/db';

/** Spec part 1 §4 plan selection: choosing a plan turns the account into a producer (reseller off). */
export async function becomeProducer(db: DbOrTx, userId: string, isAdmin: boolean) {
  if (isAdmin) return;
  await db
    .update(profiles)
    .set({ isProducer: true, isReseller: false, role: 'producer', updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}
