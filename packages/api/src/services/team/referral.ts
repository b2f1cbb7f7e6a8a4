import { affiliations, and, type DbOrTx, eq, inArray, products, profiles, type SQL } from '@afilia/db';

/** The reseller's affiliations to one producer's products, or to every product when `producerId` is null. */
function affiliationsOf(db: DbOrTx, resellerId: string, producerId: string | null): SQL {
  const ofReseller = eq(affiliations.resellerId, resellerId);
  if (producerId === null) return ofReseller;
  const producerProducts = db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.userId, producerId));
  return and(ofReseller, inArray(affiliations.productId, producerProducts)) as SQL;
}

/**
 * Withdraws the reseller's affiliations to the producer's products (all of them when `producerId` is null):
 * an active one is revoked, so its link stops attributing, and a pending request is refused. Both are
 * stamped `decidedAt = at`. Returns the link codes whose cached lookups the caller must drop.
 */
export async function withdrawAffiliations(
  db: DbOrTx,
  resellerId: string,
  producerId: string | null,
  at: Date,
): Promise<string[]> {
  const scope = affiliationsOf(db, resellerId, producerId);
  const revoked = await db
    .update(affiliations)
    .set({ status: 'revoked', decidedAt: at, updatedAt: at })
    .where(and(scope, eq(affiliations.status, 'active')))
    .returning({ linkCode: affiliations.linkCode });
  const refused = await db
    .update(affiliations)
    .set({ status: 'refused', decidedAt: at, updatedAt: at })
    .where(and(scope, eq(affiliations.status, 'pending')))
    .returning({ linkCode: affiliations.linkCode });
  return [...revoked, ...refused].map((row) => row.linkCode);
}

/**
 * Gives back what a block withdrew: the affiliations to the producer's products that the block decided (at
 * `blockedAt`) and that nobody decided on since. Returns the link codes to drop from the cache.
 */
async function restoreAffiliations(
  db: DbOrTx,
  resellerId: string,
  producerId: string,
  blockedAt: Date,
  now: Date,
): Promise<string[]> {
  const scope = and(affiliationsOf(db, resellerId, producerId), eq(affiliations.decidedAt, blockedAt));
  const reactivated = await db
    .update(affiliations)
    .set({ status: 'active', decidedAt: now, updatedAt: now })
    .where(and(scope, eq(affiliations.status, 'revoked')))
    .returning({ linkCode: affiliations.linkCode });
  const reopened = await db
    .update(affiliations)
    .set({ status: 'pending', decidedAt: null, updatedAt: now })
    .where(and(scope, eq(affiliations.status, 'refused')))
    .returning({ linkCode: affiliations.linkCode });
  return [...reactivated, ...reopened].map((row) => row.linkCode);
}

/**
 * A producer's block of a reseller they referred is a block of the relationship, never of the account (the
 * reseller goes on earning from other producers): their affiliations to this producer's products are
 * withdrawn and no new one can be made while it lasts (see notBlockedBy). Unblocking restores exactly what the
 * block withdrew. Returns the updated profile and the link codes to drop from the cache.
 */
export async function toggleReferralBlock(
  tx: DbOrTx,
  producerId: string,
  seller: { id: string; referralBlockedAt: Date | null },
) {
  const now = new Date();
  const linkCodes = seller.referralBlockedAt
    ? await restoreAffiliations(tx, seller.id, producerId, seller.referralBlockedAt, now)
    : await withdrawAffiliations(tx, seller.id, producerId, now);
  const [updated] = await tx
    .update(profiles)
    .set({ referralBlockedAt: seller.referralBlockedAt ? null : now, updatedAt: now })
    .where(eq(profiles.id, seller.id))
    .returning();
  return { updated, linkCodes };
}

/**
 * A producer's 'remove' ends the referral (the reseller is no longer theirs and frees a seat of the plan's
 * seller limit) and withdraws the reseller's affiliations to this producer's products. The account, its
 * sessions and everything other producers owe it are untouched. Returns the link codes to drop from the cache.
 */
export async function endReferral(tx: DbOrTx, producerId: string, resellerId: string): Promise<string[]> {
  const now = new Date();
  const linkCodes = await withdrawAffiliations(tx, resellerId, producerId, now);
  await tx
    .update(profiles)
    .set({ referrerId: null, referralBlockedAt: null, updatedAt: now })
    .where(eq(profiles.id, resellerId));
  return linkCodes;
}
