import { and, type DbOrTx, eq, ne, products, profiles, type SQL } from '@afilia/db';
import { activeReseller } from './eligibility';

export interface CurrentReseller {
  referrerId: string | null;
  /** The referring producer, while they block this reseller: none of their products is open to them. */
  blockedBy: string | null;
}

/**
 * The reseller's current standing, read from the profile now (not from the session): null when the user is
 * no longer an active reseller (suspended, deactivated, or promoted since); otherwise their current referrer.
 */
export async function currentReseller(db: DbOrTx, userId: string): Promise<CurrentReseller | null> {
  const [row] = await db
    .select({ referrerId: profiles.referrerId, referralBlockedAt: profiles.referralBlockedAt })
    .from(profiles)
    .where(and(eq(profiles.id, userId), activeReseller(profiles)));
  if (!row) return null;
  return {
    referrerId: row.referrerId,
    blockedBy: row.referralBlockedAt && row.referrerId ? row.referrerId : null,
  };
}

/** Leaves out the products of the producer who blocks the reseller (none when nobody does). */
export function notBlockedBy(reseller: CurrentReseller): SQL | undefined {
  return reseller.blockedBy ? ne(products.userId, reseller.blockedBy) : undefined;
}
