import { type BuyerRenewalDeps, renewBuyerSubscriptions } from '@afilia/api/server';
import { and, buyerSubscriptions, commissions, eq, products, sales } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldUser } from '../affiliations/affiliation-world';
import { DAY_MS } from '../checkout/checkout-world';
import { createTestApp, expectOk, type TestApp } from '../support/harness';
import { buyerRenewalDeps } from '../support/sale-fixtures';
import { ordersWorld } from './orders-world';

const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
let w: ReturnType<typeof ordersWorld>;
let deps: BuyerRenewalDeps;
let producer: WorldUser;
let reseller: WorldUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
  w = ordersWorld(t);
  deps = buyerRenewalDeps(t);
  producer = await w.addProducer();
  reseller = await w.addUser('reseller', { referrerId: producer.id });
});
afterAll(() => t.close());

/** A monthly subscription bought through a reseller's link with 4242; returns it with its first sale. */
async function subscribe(commissionRecurring: boolean, buyerEmail = 'assinante@example.com') {
  const product = await w.addProductWithFiles(producer.id, { membership: true, commissionRecurring });
  const affiliationId = await w.addAffiliation(reseller.id, product.id);
  const { sale } = await w.buy(product.productCode, {
    buyer: { email: buyerEmail },
    cookie: w.attributionCookie(affiliationId),
  });
  expect(sale).toMatchObject({ status: 'paid', renewalNumber: 0, resellerId: reseller.id });
  return { first: sale, subscription: await subscriptionOf(sale.subscriptionId) };
}

async function subscriptionOf(id: string | null) {
  const [row] = await t.db
    .select()
    .from(buyerSubscriptions)
    .where(eq(buyerSubscriptions.id, id ?? ''));
  if (!row) throw new Error('no subscription');
  return row;
}

const renewalsOf = (subscriptionId: string) =>
  t.db
    .select()
    .from(sales)
    .where(and(eq(sales.subscriptionId, subscriptionId), eq(sales.renewalNumber, 1)));

const commissionsOf = (saleId: string) =>
  t.db.select().from(commissions).where(eq(commissions.saleId, saleId));

describe('monthly renewals of recurring products (test mode)', () => {
  it('renews at the end of the period as a new paid sale with the recurring commission, once', async () => {
    const { first, subscription } = await subscribe(true);
    const periodEnd = subscription.currentPeriodEnd;
    expect(periodEnd.getTime()).toBeGreaterThan((first.paidAt?.getTime() ?? 0) + 27 * DAY_MS);

    const early = await renewBuyerSubscriptions(deps, new Date(periodEnd.getTime() - 60_000));
    expect(early).toMatchObject({ ran: true, renewed: 0 });
    expect(await renewalsOf(subscription.id)).toHaveLength(0);

    const now = new Date(periodEnd.getTime() + HOUR_MS);
    const reports = await Promise.all([
      renewBuyerSubscriptions(deps, now),
      renewBuyerSubscriptions(deps, now),
    ]);
    expect(reports.reduce((sum, report) => sum + report.renewed, 0)).toBe(1);
    expect(await renewBuyerSubscriptions(deps, now)).toMatchObject({ ran: true, renewed: 0 });

    const [renewal, ...others] = await renewalsOf(subscription.id);
    expect(others).toHaveLength(0);
    expect(renewal).toMatchObject({
      status: 'paid',
      renewalNumber: 1,
      amountCents: first.amountCents,
      productId: first.productId,
      buyerEmail: first.buyerEmail,
      resellerId: reseller.id,
      commissionRecurring: true,
      paidAt: now,
    });
    expect(renewal?.orderCode).not.toBe(first.orderCode);
    const [commission] = await commissionsOf(renewal?.id ?? '');
    expect(commission).toMatchObject({ amountCents: 1998, status: 'pending', resellerId: reseller.id });
    expect(commission?.availableAt.getTime()).toBe(now.getTime() + 7 * DAY_MS);

    const renewed = await subscriptionOf(subscription.id);
    expect(renewed).toMatchObject({ status: 'active', renewals: 1, currentPeriodStart: periodEnd });
    expect(renewed.currentPeriodEnd.getTime()).toBeGreaterThan(periodEnd.getTime() + 27 * DAY_MS);

    const email = await t.lastEmailTo(first.buyerEmail);
    expect(email.subject).toBe(`Seu pedido ${renewal?.orderCode}: ${first.productTitle}`);

    const next = await renewBuyerSubscriptions(deps, new Date(renewed.currentPeriodEnd.getTime() + HOUR_MS));
    expect(next.renewed).toBe(1);
    expect((await subscriptionOf(subscription.id)).renewals).toBe(2);
  });

  it("pays the reseller nothing on renewals without 'recorrente'", async () => {
    const { first, subscription } = await subscribe(false, 'sem.recorrente@example.com');
    expect(await commissionsOf(first.id)).toHaveLength(1);
    await renewBuyerSubscriptions(deps, new Date(subscription.currentPeriodEnd.getTime() + HOUR_MS));
    const [renewal] = await renewalsOf(subscription.id);
    expect(renewal).toMatchObject({ status: 'paid', resellerId: reseller.id });
    expect(await commissionsOf(renewal?.id ?? '')).toEqual([]);
    // The producer's payment history deducts no commission the ledger never recorded: they keep it all.
    const entry = expectOk(
      await t.call('payments.entry', { kind: 'sale', id: renewal?.id ?? '' }, { cookie: producer.cookie }),
    );
    expect(entry.lines).toEqual([{ label: 'sale', amountCents: first.amountCents }]);
    expect(entry.totalCents).toBe(first.amountCents);
  });

  it('puts a subscription whose stored card is declined past due, retries daily and cancels after 7 days', async () => {
    const { subscription } = await subscribe(true, 'recusado@example.com');
    await t.db
      .update(buyerSubscriptions)
      .set({ testCardOutcome: 'declined' })
      .where(eq(buyerSubscriptions.id, subscription.id));
    const end = subscription.currentPeriodEnd.getTime();

    expect(await renewBuyerSubscriptions(deps, new Date(end + HOUR_MS))).toMatchObject({ pastDue: 1 });
    const [failed] = await renewalsOf(subscription.id);
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'errors.payments.cardDeclined' });
    expect(await commissionsOf(failed?.id ?? '')).toEqual([]);
    expect(await subscriptionOf(subscription.id)).toMatchObject({ status: 'past_due', renewals: 0 });

    // Not tried again the same day; tried again a day later, still declined, on the same renewal sale.
    expect(await renewBuyerSubscriptions(deps, new Date(end + 2 * HOUR_MS))).toMatchObject({ pastDue: 0 });
    expect(await renewBuyerSubscriptions(deps, new Date(end + 26 * HOUR_MS))).toMatchObject({ pastDue: 1 });
    expect(await renewalsOf(subscription.id)).toHaveLength(1);

    const canceled = await renewBuyerSubscriptions(deps, new Date(end + 8 * DAY_MS));
    expect(canceled).toMatchObject({ canceled: 1, renewed: 0 });
    expect(await subscriptionOf(subscription.id)).toMatchObject({ status: 'canceled', renewals: 0 });
    const [still] = await renewalsOf(subscription.id);
    expect(still?.status).toBe('failed');
  });

  it('renews a past-due subscription once its card goes through, from the end of the unpaid period', async () => {
    const { subscription } = await subscribe(true, 'recupera@example.com');
    const end = subscription.currentPeriodEnd;
    await t.db
      .update(buyerSubscriptions)
      .set({ testCardOutcome: 'insufficient_funds' })
      .where(eq(buyerSubscriptions.id, subscription.id));
    await renewBuyerSubscriptions(deps, new Date(end.getTime() + HOUR_MS));
    expect((await renewalsOf(subscription.id))[0]?.failureCode).toBe('errors.payments.insufficientFunds');

    await t.db
      .update(buyerSubscriptions)
      .set({ testCardOutcome: 'ok' })
      .where(eq(buyerSubscriptions.id, subscription.id));
    const paidAt = new Date(end.getTime() + 2 * DAY_MS);
    expect(await renewBuyerSubscriptions(deps, paidAt)).toMatchObject({ renewed: 1 });
    const [renewal, ...others] = await renewalsOf(subscription.id);
    expect(others).toHaveLength(0);
    expect(renewal).toMatchObject({ status: 'paid', failureCode: null, paidAt });
    expect(await subscriptionOf(subscription.id)).toMatchObject({
      status: 'active',
      renewals: 1,
      currentPeriodStart: end,
    });
  });

  it('does not renew a subscription the buyer cancelled on the order page', async () => {
    const { first, subscription } = await subscribe(true, 'cancela@example.com');
    const call = await t.call('orders.cancelSubscription', {
      orderCode: first.orderCode,
      email: first.buyerEmail,
    });
    expect(call.status).toBe(200);
    const report = await renewBuyerSubscriptions(
      deps,
      new Date(subscription.currentPeriodEnd.getTime() + HOUR_MS),
    );
    expect(report.renewed).toBe(0);
    expect(await renewalsOf(subscription.id)).toEqual([]);
    expect(await subscriptionOf(subscription.id)).toMatchObject({ status: 'canceled', renewals: 0 });
  });

  it('cancels instead of renewing when the product was deleted', async () => {
    const { first, subscription } = await subscribe(true, 'produto.apagado@example.com');
    await t.db.delete(products).where(eq(products.id, first.productId ?? ''));
    const report = await renewBuyerSubscriptions(
      deps,
      new Date(subscription.currentPeriodEnd.getTime() + HOUR_MS),
    );
    expect(report).toMatchObject({ canceled: 1, renewed: 0 });
    expect(await renewalsOf(subscription.id)).toEqual([]);
    expect(await subscriptionOf(subscription.id)).toMatchObject({ status: 'canceled' });
  });
});
