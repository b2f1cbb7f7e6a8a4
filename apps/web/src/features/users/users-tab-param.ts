import type { UserTab } from '@afilia/validators';

/**
 * The 7 tabs, for the route's `?tab=` parsing. Kept apart (type-only import) so the route tree does not pull
 * the validators' zod schemas into the entry chunk; the type check keeps it equal to USER_TABS.
 */
const TABS = ['all', 'admin', 'producer', 'reseller', 'active', 'pending', 'suspended'] as const;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const inSync: Same<(typeof TABS)[number], UserTab> = true;
void inSync;

/** `?tab=` in the address bar: one of the 7 tabs, else nothing (the default, 'all'). */
export function parseTabParam(value: unknown): UserTab | undefined {
  return TABS.find((tab) => tab === value);
}
