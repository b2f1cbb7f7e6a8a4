import { LOCALES, ROLES, THEMES, USER_STATUSES, USER_TYPES } from '@afilia/validators';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    email: text('email').notNull(),
    avatarUrl: text('avatar_url'),
    phone: text('phone'),
    isProducer: boolean('is_producer').notNull().default(false),
    isReseller: boolean('is_reseller').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    /**
     * The role the flags give (admin, else producer, else reseller), computed by PostgreSQL so the two can
     * never disagree: writers set the flags, and a write to `role` itself is refused.
     */
    role: text('role', { enum: ROLES })
      .notNull()
      .generatedAlwaysAs(
        sql`case when is_admin then 'admin' when is_producer then 'producer' else 'reseller' end`,
      ),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    referrerId: uuid('referrer_id').references((): AnyPgColumn => profiles.id, { onDelete: 'set null' }),
    /**
     * When the referring producer blocked this reseller. A producer's block is a block of the relationship:
     * the reseller's affiliations to that producer's products are revoked, the account itself stays active.
     */
    referralBlockedAt: timestamp('referral_blocked_at', { withTimezone: true }),
    trialActive: boolean('trial_active').notNull().default(false),
    trialEndDate: timestamp('trial_end_date', { withTimezone: true }),
    planName: text('plan_name'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    // Sign-up metadata.
    signupUserType: text('signup_user_type', { enum: USER_TYPES }),
    signupFreeTrial: boolean('signup_free_trial').notNull().default(false),
    signupFreeTrialDays: integer('signup_free_trial_days'),
    freeTrialStartDate: timestamp('free_trial_start_date', { withTimezone: true }),
    signupSelectedPlan: text('signup_selected_plan'),
    // Preferences, also cached in the browser's local storage.
    language: text('language', { enum: LOCALES }),
    theme: text('theme', { enum: THEMES }),
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifyNewSale: boolean('notify_new_sale').notNull().default(true),
    notifyNewCommission: boolean('notify_new_commission').notNull().default(true),
    /** A producer's refund window in days (7, 14 or 30); commissions mature when it ends. */
    refundWindowDays: integer('refund_window_days').notNull().default(7),
    /** The month (YYYY-MM) whose sales-limit warning email was sent, so it goes once a month. */
    salesLimitWarnedMonth: text('sales_limit_warned_month'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_referrer_id_idx').on(t.referrerId),
    // NULLS FIRST matches a plain ORDER BY … DESC, so the team lists read their page in index order.
    index('profiles_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The user list's tab counts: one grouped index-only scan.
    index('profiles_role_status_idx').on(t.isAdmin, t.isProducer, t.status),
    // Trigram indexes serve the team lists' case-insensitive substring search (ILIKE '%term%'), ADR 008.
    index('profiles_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('profiles_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    check('profiles_refund_window', sql`${t.refundWindowDays} in (7, 14, 30)`),
  ],
);

export const userContactInfo = pgTable('user_contact_info', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contactEmail: text('contact_email'),
  phoneNumber: text('phone_number'),
  whatsappNumber: text('whatsapp_number'),
  whatsappCustomLink: text('whatsapp_custom_link'),
  address: text('address'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
