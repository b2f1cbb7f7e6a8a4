import { ASAAS_ENVIRONMENTS, PAYMENT_PLATFORMS } from '@afilia/validators';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
