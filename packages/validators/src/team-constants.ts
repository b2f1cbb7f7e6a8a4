import { MIN_PASSWORD_LENGTH } from './constants';

/**
 * The team screens' constants, without zod: the web app's route for /dashboard/users parses `?tab=` with
 * USER_TABS in its entry chunk, which must not load the schema library. team.ts re-exports them with the
 * schemas.
 */

// The 'Adicionar revendedor' / 'Editar revendedor' forms. Messages are i18n keys.
export const SELLER_NAME_MIN = 2;
export const SELLER_PASSWORD_MIN = MIN_PASSWORD_LENGTH;
export const SELLER_PHONE_MIN = 10;

/** The reseller screen's filter menu, and its tabs. */
export const SELLER_FILTERS = [
  'all',
  'admins',
  'producers',
  'resellers',
  'active',
  'pending',
  'suspended',
] as const;
export type SellerFilter = (typeof SELLER_FILTERS)[number];
export const SELLER_TABS = ['all', 'active', 'pending'] as const;
export type SellerTab = (typeof SELLER_TABS)[number];

/** Server-side page sizes for the team lists. */
export const TEAM_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_TEAM_PAGE_SIZE = 20;

/** User management's 7 tabs. */
export const USER_TABS = ['all', 'admin', 'producer', 'reseller', 'active', 'pending', 'suspended'] as const;
export type UserTab = (typeof USER_TABS)[number];
