import { ROLES } from '@afilia/validators';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { users } from './users';

/**
 * 'email_change_approval' goes to the current address when someone else (an admin) asks to change a login
 * email; only once its owner approves does the new address get its 'email_change' confirmation.
 */
export const EMAIL_TOKEN_PURPOSES = [
  'email_confirmation',
  'password_reset',
  'email_change_approval',
  'email_change',
] as const;

/** Single-use tokens sent by email; only the SHA-256 of the token is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address an 'email_change' (or 'email_change_approval') token moves the login to. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_tokens_hash_idx').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('reseller'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => profiles.id, { onDelete: 'set null' }),
    /** Set when a producer invites: the new account becomes their reseller. */
    referrerId: uuid('referrer_id').references(() => profiles.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_idx').on(t.tokenHash),
    // One pending invitation per email and inviter: inviting again replaces only the inviter's own.
    uniqueIndex('invitations_pending_email_inviter_idx')
      .on(sql`lower(${t.email})`, t.invitedBy)
      .where(sql`${t.usedAt} is null`),
  ],
);

/** Failed login attempts, counted per (email, IP) key over a sliding window; shared by every instance. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyHash: text('key_hash').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_time_idx').on(t.keyHash, t.attemptedAt)],
);
