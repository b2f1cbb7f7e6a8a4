import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A producer's REST API key. Only the SHA-256 of the key is stored (the key has ~190 random bits, so a fast
 * hash is enough and lets every request find its key by an index); `display` keeps the prefix and the last
 * four characters to recognise it on the screen.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    producerId: uuid('producer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    display: text('display').notNull(),
    /** The scopes it was given (`API_SCOPES`). */
    scopes: text('scopes').array().notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_keys_token_hash_idx').on(t.tokenHash),
    index('api_keys_producer_idx').on(t.producerId, t.createdAt),
  ],
);

/** The audit trail of the keys: who created or revoked which key, when, and from where. */
export const apiKeyEvents = pgTable(
  'api_key_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['created', 'revoked'] }).notNull(),
    /** The client's address as the server saw it (the same one the rate limits count). */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_key_events_key_idx').on(t.keyId, t.createdAt)],
);

/**
 * A POST's `Idempotency-Key` for 24 hours: the first request's body hash and, once answered, its status and
 * body, replayed to a retry with the same key and body. `status` null means the first request is in flight.
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_idempotency_keys_key_idx').on(t.apiKeyId, t.idempotencyKey),
    index('api_idempotency_keys_created_idx').on(t.createdAt),
    index('api_idempotency_keys_pending_idx').on(t.createdAt).where(sql`${t.status} is null`),
  ],
);
