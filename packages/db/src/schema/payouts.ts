import { PAYOUT_METHODS, PAYOUT_STATUSES, PIX_KEY_TYPES } from '@afilia/validators';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { users } from './users';

/**
 * Receiving details (a reseller's Asaas wallet for splits and Pix key for payouts) and a producer's weekly
 * payout schedule, one row per user.
 */
export const payoutSettings = pgTable('payout_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  asaasWalletId: text('asaas_wallet_id'),
  pixKeyType: text('pix_key_type', { enum: PIX_KEY_TYPES }),
  pixKey: text('pix_key'),
  weeklyPayoutsEnabled: boolean('weekly_payouts_enabled').notNull().default(false),
  lastWeeklyRunAt: timestamp('last_weekly_run_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One payment from a producer to a reseller covering some of their available commissions. At most one payout
 * per producer and reseller is `processing` at a time, so two concurrent runs cannot pay the same commissions.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Restrict on both sides: payout history (and a payout in flight) outlives any change to either account.
    producerId: uuid('producer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    resellerId: uuid('reseller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: PAYOUT_METHODS }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    pixKeyType: text('pix_key_type', { enum: PIX_KEY_TYPES }),
    pixKey: text('pix_key'),
    providerTransferId: text('provider_transfer_id'),
    failureReason: text('failure_reason'),
    proofFileId: uuid('proof_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** 'manual' (the producer's button) or 'weekly' (the schedule). */
    trigger: text('trigger').notNull().default('manual'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_one_processing_idx')
      .on(t.producerId, t.resellerId)
      .where(sql`${t.status} = 'processing'`),
    uniqueIndex('payouts_transfer_idx').on(t.providerTransferId),
    index('payouts_producer_created_idx').on(t.producerId, t.createdAt.desc(), t.id.desc()),
    index('payouts_reseller_created_idx').on(t.resellerId, t.createdAt.desc(), t.id.desc()),
    check('payouts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
