import { and, eq, profiles, type SQL } from '@afilia/db';
import type { Role } from '@afilia/validators';

/** A profile's role as a condition on its flags (spec part 1 §4: admin, else producer, else reseller). */
export const ROLE_CONDITIONS: Record<Role, SQL | undefined> = {
  admin: eq(profiles.isAdmin, true),
  producer: and(eq(profiles.isAdmin, false), eq(profiles.isProducer, true)),
  reseller: and(eq(profiles.isAdmin, false), eq(profiles.isProducer, false)),
};

export const STATUS_CONDITIONS = {
  active: eq(profiles.status, 'active'),
  pending: eq(profiles.status, 'pending'),
  suspended: eq(profiles.status, 'suspended'),
} as const;
