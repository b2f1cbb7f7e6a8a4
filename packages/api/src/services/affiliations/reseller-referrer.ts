import { and, type DbOrTx, eq, profiles } from '@afilia/db';
import { activeReseller } from './eligibility';

/**
 * The reseller's current standing, read from the profile now (not from the session): null when the user is
 * no longer an active reseller (suspended, deactivated, or promoted since); otherwise their current referrer.
 */
export async function currentReseller(
  db: DbOrTx,
  userId: string,
): Promise<{ referrerId: string | null } | null> {
  const [row] = await db
    .select({ referrerId: profiles.referrerId })
    .from(profiles)
    .where(and(eq(profiles.id, userId), activeReseller(profiles)));
  return row ?? null;
}
