import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_FAILURES } from '@afilia/validators';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A producer's webhook endpoint. The signing secret (`whsec_…`) is stored sealed (the SecretBox), never in
 * the clear; after a rotation the previous one keeps signing beside the new one until it expires.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    producerId: uuid('producer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The event types it receives (`WEBHOOK_EVENT_TYPES`). */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** The first failed attempt since the last success: five days of failures disable the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** Set when the platform disabled it after failing for days (a producer's own switch leaves it null). */
    disabledForFailuresAt: timestamp('disabled_for_failures_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_producer_idx').on(t.producerId, t.createdAt)],
);

/**
 * One event, written in the same transaction as the change it reports, with the payload frozen as it was
 * then: a rolled-back change leaves no event, and a retry sends the very same body under the same id.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    producerId: uuid('producer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The body sent, `{ id, type, timestamp, data }`, as JSON text so that its bytes never change. */
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_producer_idx').on(t.producerId, t.createdAt)],
);

/**
 * An event to one endpoint. `next_attempt_at` is when a pending delivery is due and, while one is being
 * delivered, when its claim lapses: a claim left by a killed instance is taken again after that.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The last attempt's answer: status code, time taken, the start of the body, or why there was none. */
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    durationMs: integer('duration_ms'),
    failure: text('failure', { enum: WEBHOOK_FAILURES }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'delivering')`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_event_idx').on(t.eventId),
    check('webhook_deliveries_attempts', sql`${t.attempts} >= 0`),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
