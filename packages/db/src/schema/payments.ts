import {
  ASAAS_ENVIRONMENTS,
  PAYMENT_PLATFORMS,
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  PIX_KEY_TYPES,
} from '@afilia/validators';
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
import { sales } from './sales';
import { users } from './users';

/**
 * A producer's own account on a payment platform. Secrets (API key, webhook secret, our webhook token) are one
 * AES-256-GCM sealed JSON value (`secrets_sealed`, bound to the row's user and platform); only their last four
 * characters are kept in clear for display.
 */
export const paymentConnections = pgTable(
  'payment_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: PAYMENT_PLATFORMS }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    environment: text('environment', { enum: ASAAS_ENVIRONMENTS }).notNull().default('sandbox'),
    secretsSealed: text('secrets_sealed'),
    apiKeyLast4: text('api_key_last4'),
    /** Stripe's publishable key (`pk_…`, public by design): the checkout's card field for this account. */
    publishableKey: text('publishable_key'),
    hasWebhookSecret: boolean('has_webhook_secret').notNull().default(false),
    /** The producer's own Asaas wallet (their account's walletId). */
    walletId: text('wallet_id'),
    /**
     * Asaas: an address the producer once chose for the webhook (the form no longer offers one). Its token went
     * to them, so it is refused until saving registers a new one at this app's /webhooks/asaas/{id} and clears
     * this; null = the token went only to this app.
     */
    webhookUrl: text('webhook_url'),
    /** The webhook registered at the provider (Asaas `POST /webhooks`), when registration succeeded. */
    providerWebhookId: text('provider_webhook_id'),
    accountName: text('account_name'),
    accountEmail: text('account_email'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    referralEnabled: boolean('referral_enabled').notNull().default(false),
    referralUrl: text('referral_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_connections_user_platform_idx').on(t.userId, t.platform)],
);

export const PAYMENT_CONNECTION_ACTIONS = [
  'enabled',
  'disabled',
  'configured',
  'tested',
  'test_failed',
  'referral_changed',
] as const;

/** Who changed a payment connection, when and how (never the secret itself). */
export const paymentConnectionEvents = pgTable(
  'payment_connection_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => paymentConnections.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    platform: text('platform', { enum: PAYMENT_PLATFORMS }).notNull(),
    action: text('action', { enum: PAYMENT_CONNECTION_ACTIONS }).notNull(),
    /** What changed, by field name (e.g. ['apiKey', 'walletId']), never values. */
    changedFields: text('changed_fields').array().notNull().default(sql`'{}'::text[]`),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_connection_events_connection_idx').on(t.connectionId, t.createdAt)],
);

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

/** What the buyer needs to pay a Pix or boleto sale, kept off the sales row. */
export const chargeInstructions = pgTable('charge_instructions', {
  saleId: uuid('sale_id')
    .primaryKey()
    .references(() => sales.id, { onDelete: 'cascade' }),
  pixPayload: text('pix_payload'),
  /** Base64 PNG of the QR code, as Asaas sends it. */
  pixQrImage: text('pix_qr_image'),
  boletoUrl: text('boleto_url'),
  boletoLine: text('boleto_line'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** The split sent with the charge, in cents (0 when none). */
  splitCents: integer('split_cents').notNull().default(0),
  splitWalletId: text('split_wallet_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
