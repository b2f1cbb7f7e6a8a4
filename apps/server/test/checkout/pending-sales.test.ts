// A checkout interrupted between writing its sale and recording the provider's answer (the process died, the
// database failed, the provider's answer was lost) leaves the sale pending without a provider id. The provider
// is asked for the charge made for the sale id, and the sale ends paid (with its commission), failed, or, when
// nothing reached the provider, charged once by a retry of its key or failed as `notCharged`. Nothing is left
// pending, and nothing is charged twice.
import { randomUUID } from 'node:crypto';
import { type PendingSalesReport, reconcilePendingSales } from '@afilia/api/server';
import { commissions, eq, sales } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldUser } from '../affiliations/affiliation-world';
import { type FakeAsaas, startFakeAsaas } from '../support/fake-asaas-server';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe-server';
import { createTestApp, expectOk, type TestApp } from '../support/harness';
import { CARD_DECLINED, checkoutWorld } from './checkout-world';

const MINUTE = 60_000;
const PRICE = 19_700;
/** 25% of R$ 197,00. */
const COMMISSION = 4_925;
const PRODUCER_ASAAS_KEY = '$aact_pending_sales_key_7c1e9a20';

type Sale = typeof sales.$inferSelect;

/** Runs the pending-sales job as the server would, at `now`. */
function runJob(t: TestApp, now: Date): Promise<PendingSalesReport> {
  return reconcilePendingSales(
    {
      db: t.db,
      payments: t.payments,
      mail: t.mail,
      storage: t.storage,
      appUrl: t.config.appUrl,
      asaas: { secrets: t.secrets, asaasApiUrl: t.config.asaasApiUrl ?? null },
      stripe: { secrets: t.secrets, stripeApiUrl: t.config.stripeApiUrl ?? null },
    },
    now,
  );
}

async function saleByKey(t: TestApp, idempotencyKey: string): Promise<Sale> {
  const [sale] = await t.db.select().from(sales).where(eq(sales.idempotencyKey, idempotencyKey));
  if (!sale) throw new Error('no sale row');
  return sale;
}

/** Moves the attempt back in time, as if its request had started `minutes` ago. */
async function age(t: TestApp, saleId: string, minutes: number) {
  const at = new Date(Date.now() - minutes * MINUTE);
  await t.db.update(sales).set({ createdAt: at, updatedAt: at }).where(eq(sales.id, saleId));
}

const commissionsOf = (t: TestApp, saleId: string) =>
  t.db.select().from(commissions).where(eq(commissions.saleId, saleId));

describe('on Stripe, with Pix through the producer’s Asaas', () => {
  let fake: FakeStripe;
  let asaas: FakeAsaas;
  let t: TestApp;
  let w: ReturnType<typeof checkoutWorld>;
  let producer: WorldUser;
  let product: { id: string; productCode: string };
  let referral = '';

  beforeAll(async () => {
    fake = await startFakeStripe();
    asaas = await startFakeAsaas();
    asaas.addAccount({
      apiKey: PRODUCER_ASAAS_KEY,
      name: 'Paula Produtora Ltda',
      email: 'paula@example.com',
      walletId: 'wal_pending_0001',
      balance: 0,
    });
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_pending',
      STRIPE_WEBHOOK_SECRET: 'whsec_pending',
      STRIPE_API_URL: fake.url,
      ASAAS_API_URL: asaas.url,
      RATE_LIMIT_AUTH_MAX: '1000',
    });
    w = checkoutWorld(t);
    producer = await w.addProducer();
    product = await w.addProduct(producer.id, {
      mode: 'open',
      pricing: { priceCents: PRICE, commissionType: 'percentage', commissionValue: 2500 },
    });
    const reseller = await w.addUser('reseller', { referrerId: producer.id });
    referral = w.attributionCookie(await w.addAffiliation(reseller.id, product.id));
    const saved = await t.call(
      'payments.saveAsaas',
      { apiKey: PRODUCER_ASAAS_KEY, walletId: '', environment: 'sandbox' },
      { cookie: producer.cookie },
    );
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    await asaas?.close();
  });

  const cardInput = (card?: string) =>
    w.checkoutInput(product.productCode, {
      ...(card ? { card } : {}),
      buyer: { email: `compradora.${randomUUID().slice(0, 8)}@example.com` },
    });
  const stripeInput = (paymentMethodId: string) => ({ ...cardInput(), paymentMethodId });
  const intentsFor = (saleId: string) =>
    fake
      .requestsTo('POST', '/v1/payment_intents')
      .filter((request) => JSON.stringify(request.params).includes(saleId))
      .map((request) => request.idempotencyKey);

  it('a charge Stripe took, whose answer was lost, ends paid with its commission; it is charged once', async () => {
    fake.loseAnswers('/v1/payment_intents', 3);
    const input = stripeInput('pm_card_visa');
    const first = await t.call('checkout.start', input, { cookie: referral });
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(first.status).not.toBe(500);
    const sale = await saleByKey(t, input.idempotencyKey);
    expect(sale).toMatchObject({ status: 'pending', providerPaymentId: null });

    // A retry while the first request could still be charging answers from the row: no second charge.
    const retry = await t.call('checkout.start', input, { cookie: referral });
    expect(retry.status).toBe(200);
    expect(expectOk(retry).status).toBe('pending');

    const report = await runJob(t, new Date(Date.now() + 6 * MINUTE));
    expect(report).toMatchObject({ ran: true, paid: 1 });
    const settled = await saleByKey(t, input.idempotencyKey);
    expect(settled.status).toBe('paid');
    expect(settled.providerPaymentId).toMatch(/^pi_/);
    expect((await commissionsOf(t, sale.id)).map((c) => c.amountCents)).toEqual([COMMISSION]);
    // Every request to create the PaymentIntent carried the one key of the sale: Stripe made one.
    expect(new Set(intentsFor(sale.id))).toEqual(new Set([`afilia-sale-${sale.id}`]));

    const status = await t.call('checkout.status', {
      orderCode: sale.orderCode,
      idempotencyKey: input.idempotencyKey,
    });
    expect(expectOk(status).status).toBe('paid');
    // A second run finds nothing left to do.
    expect(await runJob(t, new Date(Date.now() + 7 * MINUTE))).toMatchObject({ paid: 0, failed: 0 });
  });

  it('a decline whose answer was lost ends failed with the decline; the status poll says so', async () => {
    fake.loseAnswers('/v1/payment_intents', 3);
    const input = stripeInput('pm_card_chargeDeclined');
    await t.call('checkout.start', input, { cookie: referral });
    const sale = await saleByKey(t, input.idempotencyKey);
    expect(sale.status).toBe('pending');
    await age(t, sale.id, 6);
    const status = await t.call('checkout.status', {
      orderCode: sale.orderCode,
      idempotencyKey: input.idempotencyKey,
    });
    expect(status.appCode).toBe('errors.payments.cardDeclined');
    expect((await saleByKey(t, input.idempotencyKey)).status).toBe('failed');
    expect(await commissionsOf(t, sale.id)).toEqual([]);
  });

  it('an attempt that never reached Stripe is charged once by a retry of its key, even two at once', async () => {
    // The buyer's Stripe customer is made, then the request dies before the PaymentIntent.
    fake.loseAnswers('/v1/customers', 3);
    const input = stripeInput('pm_card_visa');
    await t.call('checkout.start', input, { cookie: referral });
    const sale = await saleByKey(t, input.idempotencyKey);
    expect(sale).toMatchObject({ status: 'pending', providerPaymentId: null });
    expect(intentsFor(sale.id)).toEqual([]);
    await age(t, sale.id, 3);

    const [a, b] = await Promise.all([
      t.call('checkout.start', input, { cookie: referral }),
      t.call('checkout.start', input, { cookie: referral }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const answers = [a, b].map((call) => expectOk(call).status).sort();
    expect(answers).toContain('paid');
    const settled = await saleByKey(t, input.idempotencyKey);
    expect(settled.status).toBe('paid');
    expect(intentsFor(sale.id)).toHaveLength(1);
    expect((await commissionsOf(t, sale.id)).map((c) => c.amountCents)).toEqual([COMMISSION]);
  });

  it('an abandoned attempt that never reached Stripe fails as notCharged, and the poll ends with it', async () => {
    fake.loseAnswers('/v1/customers', 3);
    const input = stripeInput('pm_card_visa');
    await t.call('checkout.start', input, { cookie: referral });
    const sale = await saleByKey(t, input.idempotencyKey);
    await age(t, sale.id, 6);
    const report = await runJob(t, new Date());
    expect(report).toMatchObject({ ran: true, failed: 1 });
    const status = await t.call('checkout.status', {
      orderCode: sale.orderCode,
      idempotencyKey: input.idempotencyKey,
    });
    expect(status.status).toBe(409);
    expect(status.appCode).toBe('errors.checkout.notCharged');
    // The same key still answers the same; the buyer's next attempt is a new key, and it is charged.
    const again = await t.call('checkout.start', input, { cookie: referral });
    expect(again.appCode).toBe('errors.checkout.notCharged');
    const fresh = await t.call(
      'checkout.start',
      { ...input, idempotencyKey: randomUUID() },
      { cookie: referral },
    );
    expect(expectOk(fresh).status).toBe('paid');
  });

  it('a Pix charge Asaas made before the request died is found by the sale id, and settles when paid', async () => {
    const input = { ...cardInput(), method: 'pix' as const, paymentMethodId: null };
    const started = await t.call('checkout.start', input, { cookie: referral });
    expect(started.status).toBe(200);
    const made = await saleByKey(t, input.idempotencyKey);
    const paymentId = made.providerPaymentId ?? '';
    // The request dies before it records the payment: the sale has no provider id.
    await t.db.update(sales).set({ providerPaymentId: null }).where(eq(sales.id, made.id));
    await age(t, made.id, 6);

    expect(await runJob(t, new Date())).toMatchObject({ pending: 1 });
    expect((await saleByKey(t, input.idempotencyKey)).providerPaymentId).toBe(paymentId);

    asaas.setPaymentState(paymentId, { status: 'RECEIVED' });
    const status = await t.call('checkout.status', {
      orderCode: made.orderCode,
      idempotencyKey: input.idempotencyKey,
    });
    expect(expectOk(status).status).toBe('paid');
    expect((await commissionsOf(t, made.id)).map((c) => c.amountCents)).toEqual([COMMISSION]);
  });

  it('a Pix attempt that never reached Asaas fails as notCharged', async () => {
    asaas.failNext('/payments', 503);
    const input = { ...cardInput(), method: 'pix' as const, paymentMethodId: null };
    await t.call('checkout.start', input, { cookie: referral });
    const failed = await saleByKey(t, input.idempotencyKey);
    // Asaas refused: the sale failed at once (the buyer never saw a code). A request that died instead leaves
    // it pending, as here:
    await t.db.update(sales).set({ status: 'pending', failureCode: null }).where(eq(sales.id, failed.id));
    await age(t, failed.id, 6);
    expect(await runJob(t, new Date())).toMatchObject({ failed: 1 });
    expect(await saleByKey(t, input.idempotencyKey)).toMatchObject({
      status: 'failed',
      failureCode: 'errors.checkout.notCharged',
    });
  });
});

describe('in test mode', () => {
  let t: TestApp;
  let w: ReturnType<typeof checkoutWorld>;
  let product: { id: string; productCode: string };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
    w = checkoutWorld(t);
    const producer = await w.addProducer();
    product = await w.addProduct(producer.id, {
      mode: 'open',
      pricing: { priceCents: PRICE, commissionType: 'percentage', commissionValue: 2500 },
    });
  });
  afterAll(() => t?.close());

  /** An attempt whose request died after writing its sale: pending, nothing charged. */
  async function interruptedAttempt(minutesAgo: number) {
    const input = w.checkoutInput(product.productCode, { card: CARD_DECLINED });
    await t.call('checkout.start', input);
    const sale = await saleByKey(t, input.idempotencyKey);
    await t.db.update(sales).set({ status: 'pending', failureCode: null }).where(eq(sales.id, sale.id));
    await age(t, sale.id, minutesAgo);
    return { input, sale };
  }

  it('a retry of the key charges the attempt the test provider never saw', async () => {
    const { input, sale } = await interruptedAttempt(3);
    const retry = await t.call('checkout.start', {
      ...input,
      paymentMethodId: w.checkoutInput('x').paymentMethodId,
    });
    expect(retry.status).toBe(200);
    expect(expectOk(retry).status).toBe('paid');
    expect((await saleByKey(t, input.idempotencyKey)).id).toBe(sale.id);
  });

  it('a retry that comes a few seconds after the request died waits it out, then charges once', async () => {
    const { input, sale } = await interruptedAttempt(0);
    const at = new Date(Date.now() - 8_000);
    await t.db.update(sales).set({ createdAt: at, updatedAt: at }).where(eq(sales.id, sale.id));
    const started = Date.now();
    const okCard = w.checkoutInput('x').paymentMethodId;
    const [a, b] = await Promise.all([
      t.call('checkout.start', { ...input, paymentMethodId: okCard }),
      t.call('checkout.start', { ...input, paymentMethodId: okCard }),
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    expect([a, b].map((call) => expectOk(call).status)).toContain('paid');
    expect((await saleByKey(t, input.idempotencyKey)).status).toBe('paid');
  });

  it('the job fails an abandoned one as notCharged and leaves a recent one to its retry', async () => {
    const abandoned = await interruptedAttempt(6);
    const recent = await interruptedAttempt(1);
    const report = await runJob(t, new Date());
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect((await saleByKey(t, abandoned.input.idempotencyKey)).failureCode).toBe(
      'errors.checkout.notCharged',
    );
    expect((await saleByKey(t, recent.input.idempotencyKey)).status).toBe('pending');
  });
});
