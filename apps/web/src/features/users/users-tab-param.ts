import { USER_TABS, type UserTab } from '@afilia/validators/constants';

/**
 * `?tab=` in the address bar: one of the 7 tabs, else nothing (the default, 'all'). The route reads it in
 * the entry chunk, hence the zod-free entry of the validators.
 */
export function parseTabParam(value: unknown): UserTab | undefined {
  return USER_TABS.find((tab) => tab === value);
}
