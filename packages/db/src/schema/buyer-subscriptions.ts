import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { affiliations } from './affiliations';
import { PAYMENT_PROVIDERS } from './billing';
import { products } from './products';
import { users } from './users';

export const BUYER_SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;

/**
 * A buyer's monthly subscription to a recurring product (category 'Assinatura'). Each renewal is a new sale
 * pointing at it; the reseller of the first sale earns on renewals only when the pricing was 'recorrente'.
 */
export const buyerSubscriptions = pgTable(
  'buyer_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    // Restrict: a buyer's subscription is part of the producer's sales history; accounts are never deleted.
    producerId: uuid('producer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    buyerEmail: text('buyer_email').notNull(),
    status: text('status', { enum: BUYER_SUBSCRIPTION_STATUSES }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    /** The card charged off-session on renewals (Stripe `pm_…`). */
    providerPaymentMethodId: text('provider_payment_method_id'),
    /** Test provider only: the stored test card's outcome on renewal. */
    testCardOutcome: text('test_card_outcome'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** Renewals made so far; the next renewal sale gets this number plus one. */
    renewals: integer('renewals').notNull().default(0),
    /** The affiliation of the first sale; renewals earn it a commission only when the pricing is recurring. */
    affiliationId: uuid('affiliation_id').references(() => affiliations.id, { onDelete: 'set null' }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('buyer_subscriptions_renewal_idx').on(t.status, t.currentPeriodEnd)],
);
