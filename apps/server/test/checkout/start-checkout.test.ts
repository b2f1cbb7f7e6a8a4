import { randomUUID } from 'node:crypto';
import { buyerSubscriptions, commissions, eq, products, sales } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectOk, type TestApp } from '../support/harness';
import { CARD_DECLINED, CARD_INSUFFICIENT_FUNDS, checkoutWorld, DAY_MS } from './checkout-world';

let t: TestApp;
let w: ReturnType<typeof checkoutWorld>;
let producerId: string;
let product: { id: string; productCode: string; title: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
  w = checkoutWorld(t);
  producerId = (await w.addProducer()).id;
  product = await w.addProduct(producerId, {
    pricing: { priceCents: 19_700, commissionType: 'percentage', commissionValue: 2500 },
  });
});
afterAll(() => t.close());

// Untyped: some inputs carry a field the procedure does not take (an amount), which it must ignore.
const start = (input: unknown, cookie?: string) =>
  t.callRaw('checkout.start', input, cookie ? { cookie } : {});
const salesWithKey = (idempotencyKey: string) =>
  t.db.select().from(sales).where(eq(sales.idempotencyKey, idempotencyKey));

describe('checkout.start in test mode', () => {
  it('sells at the stored price to an anonymous buyer with 4242, with no commission', async () => {
    // An amount sent by the client is not part of the input: the stored price is charged.
    const input = { ...w.checkoutInput(product.productCode), amountCents: 1 };
    const call = await start(input);
    expect(call.status).toBe(200);
    const result = expectOk(call);
    expect(result).toMatchObject({
      status: 'paid',
      nextAction: null,
      productCode: product.productCode,
      productTitle: product.title,
      amountCents: 19_700,
      buyerEmail: 'maria.compradora@example.com',
      recurring: false,
    });
    expect(result.orderCode).toMatch(/^AF[A-HJ-NP-Z2-9]{10}$/);
    const sale = await w.saleByOrder(result.orderCode);
    expect(sale).toMatchObject({
      status: 'paid',
      amountCents: 19_700,
      priceCents: 19_700,
      commissionType: 'percentage',
      commissionValue: 2500,
      commissionRecurring: false,
      producerId,
      provider: 'test',
      method: 'card',
      buyerDocument: '52998224725',
      buyerPhone: '11987654321',
      cardBrand: 'visa',
      cardLast4: '4242',
      resellerId: null,
      affiliationId: null,
      failureCode: null,
      subscriptionId: null,
    });
    expect(sale.providerPaymentId).toMatch(/^ch_test_/);
    expect(sale.paidAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(commissions).where(eq(commissions.saleId, sale.id))).toEqual([]);
  });

  it('fails a declined card with 402 cardDeclined, replays the decline, and a new attempt with 4242 sells', async () => {
    const declined = w.checkoutInput(product.productCode, { card: CARD_DECLINED });
    const call = await start(declined);
    expect(call.status).toBe(402);
    expect(call.appCode).toBe('errors.payments.cardDeclined');
    const [failed] = await salesWithKey(declined.idempotencyKey);
    expect(failed).toMatchObject({
      status: 'failed',
      failureCode: 'errors.payments.cardDeclined',
      paidAt: null,
    });

    const replay = await start(declined);
    expect(replay.status).toBe(402);
    expect(replay.appCode).toBe('errors.payments.cardDeclined');
    expect(await salesWithKey(declined.idempotencyKey)).toHaveLength(1);

    const retry = await start(w.checkoutInput(product.productCode));
    expect(retry.status).toBe(200);
    expect(expectOk(retry).status).toBe('paid');
  });

  it('fails insufficient funds with 402 insufficientFunds', async () => {
    const input = w.checkoutInput(product.productCode, { card: CARD_INSUFFICIENT_FUNDS });
    const call = await start(input);
    expect(call.status).toBe(402);
    expect(call.appCode).toBe('errors.payments.insufficientFunds');
    const [failed] = await salesWithKey(input.idempotencyKey);
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'errors.payments.insufficientFunds' });
  });

  it('fails an unknown test card with 400 testCardUnknown', async () => {
    const input = w.checkoutInput(product.productCode, { card: '4111111111111111' });
    const call = await start(input);
    expect(call.status).toBe(400);
    expect(call.appCode).toBe('errors.payments.testCardUnknown');
  });
});

describe('idempotency', () => {
  it('makes one sale and one charge out of 5 concurrent identical requests', async () => {
    const input = w.checkoutInput(product.productCode);
    const calls = await Promise.all(Array.from({ length: 5 }, () => start(input)));
    for (const call of calls) expect(call.status).toBe(200);
    const orderCodes = new Set(calls.map((call) => expectOk(call).orderCode));
    expect(orderCodes.size).toBe(1);
    const rows = await salesWithKey(input.idempotencyKey);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('paid');
    for (const call of calls) expect(expectOk(call).status).toBe('paid');
  });

  it('answers a replay after success with the same order and no second sale', async () => {
    const input = w.checkoutInput(product.productCode);
    const first = expectOk(await start(input));
    const paidAt = (await w.saleByOrder(first.orderCode)).paidAt;
    const replay = await start(input);
    expect(replay.status).toBe(200);
    expect(expectOk(replay)).toEqual(first);
    expect(await salesWithKey(input.idempotencyKey)).toHaveLength(1);
    expect((await w.saleByOrder(first.orderCode)).paidAt).toEqual(paidAt);
  });

  it('refuses the same key with other buyer data (409 idempotencyConflict)', async () => {
    const input = w.checkoutInput(product.productCode);
    expect((await start(input)).status).toBe(200);
    for (const buyer of [
      { email: 'outra.pessoa@example.com' },
      { name: 'Outra Pessoa' },
      { document: '111.444.777-35' },
      { phone: '(21) 98765-4321' },
    ]) {
      const conflict = await start({ ...input, buyer: { ...input.buyer, ...buyer } });
      expect(conflict.status).toBe(409);
      expect(conflict.appCode).toBe('errors.checkout.idempotencyConflict');
    }
    expect(await salesWithKey(input.idempotencyKey)).toHaveLength(1);
  });

  it('lets the same key be used for another product (the key is unique per product)', async () => {
    const other = await w.addProduct(producerId);
    const input = w.checkoutInput(product.productCode);
    const first = expectOk(await start(input));
    const second = expectOk(await start({ ...input, productCode: other.productCode }));
    expect(second.orderCode).not.toBe(first.orderCode);
    expect(second.amountCents).toBe(10_000);
  });
});

describe('checkout.status', () => {
  it('answers for the order code with its idempotency key only', async () => {
    const input = w.checkoutInput(product.productCode);
    const result = expectOk(await start(input));
    const status = await t.call('checkout.status', {
      orderCode: result.orderCode,
      idempotencyKey: input.idempotencyKey,
    });
    expect(status.status).toBe(200);
    expect(status.data).toEqual(result);

    const wrongKey = await t.call('checkout.status', {
      orderCode: result.orderCode,
      idempotencyKey: randomUUID(),
    });
    expect(wrongKey.status).toBe(404);
    expect(wrongKey.appCode).toBe('errors.orders.notFound');
    const unknownOrder = await t.call('checkout.status', {
      orderCode: 'AFZZZZZZZZZZ',
      idempotencyKey: input.idempotencyKey,
    });
    expect(unknownOrder.status).toBe(404);
  });

  it('throws the decline of a failed attempt', async () => {
    const input = w.checkoutInput(product.productCode, { card: CARD_DECLINED });
    await start(input);
    const [sale] = await salesWithKey(input.idempotencyKey);
    const status = await t.call('checkout.status', {
      orderCode: sale?.orderCode ?? '',
      idempotencyKey: input.idempotencyKey,
    });
    expect(status.status).toBe(402);
    expect(status.appCode).toBe('errors.payments.cardDeclined');
  });
});

describe('what is not for sale, and bad buyer data', () => {
  it('answers 404 productUnavailable for a product without pricing, an unknown code or a suspended producer', async () => {
    const unpriced = await w.addProduct(producerId, { pricing: null });
    const noPricing = await start(w.checkoutInput(unpriced.productCode));
    expect(noPricing.status).toBe(404);
    expect(noPricing.appCode).toBe('errors.checkout.productUnavailable');

    const unknown = await start(w.checkoutInput('ZZZZ'));
    expect(unknown.status).toBe(404);
    expect(unknown.appCode).toBe('errors.checkout.productUnavailable');

    const suspended = await w.addProducer({ status: 'suspended' });
    const theirs = await w.addProduct(suspended.id);
    const call = await start(w.checkoutInput(theirs.productCode));
    expect(call.status).toBe(404);
    expect(call.appCode).toBe('errors.checkout.productUnavailable');
    expect(await t.db.select().from(sales).where(eq(sales.producerId, suspended.id))).toEqual([]);
  });

  it('rejects an invalid CPF and phone with 400 and their validation keys', async () => {
    const badCpf = await start(
      w.checkoutInput(product.productCode, { buyer: { document: '123.456.789-00' } }),
    );
    expect(badCpf.status).toBe(400);
    expect(badCpf.zodIssues?.map((issue) => issue.message)).toContain('validation.cpfCnpjInvalid');

    const badPhone = await start(w.checkoutInput(product.productCode, { buyer: { phone: '12345' } }));
    expect(badPhone.status).toBe(400);
    expect(badPhone.zodIssues?.map((issue) => issue.message)).toContain('validation.sales.phoneInvalid');
  });

  it('accepts a valid CNPJ', async () => {
    const input = w.checkoutInput(product.productCode, { buyer: { document: '11.222.333/0001-81' } });
    const call = await start(input);
    expect(call.status).toBe(200);
    expect((await w.saleByOrder(expectOk(call).orderCode)).buyerDocument).toBe('11222333000181');
  });
});

describe('recurring products', () => {
  it('starts the buyer subscription of a membership product, keeping the test card outcome', async () => {
    const membership = await w.addProduct(producerId);
    await t.db.update(products).set({ category: 'membership' }).where(eq(products.id, membership.id));
    const input = w.checkoutInput(membership.productCode);
    const call = await start(input);
    expect(call.status).toBe(200);
    const result = expectOk(call);
    expect(result).toMatchObject({ status: 'paid', recurring: true });
    const sale = await w.saleByOrder(result.orderCode);
    expect(sale.subscriptionId).not.toBeNull();
    expect(sale.renewalNumber).toBe(0);
    const [subscription] = await t.db
      .select()
      .from(buyerSubscriptions)
      .where(eq(buyerSubscriptions.id, sale.subscriptionId ?? ''));
    expect(subscription).toMatchObject({
      productId: membership.id,
      producerId,
      buyerEmail: 'maria.compradora@example.com',
      status: 'active',
      provider: 'test',
      providerPaymentMethodId: 'pm_test_4242424242424242',
      testCardOutcome: 'ok',
      renewals: 0,
      affiliationId: null,
      canceledAt: null,
    });
    expect(subscription?.providerCustomerId).toMatch(/^cus_test_/);
    expect(subscription?.currentPeriodStart).toEqual(sale.paidAt);
    const periodDays =
      ((subscription?.currentPeriodEnd.getTime() ?? 0) - (sale.paidAt?.getTime() ?? 0)) / DAY_MS;
    expect(periodDays).toBeGreaterThanOrEqual(28);
    expect(periodDays).toBeLessThanOrEqual(31);

    const status = await t.call('checkout.status', {
      orderCode: result.orderCode,
      idempotencyKey: input.idempotencyKey,
    });
    expect(expectOk(status).recurring).toBe(true);
  });

  it('keeps a one-off product without a subscription', async () => {
    const result = expectOk(await start(w.checkoutInput(product.productCode)));
    expect((await w.saleByOrder(result.orderCode)).subscriptionId).toBeNull();
    expect(
      await t.db.select().from(buyerSubscriptions).where(eq(buyerSubscriptions.productId, product.id)),
    ).toEqual([]);
  });
});
