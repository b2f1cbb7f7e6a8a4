export const MIN_NAME_LENGTH = 3;
export const MIN_PASSWORD_LENGTH = 8;
/** ASVS 6.2.9: at least 64 characters must be accepted. */
export const MAX_PASSWORD_LENGTH = 200;
export const DEFAULT_TRIAL_DAYS = 7;
export const DEFAULT_REDIRECT_AFTER_PAYMENT = '/dashboard';
export const MOBILE_BREAKPOINT_PX = 768;

export const USER_TYPES = ['producer', 'reseller'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ROLES = ['admin', 'producer', 'reseller'] as const;
export type Role = (typeof ROLES)[number];

/** 'deleted': removed by an admin; the row stays (financial history refers to it), anonymised, never listed. */
export const USER_STATUSES = ['active', 'pending', 'suspended', 'deactivated', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const LOCALES = ['pt-BR', 'en-US', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';

export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
