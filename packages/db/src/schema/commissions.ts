import { COMMISSION_KINDS, COMMISSION_SETTLEMENTS, COMMISSION_STATUSES } from '@afilia/validators';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payouts } from './payouts';
import { sales } from './sales';
import { users } from './users';

/**
 * The reseller's side of a sale: one commission per attributed sale, and at most one negative adjustment
 * when a sale whose commission was already paid is reversed.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    // Restrict on both sides: a commission is owed (or was paid) whatever happens to either account.
    resellerId: uuid('reseller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    producerId: uuid('producer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: COMMISSION_KINDS }).notNull().default('commission'),
    /** Positive for a commission, negative for an adjustment. */
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: COMMISSION_STATUSES }).notNull(),
    /** When the producer's refund window ends and the commission matures. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** How it was paid: split by the provider at settlement, or in a payout. */
    settledBy: text('settled_by', { enum: COMMISSION_SETTLEMENTS }),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commissions_sale_kind_idx').on(t.saleId, t.kind),
    index('commissions_reseller_created_idx').on(
      t.resellerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('commissions_maturity_idx').on(t.status, t.availableAt),
    index('commissions_payout_idx').on(t.payoutId),
    index('commissions_producer_status_idx').on(t.producerId, t.status, t.resellerId),
    check(
      'commissions_sign',
      sql`(${t.kind} = 'commission' and ${t.amountCents} >= 0) or (${t.kind} = 'adjustment' and ${t.amountCents} <= 0)`,
    ),
  ],
);
