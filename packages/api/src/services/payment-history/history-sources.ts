import {
  and,
  commissions,
  type DbOrTx,
  eq,
  payouts,
  planInvoices,
  type SQL,
  type SQLWrapper,
  sales,
  sql,
  subscriptions,
  testModeCharges,
} from '@afilia/db';
import type { PaymentHistoryTab } from '@afilia/validators';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface HistoryFilter {
  status: 'all' | 'completed' | 'pending' | 'failed';
  from: Date | null;
  to: Date | null;
}

/** A sale's status on the history's scale (completed, pending, failed; refunds and chargebacks as they are). */
const saleStatus = sql<string>`case ${sales.status} when 'paid' then 'completed' else ${sales.status} end`;
const payoutStatus = sql<string>`case ${payouts.status} when 'paid' then 'completed' when 'processing' then 'pending' else 'failed' end`;

function conditions(status: SQL, occurredAt: SQL | PgColumn, filter: HistoryFilter): SQL[] {
  const list: SQL[] = [];
  if (filter.status !== 'all') list.push(sql`${status} = ${filter.status}`);
  // As ISO text with a cast: in a raw UNION query the driver cannot tell a Date parameter's type.
  if (filter.from) list.push(sql`${occurredAt} >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) list.push(sql`${occurredAt} < ${filter.to.toISOString()}::timestamptz`);
  return list;
}

/**
 * A sale enters the history when it was paid (paid_at), as every figure counts it, or, never paid (pending,
 * declined), at its order time; its refund or chargeback is a second entry, money sent back, on the day it
 * happened. Each is a plain column of its own partial index (producer_id, paid_at / created_at /
 * reversed_at, id), so the newest page is read in index order instead of sorting every sale of the producer.
 */
function saleIncome(db: DbOrTx, userId: string, filter: HistoryFilter) {
  const entry = (at: typeof sales.paidAt | typeof sales.createdAt) => ({
    id: sales.id,
    kind: sql<string>`'sale'`.as('kind'),
    direction: sql<string>`'received'`.as('direction'),
    occurredAt: sql<Date>`${at}`.mapWith(sales.createdAt).as('occurred_at'),
    description: sql<string>`${sales.productTitle}`.as('description'),
    method: sql<string>`${sales.method}`.as('method'),
    amountCents: sales.amountCents,
    status: saleStatus.as('status'),
    reference: sql<string | null>`${sales.orderCode}`.as('reference'),
  });
  return [
    db
      .select(entry(sales.paidAt))
      .from(sales)
      .where(
        and(
          eq(sales.producerId, userId),
          sql`${sales.paidAt} is not null`,
          ...conditions(saleStatus, sales.paidAt, filter),
        ),
      ),
    db
      .select(entry(sales.createdAt))
      .from(sales)
      .where(
        and(
          eq(sales.producerId, userId),
          sql`${sales.paidAt} is null`,
          ...conditions(saleStatus, sales.createdAt, filter),
        ),
      ),
  ];
}

/** The producer's refunds and chargebacks: the sale's amount sent back, dated when it happened. */
function saleReversals(db: DbOrTx, userId: string, filter: HistoryFilter) {
  return db
    .select({
      id: sales.id,
      kind: sql<string>`'sale'`.as('kind'),
      direction: sql<string>`'sent'`.as('direction'),
      occurredAt: sql<Date>`${sales.reversedAt}`.mapWith(sales.createdAt).as('occurred_at'),
      description: sql<string>`${sales.productTitle}`.as('description'),
      method: sql<string>`${sales.method}`.as('method'),
      amountCents: sales.amountCents,
      status: saleStatus.as('status'),
      reference: sql<string | null>`${sales.orderCode}`.as('reference'),
    })
    .from(sales)
    .where(
      and(
        eq(sales.producerId, userId),
        sql`${sales.reversedAt} is not null`,
        ...conditions(saleStatus, sales.reversedAt, filter),
      ),
    );
}

/** Payouts: sent by a producer, received by a reseller. */
function payoutRows(db: DbOrTx, userId: string, side: 'producer' | 'reseller', filter: HistoryFilter) {
  const owner = side === 'producer' ? payouts.producerId : payouts.resellerId;
  return db
    .select({
      id: payouts.id,
      kind: sql<string>`'payout'`.as('kind'),
      direction: sql<string>`${side === 'producer' ? 'sent' : 'received'}`.as('direction'),
      occurredAt: sql<Date>`${payouts.createdAt}`.mapWith(payouts.createdAt).as('occurred_at'),
      description: sql<string>`'payout'`.as('description'),
      method: sql<string>`${payouts.method}`.as('method'),
      amountCents: payouts.amountCents,
      status: payoutStatus.as('status'),
      reference: sql<string | null>`${payouts.providerTransferId}`.as('reference'),
    })
    .from(payouts)
    .where(and(eq(owner, userId), ...conditions(payoutStatus, payouts.createdAt, filter)));
}

/** A reseller's commissions paid by the provider's split, at settlement. */
function splitCommissions(db: DbOrTx, userId: string, filter: HistoryFilter) {
  const status = sql<string>`'completed'`;
  const at = sql<Date>`coalesce(${commissions.paidAt}, ${commissions.createdAt})`.mapWith(
    commissions.createdAt,
  );
  return db
    .select({
      id: commissions.id,
      kind: sql<string>`'commission'`.as('kind'),
      direction: sql<string>`'received'`.as('direction'),
      occurredAt: at.as('occurred_at'),
      description: sql<string>`${sales.productTitle}`.as('description'),
      method: sql<string>`'split'`.as('method'),
      amountCents: commissions.amountCents,
      status: status.as('status'),
      reference: sql<string | null>`${sales.orderCode}`.as('reference'),
    })
    .from(commissions)
    .innerJoin(sales, eq(sales.id, commissions.saleId))
    .where(
      and(
        eq(commissions.resellerId, userId),
        eq(commissions.settledBy, 'split'),
        eq(commissions.status, 'paid'),
        ...conditions(status, at, filter),
      ),
    );
}

/** The plan charges the user paid to the platform: test mode's charges and Stripe's invoices. */
function planCharges(db: DbOrTx, userId: string, filter: HistoryFilter): HistorySource[] {
  const testStatus = sql<string>`case ${testModeCharges.outcome} when 'ok' then 'completed' else 'failed' end`;
  const invoiceStatus = sql<string>`case ${planInvoices.status} when 'paid' then 'completed' else 'failed' end`;
  return [
    db
      .select({
        id: testModeCharges.id,
        kind: sql<string>`'plan'`.as('kind'),
        direction: sql<string>`'sent'`.as('direction'),
        occurredAt: sql<Date>`${testModeCharges.createdAt}`
          .mapWith(testModeCharges.createdAt)
          .as('occurred_at'),
        description: sql<string>`${subscriptions.planId}`.as('description'),
        method: sql<string>`'card'`.as('method'),
        amountCents: testModeCharges.amountCents,
        status: testStatus.as('status'),
        reference: sql<string | null>`null`.as('reference'),
      })
      .from(testModeCharges)
      .innerJoin(subscriptions, eq(subscriptions.id, testModeCharges.subscriptionId))
      .where(
        and(eq(subscriptions.userId, userId), ...conditions(testStatus, testModeCharges.createdAt, filter)),
      ),
    db
      .select({
        id: planInvoices.id,
        kind: sql<string>`'plan'`.as('kind'),
        direction: sql<string>`'sent'`.as('direction'),
        occurredAt: sql<Date>`${planInvoices.createdAt}`.mapWith(planInvoices.createdAt).as('occurred_at'),
        description: sql<string>`${subscriptions.planId}`.as('description'),
        method: sql<string>`'card'`.as('method'),
        amountCents: planInvoices.amountCents,
        status: invoiceStatus.as('status'),
        reference: sql<string | null>`${planInvoices.providerInvoiceId}`.as('reference'),
      })
      .from(planInvoices)
      .innerJoin(subscriptions, eq(subscriptions.id, planInvoices.subscriptionId))
      .where(
        and(eq(subscriptions.userId, userId), ...conditions(invoiceStatus, planInvoices.createdAt, filter)),
      ),
  ];
}

/** A source query; the history composes them with UNION ALL in SQL (their row shapes are the same). */
export type HistorySource = SQLWrapper;

/** The sources a user's history tab reads: a producer's (or admin's) side, or a reseller's. */
export function historySources(
  db: DbOrTx,
  userId: string,
  side: 'producer' | 'reseller',
  tab: PaymentHistoryTab,
  filter: HistoryFilter,
): HistorySource[] {
  const received =
    side === 'producer'
      ? saleIncome(db, userId, filter)
      : [splitCommissions(db, userId, filter), payoutRows(db, userId, 'reseller', filter)];
  const sent =
    side === 'producer'
      ? [
          saleReversals(db, userId, filter),
          payoutRows(db, userId, 'producer', filter),
          ...planCharges(db, userId, filter),
        ]
      : planCharges(db, userId, filter);
  if (tab === 'received') return received;
  if (tab === 'sent') return sent;
  return [...received, ...sent];
}
