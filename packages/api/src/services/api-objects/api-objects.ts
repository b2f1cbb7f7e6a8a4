import {
  type affiliations,
  BUYER_SUBSCRIPTION_STATUSES,
  type buyerSubscriptions,
  type commissions,
  type payouts,
  type productPricing,
  type products,
  sales,
  saleTrafficSourceColumns,
} from '@afilia/db';
import {
  AFFILIATION_MODES,
  AFFILIATION_STATUSES,
  COMMISSION_KINDS,
  COMMISSION_SETTLEMENTS,
  COMMISSION_STATUSES,
  COMMISSION_TYPES,
  INSTALLMENT_INTEREST_PAYERS,
  PAYMENT_METHODS,
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  PRODUCT_CATEGORY_IDS,
  SALE_STATUSES,
} from '@afilia/validators';
import { z } from 'zod';

/**
 * How the producer API and the webhooks show each object: snake_case fields, money in integer cents with its
 * currency, times in ISO 8601 UTC, and `object` naming the kind. One schema and one mapper per object, read
 * by both, so a webhook's `data` is exactly what the API answers for the same object at that moment. The
 * schemas are also the OpenAPI document's components, and the API's tests check every answer against them.
 */

const timestamp = z.iso.datetime().describe('ISO 8601, UTC');
const nullableTimestamp = timestamp.nullable();
const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export const apiProductSchema = z.object({
  object: z.literal('product'),
  id: z.uuid(),
  code: z.string().describe('The code in its public page, /p/{code}'),
  title: z.string(),
  description: z.string(),
  instructions: z.string(),
  category: z.enum(PRODUCT_CATEGORY_IDS).nullable(),
  image_links: z.array(z.string()),
  download_links: z.array(z.object({ title: z.string(), url: z.string() })),
  youtube_videos: z.array(z.object({ title: z.string(), url: z.string() })),
  affiliation_mode: z.enum(AFFILIATION_MODES),
  attribution_window_days: z.number().int(),
  pricing: z
    .object({
      price_cents: z.number().int(),
      currency: z.literal('BRL'),
      commission_type: z.enum(COMMISSION_TYPES),
      commission_value: z
        .number()
        .int()
        .describe('Basis points for a percentage (1000 = 10%), cents for a fixed commission'),
      commission_recurring: z.boolean(),
      max_installments: z.number().int(),
      installment_interest: z.enum(INSTALLMENT_INTEREST_PAYERS),
    })
    .nullable()
    .describe('Null until the product has a price; without one it cannot be sold'),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ApiProduct = z.infer<typeof apiProductSchema>;

export function apiProduct(
  row: typeof products.$inferSelect,
  pricing: typeof productPricing.$inferSelect | null,
): ApiProduct {
  return {
    object: 'product',
    id: row.id,
    code: row.productCode,
    title: row.title,
    description: row.description,
    instructions: row.instructions,
    category: row.category as ApiProduct['category'],
    image_links: row.imageLinks,
    download_links: row.downloadLinks,
    youtube_videos: row.youtubeVideos,
    affiliation_mode: row.affiliationMode,
    attribution_window_days: row.attributionWindowDays,
    pricing: pricing
      ? {
          price_cents: pricing.priceCents,
          currency: 'BRL',
          commission_type: pricing.commissionType,
          commission_value: pricing.commissionValue,
          commission_recurring: pricing.commissionRecurring,
          max_installments: pricing.maxInstallments,
          installment_interest: pricing.installmentInterest,
        }
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const apiSaleSchema = z.object({
  object: z.literal('sale'),
  id: z.uuid(),
  order_code: z.string(),
  status: z.enum(SALE_STATUSES),
  product: z.object({ id: z.uuid().nullable(), code: z.string(), title: z.string() }),
  amount_cents: z.number().int().describe('What the buyer paid, installment interest included'),
  currency: z.string(),
  installments: z.number().int(),
  installment_fee_cents: z.number().int().describe('The financing of installments the producer bears'),
  payment_method: z.enum(PAYMENT_METHODS),
  buyer: z.object({ name: z.string(), email: z.string(), document: z.string(), phone: z.string() }),
  reseller_id: z.uuid().nullable(),
  affiliation_id: z.uuid().nullable(),
  subscription_id: z.uuid().nullable(),
  renewal_number: z.number().int(),
  failure_code: z.string().nullable(),
  source: z
    .object({
      utm_source: z.string().nullable(),
      utm_medium: z.string().nullable(),
      utm_campaign: z.string().nullable(),
      utm_content: z.string().nullable(),
      utm_term: z.string().nullable(),
      src: z.string().nullable(),
      sck: z.string().nullable(),
    })
    .describe("The tracking parameters of the page the buyer bought on (the reseller's link or an ad)"),
  created_at: timestamp,
  paid_at: nullableTimestamp,
  refund_requested_at: nullableTimestamp,
  reversed_at: nullableTimestamp,
});
export type ApiSale = z.infer<typeof apiSaleSchema>;

/** The sale columns the API's sale object reads: a list selects these, not every column of the row. */
export const apiSaleColumns = {
  id: sales.id,
  orderCode: sales.orderCode,
  status: sales.status,
  productId: sales.productId,
  productCode: sales.productCode,
  productTitle: sales.productTitle,
  amountCents: sales.amountCents,
  currency: sales.currency,
  installments: sales.installments,
  installmentFeeCents: sales.installmentFeeCents,
  method: sales.method,
  buyerName: sales.buyerName,
  buyerEmail: sales.buyerEmail,
  buyerDocument: sales.buyerDocument,
  buyerPhone: sales.buyerPhone,
  resellerId: sales.resellerId,
  affiliationId: sales.affiliationId,
  subscriptionId: sales.subscriptionId,
  renewalNumber: sales.renewalNumber,
  failureCode: sales.failureCode,
  ...saleTrafficSourceColumns,
  createdAt: sales.createdAt,
  paidAt: sales.paidAt,
  refundRequestedAt: sales.refundRequestedAt,
  reversedAt: sales.reversedAt,
};
export type ApiSaleRow = Pick<typeof sales.$inferSelect, keyof typeof apiSaleColumns>;

/** A sale as its producer sees it: the buyer's data included (only the producer who owns the sale gets it). */
export function apiSale(row: ApiSaleRow): ApiSale {
  return {
    object: 'sale',
    id: row.id,
    order_code: row.orderCode,
    status: row.status,
    product: { id: row.productId, code: row.productCode, title: row.productTitle },
    amount_cents: row.amountCents,
    currency: row.currency,
    installments: row.installments,
    installment_fee_cents: row.installmentFeeCents,
    payment_method: row.method,
    buyer: { name: row.buyerName, email: row.buyerEmail, document: row.buyerDocument, phone: row.buyerPhone },
    reseller_id: row.resellerId,
    affiliation_id: row.affiliationId,
    subscription_id: row.subscriptionId,
    renewal_number: row.renewalNumber,
    failure_code: row.failureCode,
    source: {
      utm_source: row.utmSource,
      utm_medium: row.utmMedium,
      utm_campaign: row.utmCampaign,
      utm_content: row.utmContent,
      utm_term: row.utmTerm,
      src: row.src,
      sck: row.sck,
    },
    created_at: row.createdAt.toISOString(),
    paid_at: iso(row.paidAt),
    refund_requested_at: iso(row.refundRequestedAt),
    reversed_at: iso(row.reversedAt),
  };
}

export const apiCommissionSchema = z.object({
  object: z.literal('commission'),
  id: z.uuid(),
  sale_id: z.uuid(),
  reseller_id: z.uuid(),
  kind: z.enum(COMMISSION_KINDS).describe("'adjustment' takes back a paid commission of a reversed sale"),
  status: z.enum(COMMISSION_STATUSES),
  amount_cents: z.number().int(),
  currency: z.literal('BRL'),
  available_at: timestamp,
  paid_at: nullableTimestamp,
  settled_by: z.enum(COMMISSION_SETTLEMENTS).nullable(),
  payout_id: z.uuid().nullable(),
  canceled_at: nullableTimestamp,
  created_at: timestamp,
});
export type ApiCommission = z.infer<typeof apiCommissionSchema>;

export function apiCommission(row: typeof commissions.$inferSelect): ApiCommission {
  return {
    object: 'commission',
    id: row.id,
    sale_id: row.saleId,
    reseller_id: row.resellerId,
    kind: row.kind,
    status: row.status,
    amount_cents: row.amountCents,
    currency: 'BRL',
    available_at: row.availableAt.toISOString(),
    paid_at: iso(row.paidAt),
    settled_by: row.settledBy,
    payout_id: row.payoutId,
    canceled_at: iso(row.cancelledAt),
    created_at: row.createdAt.toISOString(),
  };
}

export const apiAffiliationSchema = z.object({
  object: z.literal('affiliation'),
  id: z.uuid(),
  product_id: z.uuid(),
  reseller_id: z.uuid(),
  status: z.enum(AFFILIATION_STATUSES),
  link_code: z.string().describe('The reseller link is /r/{link_code}'),
  clicks: z.number().int(),
  decided_at: nullableTimestamp,
  created_at: timestamp,
});
export type ApiAffiliation = z.infer<typeof apiAffiliationSchema>;

export function apiAffiliation(row: typeof affiliations.$inferSelect): ApiAffiliation {
  return {
    object: 'affiliation',
    id: row.id,
    product_id: row.productId,
    reseller_id: row.resellerId,
    status: row.status,
    link_code: row.linkCode,
    clicks: row.clicks,
    decided_at: iso(row.decidedAt),
    created_at: row.createdAt.toISOString(),
  };
}

export const apiPayoutSchema = z.object({
  object: z.literal('payout'),
  id: z.uuid(),
  reseller_id: z.uuid(),
  status: z.enum(PAYOUT_STATUSES),
  method: z.enum(PAYOUT_METHODS),
  amount_cents: z.number().int(),
  currency: z.literal('BRL'),
  failure_reason: z.string().nullable(),
  created_at: timestamp,
  paid_at: nullableTimestamp,
  failed_at: nullableTimestamp,
});
export type ApiPayout = z.infer<typeof apiPayoutSchema>;

export function apiPayout(row: typeof payouts.$inferSelect): ApiPayout {
  return {
    object: 'payout',
    id: row.id,
    reseller_id: row.resellerId,
    status: row.status,
    method: row.method,
    amount_cents: row.amountCents,
    currency: 'BRL',
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    paid_at: iso(row.paidAt),
    failed_at: iso(row.failedAt),
  };
}

export const apiSubscriptionSchema = z.object({
  object: z.literal('subscription'),
  id: z.uuid(),
  product_id: z.uuid().nullable(),
  status: z.enum(BUYER_SUBSCRIPTION_STATUSES),
  buyer_email: z.string(),
  renewals: z.number().int(),
  current_period_start: timestamp,
  current_period_end: timestamp,
  canceled_at: nullableTimestamp,
  created_at: timestamp,
});
export type ApiSubscription = z.infer<typeof apiSubscriptionSchema>;

export function apiSubscription(row: typeof buyerSubscriptions.$inferSelect): ApiSubscription {
  return {
    object: 'subscription',
    id: row.id,
    product_id: row.productId,
    status: row.status,
    buyer_email: row.buyerEmail,
    renewals: row.renewals,
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    canceled_at: iso(row.canceledAt),
    created_at: row.createdAt.toISOString(),
  };
}
