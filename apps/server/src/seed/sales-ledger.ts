import { randomBytes, randomUUID } from 'node:crypto';
import { saleCommissionCents } from '@afilia/api/server';
import type { buyerSubscriptions, commissions, sales } from '@afilia/db';
import { addOneMonth, generateOrderCode, testPaymentMethodId } from '@afilia/validators';
import type { Random } from './random';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Commissions were paid out to the reseller this long after they matured (the demo data has no payout rows). */
const PAID_OUT_AFTER_MATURITY_MS = 14 * DAY_MS;

export type SaleRow = typeof sales.$inferInsert & { id: string; paidAt: Date; createdAt: Date };
type CommissionRow = typeof commissions.$inferInsert;
type SubscriptionRow = typeof buyerSubscriptions.$inferInsert & {
  id: string;
  renewals: number;
  currentPeriodEnd: Date;
};

export const testId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

export interface DemoLedgerOptions {
  producerId: string;
  now: Date;
  /** The latest instant a demo row may carry (just before `now`). */
  latest: number;
  refundWindowMs: number;
  random: Random;
}

/**
 * A producer's demo sales, commissions and buyer subscriptions, built in memory in the order the ledger would
 * have seen them, for the seed to write in one go.
 */
export class DemoSalesLedger {
  readonly sales: SaleRow[] = [];
  readonly commissions: CommissionRow[] = [];
  readonly subscriptions: SubscriptionRow[] = [];

  constructor(private readonly options: DemoLedgerOptions) {}

  /** A paid sale, with a fresh id and order code. */
  sale(values: Omit<SaleRow, 'id' | 'orderCode' | 'createdAt' | 'updatedAt'>): SaleRow {
    // The checkout starts a few seconds before the card is charged.
    const createdAt = new Date(values.paidAt.getTime() - (5 + Math.floor(this.options.random() * 40)) * 1000);
    const row = {
      ...values,
      id: randomUUID(),
      orderCode: generateOrderCode(),
      createdAt,
      updatedAt: values.paidAt,
    };
    this.sales.push(row);
    return row;
  }

  /**
   * The reseller's commission on an attributed sale (not on a renewal unless the pricing is recurring):
   * pending inside the refund window, available after it, paid out when old.
   */
  commission(row: SaleRow): void {
    const { now, producerId, refundWindowMs } = this.options;
    if (!row.resellerId || (row.renewalNumber && !row.commissionRecurring)) return;
    const availableAt = new Date(row.paidAt.getTime() + refundWindowMs);
    const payoutAt = new Date(availableAt.getTime() + PAID_OUT_AFTER_MATURITY_MS);
    const paidOut = payoutAt.getTime() <= now.getTime();
    this.commissions.push({
      saleId: row.id,
      resellerId: row.resellerId,
      producerId,
      amountCents: saleCommissionCents({
        amountCents: row.amountCents,
        installmentFeeCents: row.installmentFeeCents ?? 0,
        platformFeeCents: row.platformFeeCents ?? 0,
        resellerId: row.resellerId ?? null,
        renewalNumber: row.renewalNumber ?? 0,
        commissionRecurring: row.commissionRecurring,
        commissionType: row.commissionType,
        commissionValue: row.commissionValue,
      }),
      status: availableAt.getTime() > now.getTime() ? 'pending' : paidOut ? 'paid' : 'available',
      availableAt,
      paidAt: paidOut ? payoutAt : null,
      createdAt: row.paidAt,
      updatedAt: paidOut ? payoutAt : row.paidAt,
    });
  }

  /** The buyer's subscription, renewed each month up to now, each renewal a sale of its own. */
  subscribe(first: SaleRow): void {
    const subscription: SubscriptionRow = {
      id: randomUUID(),
      productId: first.productId,
      producerId: this.options.producerId,
      buyerEmail: first.buyerEmail,
      status: 'active',
      provider: 'test',
      providerCustomerId: first.providerCustomerId,
      providerPaymentMethodId: testPaymentMethodId('4242424242424242'),
      testCardOutcome: 'ok',
      currentPeriodStart: first.paidAt,
      currentPeriodEnd: addOneMonth(first.paidAt),
      renewals: 0,
      affiliationId: first.affiliationId,
      createdAt: first.createdAt,
      updatedAt: first.paidAt,
    };
    first.subscriptionId = subscription.id;
    while (subscription.currentPeriodEnd.getTime() <= this.options.latest) {
      const renewal = this.sale({
        ...first,
        providerPaymentId: testId('ch'),
        idempotencyKey: null,
        subscriptionId: subscription.id,
        renewalNumber: subscription.renewals + 1,
        paidAt: subscription.currentPeriodEnd,
      });
      this.commission(renewal);
      subscription.renewals += 1;
      subscription.currentPeriodStart = renewal.paidAt;
      subscription.currentPeriodEnd = addOneMonth(renewal.paidAt);
      subscription.updatedAt = renewal.paidAt;
    }
    this.subscriptions.push(subscription);
  }

  /**
   * Reverses `howMany` first purchases older than `minAge` (not subscriptions), `after()` after payment:
   * the commission is cancelled, or, already paid out, clawed back by a negative adjustment.
   */
  reverse(
    howMany: number,
    status: 'refunded' | 'chargeback',
    minAge: number,
    after: () => number,
    preferAttributed = false,
  ): void {
    const { now, latest, producerId, random } = this.options;
    const old = this.sales.filter(
      (row) => row.status === 'paid' && !row.subscriptionId && now.getTime() - row.paidAt.getTime() > minAge,
    );
    const attributed = old.filter((row) => row.resellerId);
    const eligible = preferAttributed && attributed.length > 0 ? attributed : old;
    // Chargebacks hit the dearest purchases; refunds any.
    if (preferAttributed) eligible.sort((a, b) => b.amountCents - a.amountCents);
    for (let i = 0; i < howMany && eligible.length > 0; i++) {
      const [row] = eligible.splice(preferAttributed ? 0 : Math.floor(random() * eligible.length), 1);
      if (!row) break;
      const reversedAt = new Date(Math.min(row.paidAt.getTime() + after(), latest));
      Object.assign(row, { status, reversedAt, updatedAt: reversedAt });
      const earned = this.commissions.find((c) => c.saleId === row.id);
      if (!earned) continue;
      if (earned.status !== 'paid' || (earned.paidAt && earned.paidAt > reversedAt)) {
        Object.assign(earned, {
          status: 'cancelled',
          paidAt: null,
          cancelledAt: reversedAt,
          updatedAt: reversedAt,
        });
        continue;
      }
      this.commissions.push({
        saleId: row.id,
        resellerId: earned.resellerId,
        producerId,
        kind: 'adjustment',
        amountCents: -earned.amountCents,
        status: 'available',
        availableAt: reversedAt,
        createdAt: reversedAt,
        updatedAt: reversedAt,
      });
    }
  }
}
