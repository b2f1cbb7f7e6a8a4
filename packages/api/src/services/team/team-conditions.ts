import { and, eq, isNotNull, isNull, ne, or, profiles, type SQL } from '@afilia/db';
import type { Role } from '@afilia/validators';

/** A profile's role as a condition on its flags (admin, else producer, else reseller). */
export const ROLE_CONDITIONS: Record<Role, SQL | undefined> = {
  admin: eq(profiles.isAdmin, true),
  producer: and(eq(profiles.isAdmin, false), eq(profiles.isProducer, true)),
  reseller: and(eq(profiles.isAdmin, false), eq(profiles.isProducer, false)),
};

export type StatusCondition = 'active' | 'pending' | 'suspended';

/** The account's own status (what an admin sees). */
export const STATUS_CONDITIONS: Record<StatusCondition, SQL> = {
  active: eq(profiles.status, 'active'),
  pending: eq(profiles.status, 'pending'),
  suspended: eq(profiles.status, 'suspended'),
};

/**
 * The status as the referring producer sees it: their block of the relationship counts as 'suspended',
 * whatever the account's own status (see toTeamMemberDtoFor).
 */
export const REFERRAL_STATUS_CONDITIONS: Record<StatusCondition, SQL> = {
  active: and(eq(profiles.status, 'active'), isNull(profiles.referralBlockedAt)) as SQL,
  pending: and(eq(profiles.status, 'pending'), isNull(profiles.referralBlockedAt)) as SQL,
  suspended: or(eq(profiles.status, 'suspended'), isNotNull(profiles.referralBlockedAt)) as SQL,
};

/** Every team list leaves out removed accounts: their rows stay only for the financial history. */
export const NOT_REMOVED: SQL = ne(profiles.status, 'deleted');
