import { PLAN_IDS } from '@afilia/validators';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'incomplete',
  'expired',
] as const;
export const PAYMENT_PROVIDERS = ['test', 'stripe', 'asaas'] as const;

/**
 * A producer's plan subscription. The profile's plan_name / trial_active / trial_end_date mirror the current
 * row and are written in the same transaction.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Restrict: the plan's billing history (its invoices and test charges hang on this row) is kept.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    planId: text('plan_id', { enum: PLAN_IDS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** Monthly price charged, in cents, when the subscription was created or last changed. */
    priceCents: integer('price_cents').notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Test provider only: the stored test card's outcome on renewal ('ok' | 'declined' | 'insufficient_funds'). */
    testCardOutcome: text('test_card_outcome'),
    /** Creation time of the newest provider event applied, so an older event never moves the row backwards. */
    providerEventAt: timestamp('provider_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('subscriptions_provider_sub_idx').on(t.providerSubscriptionId),
    index('subscriptions_renewal_idx').on(t.status, t.currentPeriodEnd),
  ],
);

/** The payment provider's customer for a user (created once, reused). */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  providerCustomerId: text('provider_customer_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every free trial granted; a user gets one, ever. */
export const trialGrants = pgTable('trial_grants', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id', { enum: PLAN_IDS }).notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Charges made by the built-in test provider (Stripe keeps its own invoices). */
export const testModeCharges = pgTable(
  'test_mode_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    outcome: text('outcome').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_mode_charges_sub_idx').on(t.subscriptionId)],
);

/**
 * Plan invoices the provider charged (Stripe's `invoice.paid` / `invoice.payment_failed` with an amount), so
 * the payment history shows what a user paid the platform; test mode writes `test_mode_charges` instead.
 */
export const planInvoices = pgTable(
  'plan_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['paid', 'failed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_invoices_provider_idx').on(t.providerInvoiceId),
    index('plan_invoices_sub_idx').on(t.subscriptionId),
  ],
);

/** The trial emails: 3 days and 1 day before the trial ends, and when it has ended. */
export const TRIAL_NOTICE_STAGES = ['3_days', '1_day', 'ended'] as const;

/**
 * The trial emails sent, one row per subscription and stage, written in the transaction that enqueues the
 * email: the primary key lets each stage go once per subscription, across instances and restarts.
 */
export const trialNotices = pgTable(
  'trial_notices',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: TRIAL_NOTICE_STAGES }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.stage] })],
);

/** Webhook events already applied; the unique id makes each delivery take effect once. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
