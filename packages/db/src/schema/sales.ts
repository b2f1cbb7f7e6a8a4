import { COMMISSION_TYPES, PAYMENT_METHODS, SALE_STATUSES } from '@afilia/validators';
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
import { affiliations } from './affiliations';
import { PAYMENT_PROVIDERS } from './billing';
import { buyerSubscriptions } from './buyer-subscriptions';
import { paymentConnections } from './payments';
import { products } from './products';
import { users } from './users';

/**
 * One sale (an order): the buyer, the amount charged, the provider's ids, the attributed affiliation and a
 * snapshot of the price and commission rule at the time of sale. Product title and code are copied so a
 * sale stays readable after its product is deleted.
 */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderCode: text('order_code').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    // Restrict, like every financial reference to an account: removing a user never rewrites sales history.
    producerId: uuid('producer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productTitle: text('product_title').notNull(),
    productCode: text('product_code').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    /** CPF (11) or CNPJ (14 digits). */
    buyerDocument: text('buyer_document').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    buyerLocale: text('buyer_locale').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('BRL'),
    /** The platform's fee; zero for now, kept so the ledger need not change when one is charged. */
    platformFeeCents: integer('platform_fee_cents').notNull().default(0),
    /** Card installments the buyer chose; the issuer collects them, the payment is taken whole. */
    installments: integer('installments').notNull().default(1),
    /**
     * The installments' financing, part of the amount that never reaches the producer: the interest the buyer
     * paid, or what the producer gave up to receive an interest-free price at once (installments.ts).
     */
    installmentFeeCents: integer('installment_fee_cents').notNull().default(0),
    status: text('status', { enum: SALE_STATUSES }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Stripe PaymentIntent `pi_…`, or the test provider's `ch_test_…`. */
    providerPaymentId: text('provider_payment_id'),
    providerCustomerId: text('provider_customer_id'),
    /** The producer's own account that charged it (their Asaas or Stripe); null for the platform's provider. */
    paymentConnectionId: uuid('payment_connection_id').references(() => paymentConnections.id, {
      onDelete: 'set null',
    }),
    /** Why the charge failed (an errors.payments.* code), when it did. */
    failureCode: text('failure_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The browser's key for this attempt: a retried request finds this row instead of charging again. */
    idempotencyKey: uuid('idempotency_key'),
    affiliationId: uuid('affiliation_id').references(() => affiliations.id, { onDelete: 'set null' }),
    /** Who earned on the sale; restrict, so no account removal can take a sale's reseller away. */
    resellerId: uuid('reseller_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Snapshot of the pricing at the time of sale. */
    priceCents: integer('price_cents').notNull(),
    commissionType: text('commission_type', { enum: COMMISSION_TYPES }).notNull(),
    commissionValue: integer('commission_value').notNull(),
    commissionRecurring: boolean('commission_recurring').notNull(),
    /**
     * Where the buyer came from: the tracking parameters (utm_*, src, sck) of the page they bought on, as the
     * reseller's link or the producer's ad carried them. Null when the address had none.
     */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmContent: text('utm_content'),
    utmTerm: text('utm_term'),
    src: text('src'),
    sck: text('sck'),
    subscriptionId: uuid('subscription_id').references(() => buyerSubscriptions.id, { onDelete: 'set null' }),
    /** 0 for a first purchase, n for the n-th monthly renewal. */
    renewalNumber: integer('renewal_number').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When it was refunded or charged back. */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** Refund requested at the provider and waiting for its confirmation (Stripe's webhook). */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_order_code_idx').on(t.orderCode),
    uniqueIndex('sales_idempotency_idx').on(t.productId, t.idempotencyKey),
    uniqueIndex('sales_provider_payment_idx').on(t.provider, t.providerPaymentId),
    uniqueIndex('sales_subscription_renewal_idx').on(t.subscriptionId, t.renewalNumber),
    index('sales_producer_created_idx').on(
      t.producerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('sales_reseller_created_idx').on(
      t.resellerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('sales_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The overview's recent refunds and chargebacks (a producer's, and the platform's).
    index('sales_producer_reversed_idx')
      .on(t.producerId, t.reversedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.reversedAt} is not null`),
    index('sales_reversed_idx')
      .on(t.reversedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.reversedAt} is not null`),
    // The reports' export lists a period's sales in payment order, in keyset batches on (paid_at, id): a
    // producer's, a reseller's, or the platform's. Only paid rows (paid, later refunded or charged back);
    // created_at cannot stand in, a sale is paid after it is created (boleto: days after).
    index('sales_producer_paid_idx').on(t.producerId, t.paidAt, t.id).where(sql`${t.paidAt} is not null`),
    index('sales_reseller_paid_idx').on(t.resellerId, t.paidAt, t.id).where(sql`${t.paidAt} is not null`),
    index('sales_paid_idx').on(t.paidAt, t.id).where(sql`${t.paidAt} is not null`),
    index('sales_buyer_email_idx').on(t.buyerEmail),
    // The failed_sales_prune job: declined attempts that no provider record or subscription refers to, by age.
    // The pending-sales job's candidates: attempts whose provider answer was never recorded.
    index('sales_unrecorded_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' and ${t.providerPaymentId} is null`),
    index('sales_failed_attempts_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'failed' and ${t.providerPaymentId} is null and ${t.subscriptionId} is null`),
    index('sales_product_idx').on(t.productId),
    check('sales_amount_positive', sql`${t.amountCents} > 0`),
    check('sales_fee_non_negative', sql`${t.platformFeeCents} >= 0`),
    check('sales_installments', sql`${t.installments} between 1 and 12`),
    check(
      'sales_installment_fee',
      sql`${t.installmentFeeCents} >= 0 and ${t.installmentFeeCents} < ${t.amountCents}`,
    ),
  ],
);

/** The columns of a sale's traffic source, for the selections that read them (the API's sale, the details). */
export const saleTrafficSourceColumns = {
  utmSource: sales.utmSource,
  utmMedium: sales.utmMedium,
  utmCampaign: sales.utmCampaign,
  utmContent: sales.utmContent,
  utmTerm: sales.utmTerm,
  src: sales.src,
  sck: sales.sck,
};
