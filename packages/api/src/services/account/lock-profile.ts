import { eq, profiles, type Transaction } from '@afilia/db';

/**
 * Serializes one user's limit checks (plan limits, storage quota) for the rest of the transaction: a row
 * lock on their profile, so two concurrent writes cannot both pass the last slot or the last byte.
 */
export async function lockProfile(tx: Transaction, userId: string) {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
}
