import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { addOneMonth, commissionCents, rebuildReportTotals } from '@afilia/api';
import {
  affiliations,
  and,
  buyerSubscriptions,
  commissions,
  count,
  type Database,
  eq,
  productPricing,
  products,
  profiles,
  sales,
} from '@afilia/db';
import { LINK_CODE_ALPHABET, testPaymentMethodId } from '@afilia/validators';
import { demoBuyer } from './seed-buyers';

import { seededRandom, weightedPick } from './seed-random';

/** The demo's payment methods in turn: 5 in 10 Pix, 4 card, 1 boleto. */
const DEMO_METHOD_CYCLE = [
  'pix',
  'card',
  'pix',
  'card',
  'pix',
  'boleto',
  'pix',
  'card',
  'pix',
  'card',
] as const;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A stretch of time and how many sales fall in it. */
export interface SalesWindow {
  from: Date;
  to: Date;
  count: number;
}

export interface DemoSalesPlan {
  /** Seeds the generator, so every fresh demo database shows the same figures. */
  seed: number;
  windows: SalesWindow[];
  /** How likely a buyer is to come through a reseller's link, when the product has an active one. */
  attributedShare: number;
  /** Sales refunded a few days after the purchase, and sales charged back weeks later. */
  refunds: number;
  chargebacks: number;
  /** A product's share of the sales, by code; other products sell with weight 1. */
  productWeights?: Record<string, number>;
  /** Resellers whose links bring more buyers, by email. */
  resellerWeights?: Record<string, number>;
}

/** Commissions were paid out to the reseller this long after they matured (payouts arrive with issue 13). */
const PAID_OUT_AFTER_MATURITY_MS = 14 * DAY_MS;

type SaleRow = typeof sales.$inferInsert & { id: string; paidAt: Date; createdAt: Date };
type CommissionRow = typeof commissions.$inferInsert;
type SubscriptionRow = typeof buyerSubscriptions.$inferInsert & {
  id: string;
  renewals: number;
  currentPeriodEnd: Date;
};

const orderCode = () =>
  `AF${Array.from({ length: 10 }, () => LINK_CODE_ALPHABET[randomInt(LINK_CODE_ALPHABET.length)]).join('')}`;
const testId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

async function catalogueOf(db: Database, producerId: string) {
  const rows = await db
    .select({
      id: products.id,
      code: products.productCode,
      title: products.title,
      category: products.category,
      priceCents: productPricing.priceCents,
      commissionType: productPricing.commissionType,
      commissionValue: productPricing.commissionValue,
      commissionRecurring: productPricing.commissionRecurring,
    })
    .from(products)
    .innerJoin(productPricing, eq(productPricing.productId, products.id))
    .where(eq(products.userId, producerId))
    .orderBy(products.productCode);
  const links = await db
    .select({
      id: affiliations.id,
      productId: affiliations.productId,
      resellerId: affiliations.resellerId,
      email: profiles.email,
    })
    .from(affiliations)
    .innerJoin(products, eq(products.id, affiliations.productId))
    .innerJoin(profiles, eq(profiles.id, affiliations.resellerId))
    .where(and(eq(products.userId, producerId), eq(affiliations.status, 'active')))
    .orderBy(profiles.email);
  return rows.map((product) => ({ ...product, links: links.filter((l) => l.productId === product.id) }));
}

/**
 * Demo sales of a producer, written straight into the ledger (no checkout, no emails): paid sales across
 * the plan's windows, some through the active affiliations with their commission (pending inside the
 * refund window, available after it, paid out when old), a few refunds and chargebacks, monthly renewals of
 * the 'Assinatura' products, then the daily totals summed from those rows. Skipped when the producer
 * already has sales.
 */
export async function seedDemoSales(db: Database, producerId: string, plan: DemoSalesPlan, now = new Date()) {
  const [existing] = await db.select({ n: count() }).from(sales).where(eq(sales.producerId, producerId));
  if ((existing?.n ?? 0) > 0) return;
  const catalogue = await catalogueOf(db, producerId);
  if (catalogue.length === 0) return;
  const [producer] = await db
    .select({ refundWindowDays: profiles.refundWindowDays })
    .from(profiles)
    .where(eq(profiles.id, producerId));
  const refundWindowMs = (producer?.refundWindowDays ?? 7) * DAY_MS;
  const random = seededRandom(plan.seed);
  const latest = now.getTime() - MINUTE_MS;

  const rows: SaleRow[] = [];
  const commissionRows: CommissionRow[] = [];
  const subscriptionRows: SubscriptionRow[] = [];
  const sale = (values: Omit<SaleRow, 'id' | 'orderCode' | 'createdAt' | 'updatedAt'>): SaleRow => {
    // The checkout starts a few seconds before the card is charged.
    const createdAt = new Date(values.paidAt.getTime() - (5 + Math.floor(random() * 40)) * 1000);
    const row = { ...values, id: randomUUID(), orderCode: orderCode(), createdAt, updatedAt: values.paidAt };
    rows.push(row);
    return row;
  };
  const commission = (row: SaleRow) => {
    if (!row.resellerId || (row.renewalNumber && !row.commissionRecurring)) return;
    const availableAt = new Date(row.paidAt.getTime() + refundWindowMs);
    const payoutAt = new Date(availableAt.getTime() + PAID_OUT_AFTER_MATURITY_MS);
    const paidOut = payoutAt.getTime() <= now.getTime();
    commissionRows.push({
      saleId: row.id,
      resellerId: row.resellerId,
      producerId,
      amountCents: commissionCents(row.priceCents, row.commissionType, row.commissionValue),
      status: availableAt.getTime() > now.getTime() ? 'pending' : paidOut ? 'paid' : 'available',
      availableAt,
      paidAt: paidOut ? payoutAt : null,
      createdAt: row.paidAt,
      updatedAt: paidOut ? payoutAt : row.paidAt,
    });
  };

  let buyers = 0;
  for (const window of plan.windows) {
    const span = Math.max(0, Math.min(window.to.getTime(), latest) - window.from.getTime());
    const times = Array.from(
      { length: window.count },
      () => window.from.getTime() + Math.floor(random() * span),
    );
    for (const at of times.sort((a, b) => a - b)) {
      const product = weightedPick(random, catalogue, (p) => plan.productWeights?.[p.code] ?? 1);
      if (!product) continue;
      const link =
        product.links.length > 0 && random() < plan.attributedShare
          ? weightedPick(random, product.links, (l) => plan.resellerWeights?.[l.email] ?? 1)
          : undefined;
      const buyerIndex = buyers;
      const buyer = demoBuyer(random, buyers++);
      const recurring = product.category === 'membership';
      // Pix first, then card and boleto, as Brazilians pay; subscriptions renew on the card. Taken from the
      // sale's position, not from `random`, so the rest of the demo stays the same.
      const method = recurring ? 'card' : (DEMO_METHOD_CYCLE[buyerIndex % DEMO_METHOD_CYCLE.length] ?? 'pix');
      const byCard = method === 'card';
      const first = sale({
        productId: product.id,
        producerId,
        productTitle: product.title,
        productCode: product.code,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        buyerDocument: buyer.document,
        buyerPhone: buyer.phone,
        buyerLocale: 'pt-BR',
        amountCents: product.priceCents,
        status: 'paid',
        method,
        provider: 'test',
        providerPaymentId: testId('ch'),
        providerCustomerId: recurring ? testId('cus') : null,
        cardBrand: byCard ? 'visa' : null,
        cardLast4: byCard ? '4242' : null,
        idempotencyKey: randomUUID(),
        affiliationId: link?.id ?? null,
        resellerId: link?.resellerId ?? null,
        priceCents: product.priceCents,
        commissionType: product.commissionType,
        commissionValue: product.commissionValue,
        commissionRecurring: product.commissionRecurring,
        renewalNumber: 0,
        paidAt: new Date(at),
      });
      commission(first);
      if (recurring) subscribe(first);
    }
  }

  /** The buyer's subscription, renewed each month up to now, each renewal a sale of its own. */
  function subscribe(first: SaleRow) {
    const subscription: SubscriptionRow = {
      id: randomUUID(),
      productId: first.productId,
      producerId,
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
    while (subscription.currentPeriodEnd.getTime() <= latest) {
      const renewal = sale({
        ...first,
        providerPaymentId: testId('ch'),
        idempotencyKey: null,
        subscriptionId: subscription.id,
        renewalNumber: subscription.renewals + 1,
        paidAt: subscription.currentPeriodEnd,
      });
      commission(renewal);
      subscription.renewals += 1;
      subscription.currentPeriodStart = renewal.paidAt;
      subscription.currentPeriodEnd = addOneMonth(renewal.paidAt);
      subscription.updatedAt = renewal.paidAt;
    }
    subscriptionRows.push(subscription);
  }

  reverse(plan.refunds, 'refunded', 2 * DAY_MS, () => (1 + Math.floor(random() * 4)) * DAY_MS);
  reverse(plan.chargebacks, 'chargeback', 35 * DAY_MS, () => 30 * DAY_MS, true);

  /**
   * Reverses `howMany` first purchases older than `minAge` (not subscriptions), `after()` after payment:
   * the commission is cancelled, or, already paid out, clawed back by a negative adjustment.
   */
  function reverse(
    howMany: number,
    status: 'refunded' | 'chargeback',
    minAge: number,
    after: () => number,
    preferAttributed = false,
  ) {
    const old = rows.filter(
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
      const earned = commissionRows.find((c) => c.saleId === row.id);
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
      commissionRows.push({
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

  await db.transaction(async (tx) => {
    if (subscriptionRows.length > 0) await tx.insert(buyerSubscriptions).values(subscriptionRows);
    await tx.insert(sales).values(rows);
    if (commissionRows.length > 0) await tx.insert(commissions).values(commissionRows);
    await rebuildReportTotals(tx, producerId);
  });
}
