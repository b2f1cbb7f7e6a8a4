import {
  AFFILIATION_MODES,
  COMMISSION_TYPES,
  DEFAULT_AFFILIATION_MODE,
  DEFAULT_ATTRIBUTION_WINDOW,
  INSTALLMENT_INTEREST_PAYERS,
  PRODUCT_CATEGORY_IDS,
  type ProductLink,
} from '@afilia/validators';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A producer's product. Image, download and video lists are small, always read and written with the
 * product, and never queried on their own, so they are typed JSONB columns (docs/decisions/006).
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: PRODUCT_CATEGORY_IDS }),
    email: text('email'),
    phone: text('phone'),
    instructions: text('instructions').notNull(),
    imageLinks: jsonb('image_links').$type<string[]>().notNull(),
    downloadLinks: jsonb('download_links').$type<ProductLink[]>().notNull(),
    /** The first video's URL. */
    youtubeUrl: text('youtube_url'),
    youtubeVideos: jsonb('youtube_videos').$type<ProductLink[]>().notNull(),
    /** Who may affiliate: the producer's own resellers, any reseller, or any reseller the producer approves. */
    affiliationMode: text('affiliation_mode', { enum: AFFILIATION_MODES })
      .notNull()
      .default(DEFAULT_AFFILIATION_MODE),
    /** How many days a click through a reseller's link keeps attributing a sale (30, 60, 90 or 180). */
    attributionWindowDays: integer('attribution_window_days').notNull().default(DEFAULT_ATTRIBUTION_WINDOW),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_code_idx').on(t.productCode),
    // NULLS FIRST matches a plain ORDER BY … DESC, so the page is read in index order without a sort.
    index('products_owner_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Every owner's products newest first: the list of an actor who reaches all products (admin).
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Trigram indexes serve the list's case-insensitive substring search (ILIKE '%term%').
    index('products_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('products_code_trgm_idx').using('gin', sql`${t.productCode} gin_trgm_ops`),
    // The open marketplace: products any reseller may affiliate to, newest first.
    index('products_affiliation_created_idx').on(
      t.affiliationMode,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('products_attribution_window', sql`${t.attributionWindowDays} in (30, 60, 90, 180)`),
  ],
);

/**
 * How many products each user owns, so the products list reads its total instead of counting thousands of
 * index entries per request. Kept exact by statement-level triggers on `products` (insert, delete, an update
 * of the owner, truncate) written in the migration that creates this table (0009), so raw SQL, cascades and
 * bulk loads are counted too.
 */
export const productCounts = pgTable('product_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
});

/** One pricing row per product: integer cents, commission in basis points (percentage) or cents (fixed). */
export const productPricing = pgTable(
  'product_pricing',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    commissionType: text('commission_type', { enum: COMMISSION_TYPES }).notNull(),
    commissionValue: integer('commission_value').notNull(),
    commissionRecurring: boolean('commission_recurring').notNull().default(false),
    /** The most card installments a buyer may choose (1 = paid at once only). */
    maxInstallments: integer('max_installments').notNull().default(1),
    /** Who bears the installments' financing: the buyer (interest added) or the producer ('sem juros'). */
    installmentInterest: text('installment_interest', { enum: INSTALLMENT_INTEREST_PAYERS })
      .notNull()
      .default('buyer'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_pricing_product_idx').on(t.productId),
    check('product_pricing_price_positive', sql`${t.priceCents} > 0`),
    check('product_pricing_commission_non_negative', sql`${t.commissionValue} >= 0`),
    check('product_pricing_installments', sql`${t.maxInstallments} between 1 and 12`),
    check(
      'product_pricing_percentage_max',
      sql`${t.commissionType} <> 'percentage' or ${t.commissionValue} <= 10000`,
    ),
  ],
);
