// The running day totals kept beside the sales, in the same transaction as every sale change: the overview's
// per-producer days and the reports' ledger with its per-reseller and per-product sums. Their producer_id is
// restrict, like every financial reference to an account: accounts are removed softly, never deleted.
import { PAYMENT_METHODS } from '@afilia/validators';
import { bigint, date, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The running figures of a day row: paid sales, reversals (refunds and chargebacks) and commissions. */
const ledgerFigures = () => ({
  paidCount: integer('paid_count').notNull().default(0),
  paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
  reversedCount: integer('reversed_count').notNull().default(0),
  reversedCents: bigint('reversed_cents', { mode: 'number' }).notNull().default(0),
  commissionCents: bigint('commission_cents', { mode: 'number' }).notNull().default(0),
});

/**
 * Per producer and day (America/Sao_Paulo), the running totals the overview reads, kept in the same
 * transaction as every sale change, so a month's figures are a sum of at most 31 rows however many sales
 * there are (docs/decisions/014).
 */
export const salesDailyTotals = pgTable(
  'sales_daily_totals',
  {
    producerId: uuid('producer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    day: date('day', { mode: 'string' }).notNull(),
    ...ledgerFigures(),
    /** The day's paid sales by payment method (the reports' split). */
    cardCount: integer('card_count').notNull().default(0),
    cardCents: bigint('card_cents', { mode: 'number' }).notNull().default(0),
    pixCount: integer('pix_count').notNull().default(0),
    pixCents: bigint('pix_cents', { mode: 'number' }).notNull().default(0),
    boletoCount: integer('boleto_count').notNull().default(0),
    boletoCents: bigint('boleto_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.producerId, t.day] })],
);

/**
 * The reports' ledger: per producer, São Paulo day, product, reseller and payment method, the same running
 * figures as `sales_daily_totals`, kept in the same transaction by the same calls. A year's report for a
 * producer reads a few thousand rows however many sales there were (docs/decisions/022). Product and
 * reseller are plain ids (no foreign key): the figures outlive a deleted product or account, and a
 * `set null` could merge two rows into one key.
 */
export const salesReportDaily = pgTable(
  'sales_report_daily',
  {
    producerId: uuid('producer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id'),
    /** Null for a sale without a reseller (the producer's own link or checkout). */
    resellerId: uuid('reseller_id'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    ...ledgerFigures(),
  },
  (t) => [
    unique('sales_report_daily_key')
      .on(t.producerId, t.day, t.productId, t.resellerId, t.method)
      .nullsNotDistinct(),
    index('sales_report_daily_reseller_idx').on(t.resellerId, t.day),
    index('sales_report_daily_day_idx').on(t.day),
  ],
);

/**
 * The report ledger summed over products and methods: per producer, day and reseller. Vendedores reads it: a
 * year is at most 366 rows per reseller, where the full ledger holds one per product and method as well
 * (docs/decisions/022). Kept by the same calls, in the same transaction.
 */
export const salesReportResellerDaily = pgTable(
  'sales_report_reseller_daily',
  {
    producerId: uuid('producer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    day: date('day', { mode: 'string' }).notNull(),
    resellerId: uuid('reseller_id').notNull(),
    ...ledgerFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.producerId, t.day, t.resellerId] }),
    index('sales_report_reseller_daily_day_idx').on(t.day),
  ],
);

/** The report ledger summed over resellers and methods: per producer, day and product (Produtos). */
export const salesReportProductDaily = pgTable(
  'sales_report_product_daily',
  {
    producerId: uuid('producer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id').notNull(),
    ...ledgerFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.producerId, t.day, t.productId] }),
    index('sales_report_product_daily_day_idx').on(t.day),
  ],
);

/**
 * The report ledger summed by traffic source: per producer, day and the sales' `utm_source` ('' for sales
 * without one, the direct visits). Vendas's 'Por origem' reads it; kept by the same calls, in the same
 * transaction.
 */
export const salesReportSourceDaily = pgTable(
  'sales_report_source_daily',
  {
    producerId: uuid('producer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    day: date('day', { mode: 'string' }).notNull(),
    utmSource: text('utm_source').notNull(),
    ...ledgerFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.producerId, t.day, t.utmSource] }),
    index('sales_report_source_daily_day_idx').on(t.day),
  ],
);
