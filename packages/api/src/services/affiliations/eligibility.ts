import { and, eq, ne, or, products, type SQL } from '@afilia/db';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Whether a product's affiliation mode admits a reseller whose referrer is `referrerId`: 'open' and
 * 'approval' products admit any reseller (approval still needs the producer's yes, kept in the
 * affiliation's status); 'referred' products only the producer's own resellers.
 */
export function modeAdmits(referrerId: string | null | AnyPgColumn): SQL {
  const ownReseller =
    referrerId === null ? undefined : eq(products.userId, referrerId as string | AnyPgColumn);
  return or(ne(products.affiliationMode, 'referred'), ownReseller) as SQL;
}

/** A reseller profile that may sell: still a reseller (not promoted since) and active. */
export function activeReseller(
  profile: Record<'isReseller' | 'isProducer' | 'isAdmin' | 'status', AnyPgColumn>,
): SQL {
  return and(
    eq(profile.isReseller, true),
    eq(profile.isProducer, false),
    eq(profile.isAdmin, false),
    eq(profile.status, 'active'),
  ) as SQL;
}
