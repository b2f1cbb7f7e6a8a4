import type { AddressInfo } from 'node:net';
import {
  chargeInstructions,
  commissions,
  eq,
  paymentConnectionEvents,
  paymentConnections,
  payouts,
  sales,
} from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldUser } from '../affiliations/affiliation-world';
import { checkoutWorld } from '../checkout/checkout-world';
import { type FakeAsaas, startFakeAsaas } from '../support/fake-asaas-server';
import {
  createTestApp,
  expectOk,
  expectVariant,
  type InputOf,
  type ProcedurePath,
  type TestApp,
} from '../support/harness';

const PRODUCER_KEY = '$aact_producer_SECRET_key_9b1f22c7';
const RESELLER_KEY = '$aact_reseller_SECRET_key_51ce0a3d';
const PRODUCER_WALLET = 'wal_producer_0001';
const RESELLER_WALLET = 'wal_reseller_0002';

let t: TestApp;
let fake: FakeAsaas;
let world: ReturnType<typeof checkoutWorld>;
let producer: WorldUser;
let reseller: WorldUser;
let product: { id: string; productCode: string };
let affiliationId: string;
let appOrigin = '';
const responses: string[] = [];
const logLines: string[] = [];

const asaasForm = (apiKey: string): InputOf<'payments.testAsaas'> => ({
  apiKey,
  walletId: '',
  environment: 'sandbox',
});

async function call<P extends ProcedurePath>(
  path: P,
  input: NoInfer<InputOf<P>>,
  cookie: string,
  extra: { headers?: Record<string, string> } = {},
) {
  const result = await t.call(path, input, { cookie, ...extra });
  responses.push(JSON.stringify(result.data ?? null), JSON.stringify(result.appParams ?? null));
  return result;
}

/** The fake delivers webhooks to the URL we registered; here that address is this test's listening app. */
function routeWebhooksToApp() {
  fake.routeWebhooks(PRODUCER_KEY, appOrigin);
}

beforeAll(async () => {
  fake = await startFakeAsaas();
  fake.addAccount({
    apiKey: PRODUCER_KEY,
    name: 'Paula Produtora Ltda',
    email: 'paula@example.com',
    walletId: PRODUCER_WALLET,
    balance: 1520.35,
  });
  fake.addAccount({
    apiKey: RESELLER_KEY,
    name: 'Rita Revendedora',
    email: 'rita@example.com',
    walletId: RESELLER_WALLET,
    balance: 0,
  });
  // Every log line at the most verbose level, to prove no secret is ever written.
  t = await createTestApp(
    { ASAAS_API_URL: fake.url, LOG_LEVEL: 'trace' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  appOrigin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  world = checkoutWorld(t);
  producer = await world.addProducer({ fullName: 'Paula Produtora' });
  reseller = await world.addUser('reseller', {
    fullName: 'Rita Revendedora',
    referrerId: producer.id,
    password: 'segredo123',
  });
  product = await world.addProduct(producer.id, {
    title: 'Curso de Vendas',
    mode: 'open',
    pricing: { priceCents: 19_700, commissionType: 'percentage', commissionValue: 2500 },
  });
  affiliationId = await world.addAffiliation(reseller.id, product.id);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Asaas connection', () => {
  it('refuses a wrong key with the error text of the screen, and records the failed test', async () => {
    const result = await call('payments.testAsaas', asaasForm('$aact_wrong_key_000000'), producer.cookie);
    expect(result.status).toBe(400);
    expect(result.appCode).toBe('errors.payments.asaasUnauthorized');
    const saved = await call('payments.saveAsaas', asaasForm('$aact_wrong_key_000000'), producer.cookie);
    expect(saved.appCode).toBe('errors.payments.asaasUnauthorized');
    const [row] = await t.db
      .select()
      .from(paymentConnections)
      .where(eq(paymentConnections.userId, producer.id));
    expect(row?.secretsSealed ?? null).toBeNull();
  });

  it('answers 502 when Asaas is down, never 500', async () => {
    fake.failNext('/myAccount', 503);
    const result = await call('payments.testAsaas', asaasForm(PRODUCER_KEY), producer.cookie);
    expect(result.status).toBe(502);
    expect(result.appCode).toBe('errors.payments.asaasUnavailable');
  });

  it('tests the connection: the account and its balance', async () => {
    const result = await call('payments.testAsaas', asaasForm(PRODUCER_KEY), producer.cookie);
    expect(result.status).toBe(200);
    expect(result.data).toEqual({
      accountName: 'Paula Produtora Ltda',
      accountEmail: 'paula@example.com',
      walletId: PRODUCER_WALLET,
      balanceCents: 152_035,
    });
  });

  it('saves: the key sealed at rest, the webhook registered, Asaas on, every change audited', async () => {
    const result = await call('payments.saveAsaas', asaasForm(PRODUCER_KEY), producer.cookie);
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      platform: 'asaas',
      enabled: true,
      configured: true,
      apiKeyLast4: PRODUCER_KEY.slice(-4),
      walletId: PRODUCER_WALLET,
      webhookRegistered: true,
      accountName: 'Paula Produtora Ltda',
    });
    const [row] = await t.db
      .select()
      .from(paymentConnections)
      .where(eq(paymentConnections.userId, producer.id));
    if (!row?.secretsSealed) throw new Error('not saved');
    expect(row.secretsSealed).not.toContain(PRODUCER_KEY);
    expect(row.secretsSealed).not.toContain('aact');
    const [hook] = fake.webhooks(PRODUCER_KEY);
    expect(hook?.url).toBe(`${t.config.appUrl}/webhooks/asaas/${row.id}`);
    expect(hook?.authToken?.length ?? 0).toBeGreaterThanOrEqual(24);
    // A sealed value moved to another user's row does not open (it is bound to its user and platform).
    const events = await t.db
      .select()
      .from(paymentConnectionEvents)
      .where(eq(paymentConnectionEvents.connectionId, row.id));
    expect(events.map((event) => event.action).sort()).toEqual(
      ['configured', 'tested', 'test_failed', 'test_failed'].sort(),
    );
    expect(events.find((event) => event.action === 'configured')?.changedFields).toContain('apiKey');
    expect(events.every((event) => event.actorId === producer.id)).toBe(true);
    routeWebhooksToApp();
  });

  it('shows the balance, and keeps the saved key when the form leaves it empty', async () => {
    const balance = await call('payments.balance', undefined, producer.cookie);
    expect(balance.data).toEqual({ balanceCents: 152_035, accountName: 'Paula Produtora Ltda' });
    const resaved = await call(
      'payments.saveAsaas',
      { ...asaasForm(''), environment: 'sandbox' },
      producer.cookie,
    );
    expect(resaved.status).toBe(200);
    expect(expectOk(resaved).apiKeyLast4).toBe(PRODUCER_KEY.slice(-4));
  });

  it('offers Pix and boleto on the product page once Asaas is on', async () => {
    const page = await call('catalog.product', { productCode: product.productCode }, '');
    expect(expectOk(page).paymentMethods).toEqual(['card', 'pix', 'boleto']);
  });
});

describe('Pix and boleto sales', () => {
  it('sells by Pix with the commission split to the reseller wallet, confirmed by the webhook once', async () => {
    const saved = await call(
      'payouts.saveAccount',
      {
        asaasWalletId: RESELLER_WALLET,
        pixKeyType: 'EMAIL',
        pixKey: 'rita@example.com',
        currentPassword: 'segredo123',
      },
      reseller.cookie,
    );
    expect(saved.status).toBe(200);

    const input: InputOf<'checkout.start'> = {
      ...world.checkoutInput(product.productCode),
      method: 'pix',
      paymentMethodId: null,
    };
    const started = await t.call('checkout.start', input, { cookie: world.attributionCookie(affiliationId) });
    expect(started.status).toBe(200);
    const result = expectOk(started);
    expect(result.status).toBe('pending');
    const pix = expectVariant(result.nextAction, 'type', 'pix');
    expect(pix.type).toBe('pix');
    expect(pix.payload).toMatch(/^000201/);
    expect(pix.qrImage.length).toBeGreaterThan(20);

    const sale = await world.saleByOrder(result.orderCode);
    expect(sale.provider).toBe('asaas');
    expect(sale.method).toBe('pix');
    const charge = fake.payment(sale.providerPaymentId ?? '');
    // 25% of R$ 197,00 to the reseller's wallet, as a fixed value, in the charge itself.
    expect(charge?.split).toEqual([
      expect.objectContaining({ walletId: RESELLER_WALLET, fixedValue: 49.25 }),
    ]);
    expect(charge?.externalReference).toBe(sale.id);

    // A replay of the attempt answers the same Pix instead of charging again.
    const replay = await t.call('checkout.start', input, { cookie: world.attributionCookie(affiliationId) });
    expect(expectVariant(expectOk(replay).nextAction, 'type', 'pix').payload).toBe(pix.payload);

    const deliveries = await fake.markPaymentReceived(sale.providerPaymentId ?? '');
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200]);
    const paid = await world.saleByOrder(result.orderCode);
    expect(paid.status).toBe('paid');
    const [commission] = await t.db.select().from(commissions).where(eq(commissions.saleId, sale.id));
    expect(commission).toMatchObject({ amountCents: 4_925, status: 'paid', settledBy: 'split' });
    expect(fake.balance(RESELLER_KEY)).toBe(49.25);
    expect(fake.balance(PRODUCER_KEY)).toBe(1520.35 + 197 - 49.25);

    // Asaas retries the same event: nothing changes twice.
    const redelivered = await fake.redeliverLastEvent(PRODUCER_KEY);
    expect(redelivered?.map((delivery) => delivery.status)).toEqual([200]);
    const all = await t.db.select().from(commissions).where(eq(commissions.saleId, sale.id));
    expect(all).toHaveLength(1);

    const status = await t.call('checkout.status', {
      orderCode: result.orderCode,
      idempotencyKey: input.idempotencyKey,
    });
    expect(expectOk(status).status).toBe('paid');
  });

  it('sells by boleto: the PDF link and digitable line, confirmed when the status is polled', async () => {
    const input: InputOf<'checkout.start'> = {
      ...world.checkoutInput(product.productCode, { buyer: { email: 'joao.boleto@example.com' } }),
      method: 'boleto',
      paymentMethodId: null,
    };
    const started = await t.call('checkout.start', input);
    const result = expectOk(started);
    const boleto = expectVariant(result.nextAction, 'type', 'boleto');
    expect(boleto.type).toBe('boleto');
    expect(boleto.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/boleto\/.+\.pdf$/);
    expect(boleto.line.replace(/\D/g, '')).toHaveLength(47);
    const sale = await world.saleByOrder(result.orderCode);
    const [instructions] = await t.db
      .select()
      .from(chargeInstructions)
      .where(eq(chargeInstructions.saleId, sale.id));
    expect(instructions?.splitCents).toBe(0);

    // The webhook is lost (Asaas cannot reach us): the buyer's page still learns it was paid.
    fake.setWebhooksEnabled(PRODUCER_KEY, false);
    await fake.markPaymentReceived(sale.providerPaymentId ?? '');
    fake.setWebhooksEnabled(PRODUCER_KEY, true);
    expect((await world.saleByOrder(result.orderCode)).status).toBe('pending');
    const status = await t.call('checkout.status', {
      orderCode: result.orderCode,
      idempotencyKey: input.idempotencyKey,
    });
    expect(expectOk(status).status).toBe('paid');
  });

  it('fails an expired Pix with its own message', async () => {
    const input: InputOf<'checkout.start'> = {
      ...world.checkoutInput(product.productCode, { buyer: { email: 'expira@example.com' } }),
      method: 'pix',
      paymentMethodId: null,
    };
    const started = await t.call('checkout.start', input);
    const sale = await world.saleByOrder(expectOk(started).orderCode);
    await fake.markPaymentOverdue(sale.providerPaymentId ?? '');
    const status = await t.call('checkout.status', {
      orderCode: sale.orderCode,
      idempotencyKey: input.idempotencyKey,
    });
    expect(status.appCode).toBe('errors.payments.chargeExpired');
    expect(status.status).toBe(409);
  });

  it('refuses Pix for a producer without Asaas', async () => {
    const other = await world.addProducer();
    const plain = await world.addProduct(other.id, { mode: 'open' });
    const input: InputOf<'checkout.start'> = {
      ...world.checkoutInput(plain.productCode),
      method: 'pix',
      paymentMethodId: null,
    };
    const result = await t.call('checkout.start', input);
    expect(result.status).toBe(400);
    expect(result.appCode).toBe('errors.payments.methodUnavailable');
  });
});

describe('Asaas webhooks', () => {
  it('refuses a wrong token, an unknown connection and a body that is not an event', async () => {
    const [row] = await t.db
      .select()
      .from(paymentConnections)
      .where(eq(paymentConnections.userId, producer.id));
    const url = `/webhooks/asaas/${row?.id}`;
    const body = {
      id: 'evt_forged',
      event: 'PAYMENT_RECEIVED',
      payment: { id: 'pay_x', status: 'RECEIVED', value: 1 },
    };
    const forged = await t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'asaas-access-token': 'nope' },
    });
    expect(forged.statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url, payload: body });
    expect(missing.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/webhooks/asaas/00000000-0000-4000-8000-000000000000',
      payload: body,
      headers: { 'asaas-access-token': 'nope' },
    });
    expect(unknown.statusCode).toBe(401);
    const [hook] = fake.webhooks(PRODUCER_KEY);
    const garbage = await t.app.inject({
      method: 'POST',
      url,
      payload: { hello: 'world' },
      headers: { 'asaas-access-token': hook?.authToken ?? '' },
    });
    expect(garbage.statusCode).toBe(400);
  });

  it("never moves another producer's sale, even with a valid token", async () => {
    const other = await world.addProducer();
    const otherProduct = await world.addProduct(other.id, { mode: 'open' });
    const started = await t.call('checkout.start', world.checkoutInput(otherProduct.productCode));
    const otherSale = await world.saleByOrder(expectOk(started).orderCode);
    await t.db
      .update(sales)
      .set({ provider: 'asaas', providerPaymentId: 'pay_other_producer', status: 'pending' })
      .where(eq(sales.id, otherSale.id));
    const [row] = await t.db
      .select()
      .from(paymentConnections)
      .where(eq(paymentConnections.userId, producer.id));
    const [hook] = fake.webhooks(PRODUCER_KEY);
    const result = await t.app.inject({
      method: 'POST',
      url: `/webhooks/asaas/${row?.id}`,
      payload: {
        id: 'evt_cross_tenant',
        event: 'PAYMENT_RECEIVED',
        payment: {
          id: 'pay_other_producer',
          status: 'RECEIVED',
          value: 100,
          customer: 'cus_x',
          billingType: 'PIX',
          dueDate: '2026-01-01',
          dateCreated: '2026-01-01',
        },
      },
      headers: { 'asaas-access-token': hook?.authToken ?? '' },
    });
    expect(result.statusCode).toBe(200);
    expect((await world.saleByOrder(otherSale.orderCode)).status).toBe('pending');
  });
});

describe('payouts by Pix transfer', () => {
  it('transfers available commissions to the reseller Pix key; a failed transfer returns them', async () => {
    const card = await t.call(
      'checkout.start',
      world.checkoutInput(product.productCode, { buyer: { email: 'card1@example.com' } }),
      {
        cookie: world.attributionCookie(affiliationId),
      },
    );
    const sale = await world.saleByOrder(expectOk(card).orderCode);
    await t.db
      .update(commissions)
      .set({ status: 'available', availableAt: new Date() })
      .where(eq(commissions.saleId, sale.id));

    const run = await call('payouts.run', undefined, producer.cookie);
    expect(run.data).toMatchObject({ created: 1, transferred: 1, manual: 0, failed: 0, totalCents: 4_925 });
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.producerId, producer.id));
    if (!payout?.providerTransferId) throw new Error('no transfer');
    expect(payout).toMatchObject({ method: 'asaas_pix', status: 'processing', pixKey: 'rita@example.com' });
    expect(fake.transfer(payout.providerTransferId)).toMatchObject({
      value: 49.25,
      externalReference: payout.id,
    });

    await fake.failTransfer(payout.providerTransferId, 'Chave Pix não encontrada');
    const [failed] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'Chave Pix não encontrada' });
    const [released] = await t.db.select().from(commissions).where(eq(commissions.saleId, sale.id));
    expect(released).toMatchObject({ status: 'available', payoutId: null });

    const retry = await call('payouts.run', undefined, producer.cookie);
    expect(retry.data).toMatchObject({ created: 1, transferred: 1 });
    const [second] = await t.db.select().from(payouts).where(eq(payouts.status, 'processing'));
    await fake.completeTransfer(second?.providerTransferId ?? '');
    const [done] = await t.db
      .select()
      .from(payouts)
      .where(eq(payouts.id, second?.id ?? ''));
    expect(done?.status).toBe('paid');
    const [settled] = await t.db.select().from(commissions).where(eq(commissions.saleId, sale.id));
    expect(settled).toMatchObject({ status: 'paid', settledBy: 'payout', payoutId: second?.id });
  });
});

describe('secrets', () => {
  it('never appear in a response or a log line', () => {
    for (const text of [...responses, ...logLines]) {
      expect(text).not.toContain(PRODUCER_KEY);
      expect(text).not.toContain(RESELLER_KEY);
      for (const hook of fake.webhooks(PRODUCER_KEY))
        if (hook.authToken) expect(text).not.toContain(hook.authToken);
    }
    expect(responses.length).toBeGreaterThan(5);
    expect(logLines.some((line) => line.includes('asaas webhook'))).toBe(true);
  });
});
