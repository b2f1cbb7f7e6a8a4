import { AFFILIATION_STATUSES } from '@afilia/validators';
import {
  bigint,
  boolean,
  char,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './products';
import { users } from './users';

/**
 * A reseller's affiliation to a product: one row per (reseller, product), with the code of the reseller's
 * link `/r/{linkCode}`. Sales reference the affiliation that a click attributed them to, so a row
 * is never deleted while its product exists: revoking only changes the status.
 *
 * The click counters are kept by the click recorder in the same transaction as the click rows, so the
 * reseller's cards and the producer's lists read them without counting the clicks table.
 */
export const affiliations = pgTable(
  'affiliations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resellerId: uuid('reseller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: text('status', { enum: AFFILIATION_STATUSES }).notNull(),
    linkCode: text('link_code').notNull(),
    clicks: integer('clicks').notNull().default(0),
    uniqueClicks: integer('unique_clicks').notNull().default(0),
    lastClickAt: timestamp('last_click_at', { withTimezone: true }),
    /** When the producer last approved, refused or revoked it. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('affiliations_link_code_idx').on(t.linkCode),
    uniqueIndex('affiliations_reseller_product_idx').on(t.resellerId, t.productId),
    index('affiliations_product_status_idx').on(t.productId, t.status, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * One click through a reseller's link. The visitor's IP and user agent are stored only as keyed SHA-256
 * hashes (never the raw values), and the referrer only as its host.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    affiliationId: uuid('affiliation_id')
      .notNull()
      .references(() => affiliations.id, { onDelete: 'cascade' }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
    referrerHost: text('referrer_host'),
    ipHash: char('ip_hash', { length: 64 }).notNull(),
    userAgentHash: char('user_agent_hash', { length: 64 }).notNull(),
    /** The first click of this visitor (IP hash) on this link in the day (São Paulo calendar). */
    isUnique: boolean('is_unique').notNull(),
  },
  (t) => [
    // The reseller's and producer's figures for a period: clicks of these affiliations since a date.
    index('affiliate_clicks_affiliation_time_idx').on(t.affiliationId, t.clickedAt),
    // The click writer's rules per visitor: whether this IP already clicked the link today, and how many of
    // its clicks were counted this hour.
    index('affiliate_clicks_visitor_idx').on(t.affiliationId, t.ipHash, t.clickedAt),
  ],
);
