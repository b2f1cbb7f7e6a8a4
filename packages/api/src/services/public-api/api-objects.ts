import type { affiliations, buyerSubscriptions, commissions, payouts, sales } from '@afilia/db';

/**
 * How the producer API and the webhooks show each object: snake_case fields, money in integer cents with
 * its currency, times in ISO 8601 UTC, and `object` naming the kind. One mapper per object, read by both,
 * so a webhook's `data` is exactly what the API answers for the same object at that moment.
 */

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export interface ApiSale {
  object: 'sale';
  id: string;
  order_code: string;
  status: (typeof sales.$inferSelect)['status'];
  product: { id: string | null; code: string; title: string };
  amount_cents: number;
  currency: string;
  installments: number;
  installment_fee_cents: number;
  payment_method: (typeof sales.$inferSelect)['method'];
  buyer: { name: string; email: string; document: string; phone: string };
  reseller_id: string | null;
  affiliation_id: string | null;
  subscription_id: string | null;
  renewal_number: number;
  failure_code: string | null;
  created_at: string;
  paid_at: string | null;
  refund_requested_at: string | null;
  reversed_at: string | null;
}

/** A sale as its producer sees it: the buyer's data included (only the producer who owns the sale gets it). */
export function apiSale(row: typeof sales.$inferSelect): ApiSale {
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
    created_at: row.createdAt.toISOString(),
    paid_at: iso(row.paidAt),
    refund_requested_at: iso(row.refundRequestedAt),
    reversed_at: iso(row.reversedAt),
  };
}

export interface ApiCommission {
  object: 'commission';
  id: string;
  sale_id: string;
  reseller_id: string;
  kind: (typeof commissions.$inferSelect)['kind'];
  status: (typeof commissions.$inferSelect)['status'];
  amount_cents: number;
  currency: 'BRL';
  available_at: string;
  paid_at: string | null;
  settled_by: (typeof commissions.$inferSelect)['settledBy'];
  payout_id: string | null;
  canceled_at: string | null;
  created_at: string;
}

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

export interface ApiAffiliation {
  object: 'affiliation';
  id: string;
  product_id: string;
  reseller_id: string;
  status: (typeof affiliations.$inferSelect)['status'];
  link_code: string;
  clicks: number;
  decided_at: string | null;
  created_at: string;
}

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

export interface ApiPayout {
  object: 'payout';
  id: string;
  reseller_id: string;
  status: (typeof payouts.$inferSelect)['status'];
  method: (typeof payouts.$inferSelect)['method'];
  amount_cents: number;
  currency: 'BRL';
  failure_reason: string | null;
  created_at: string;
  paid_at: string | null;
  failed_at: string | null;
}

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

export interface ApiSubscription {
  object: 'subscription';
  id: string;
  product_id: string | null;
  status: (typeof buyerSubscriptions.$inferSelect)['status'];
  buyer_email: string;
  renewals: number;
  current_period_start: string;
  current_period_end: string;
  canceled_at: string | null;
  created_at: string;
}

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
