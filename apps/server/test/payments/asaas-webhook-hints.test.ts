import type { AddressInfo } from 'node:net';
import { commissions, eq, inArray, paymentConnections, payouts, processedWebhookEvents } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldUser } from '../affiliations/affiliation-world';
import { checkoutWorld } from '../checkout/checkout-world';
import { type FakeAsaas, startFakeAsaas } from '../support/fake-asaas-server';
import { createTestApp, expectOk, type InputOf, type TestApp } from '../support/harness';

/**
 * A producer's own Asaas account is theirs: they can read the webhook token in Asaas and post any body with
 * it. Deliveries are hints; sales and payouts move only as Asaas itself answers when asked.
 */

const PRODUCER_KEY = '$aact_hints_producer_key_7d1c9e02';
const OTHER_KEY = '$aact_hints_other_key_3f5a8b41';
const RESELLER_KEY = '$aact_hints_reseller_key_0a9c6d77';
const RESELLER_WALLET = 'wal_hints_reseller';

let t: TestApp;
let fake: FakeAsaas;
let world: ReturnType<typeof checkoutWorld>;
let producer: WorldUser;
let other: WorldUser;
let reseller: WorldUser;
let product: { id: string; productCode: string };
let otherProduct: { id: string; productCode: string };
let affiliationId: string;
let appOrigin = '';

async function connectionOf(userId: string) {
  const [row] = await t.db.select().from(paymentConnections).where(eq(paymentConnections.userId, userId));
  if (!row) throw new Error('no connection');
  return row;
}

/** The token of the account's newest webhook (saving again registers another). */
function tokenOf(apiKey: string): string {
  return fake.webhooks(apiKey).at(-1)?.authToken ?? '';
}

function post(connectionId: string, token: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/webhooks/asaas/${connectionId}`,
    payload: body,
    headers: { 'asaas-access-token': token },
  });
}

async function pixSale(productCode: string, email: string, cookie?: string) {
  const input: InputOf<'checkout.start'> = {
    ...world.checkoutInput(productCode, { buyer: { email } }),
    method: 'pix',
    paymentMethodId: null,
  };
  const started = await t.call('checkout.start', input, cookie ? { cookie } : {});
  expect(started.status).toBe(200);
  const sale = await world.saleByOrder(expectOk(started).orderCode);
  return { sale, paymentId: sale.providerPaymentId ?? '', input };
}

async function statusOf(orderCode: string) {
  return (await world.saleByOrder(orderCode)).status;
}

beforeAll(async () => {
  fake = await startFakeAsaas();
  for (const [apiKey, name, walletId] of [
    [PRODUCER_KEY, 'Produtora Dica', 'wal_hints_producer'],
    [OTHER_KEY, 'Outra Produtora', 'wal_hints_other'],
    [RESELLER_KEY, 'Revendedor Dica', RESELLER_WALLET],
  ] as const)
    fake.addAccount({ apiKey, name, email: `${walletId}@example.com`, walletId, balance: 1000 });
  t = await createTestApp({ ASAAS_API_URL: fake.url });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  appOrigin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  world = checkoutWorld(t);
  producer = await world.addProducer();
  other = await world.addProducer();
  reseller = await world.addUser('reseller', { referrerId: producer.id, password: 'segredo123' });
  product = await world.addProduct(producer.id, {
    mode: 'open',
    pricing: { priceCents: 10_000, commissionType: 'percentage', commissionValue: 3000 },
  });
  otherProduct = await world.addProduct(other.id, { mode: 'open' });
  affiliationId = await world.addAffiliation(reseller.id, product.id);
  const account = await t.call(
    'payouts.saveAccount',
    {
      asaasWalletId: RESELLER_WALLET,
      pixKeyType: 'EMAIL',
      pixKey: 'revendedor@example.com',
      currentPassword: 'segredo123',
    },
    { cookie: reseller.cookie },
  );
  expect(account.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the Asaas webhook address', () => {
  it("registers the app's own address when the form sends none", async () => {
    const saved = await t.call(
      'payments.saveAsaas',
      { apiKey: PRODUCER_KEY, environment: 'sandbox' },
      { cookie: producer.cookie },
    );
    expect(saved.status).toBe(200);
    const row = await connectionOf(producer.id);
    expect(saved.data).toMatchObject({
      webhookRegistered: true,
      webhookUrl: `${t.config.appUrl}/webhooks/asaas/${row.id}`,
    });
    expect(fake.webhooks(PRODUCER_KEY).map((hook) => hook.url)).toEqual([
      `${t.config.appUrl}/webhooks/asaas/${row.id}`,
    ]);
    expect(row.webhookUrl).toBeNull();
    fake.routeWebhooks(PRODUCER_KEY, appOrigin);
  });

  it('never registers an address the producer sends, so the token never leaves the app', async () => {
    const saved = await t.callRaw(
      'payments.saveAsaas',
      {
        apiKey: OTHER_KEY,
        walletId: '',
        webhookUrl: 'https://hooks.example.com/mine',
        environment: 'sandbox',
      },
      { cookie: other.cookie },
    );
    expect(saved.status).toBe(200);
    const row = await connectionOf(other.id);
    expect(fake.webhooks(OTHER_KEY).map((hook) => hook.url)).toEqual([
      `${t.config.appUrl}/webhooks/asaas/${row.id}`,
    ]);
    expect(expectOk(saved).webhookUrl).toBe(`${t.config.appUrl}/webhooks/asaas/${row.id}`);
    fake.routeWebhooks(OTHER_KEY, appOrigin);
  });

  it('refuses a token that was sent to an address the producer chose, until saving registers a new one', async () => {
    const row = await connectionOf(other.id);
    const oldToken = tokenOf(OTHER_KEY);
    // A connection saved when the form still took an address: its token went there.
    await t.db
      .update(paymentConnections)
      .set({ webhookUrl: 'https://hooks.example.com/mine' })
      .where(eq(paymentConnections.id, row.id));
    const ping = { id: 'evt_ping', event: 'PAYMENT_CREATED' };
    expect((await post(row.id, oldToken, ping)).statusCode).toBe(401);
    const view = await t.call('payments.connections', undefined, { cookie: other.cookie });
    const asaas = expectOk(view).find((connection) => connection.platform === 'asaas');
    expect(asaas?.webhookRegistered).toBe(false);

    const saved = await t.call(
      'payments.saveAsaas',
      { apiKey: '', environment: 'sandbox' },
      { cookie: other.cookie },
    );
    expect(saved.data).toMatchObject({ webhookRegistered: true });
    expect((await connectionOf(other.id)).webhookUrl).toBeNull();
    const newToken = tokenOf(OTHER_KEY);
    expect(newToken).not.toBe(oldToken);
    expect((await post(row.id, oldToken, ping)).statusCode).toBe(401);
    expect((await post(row.id, newToken, ping)).statusCode).toBe(200);
    fake.routeWebhooks(OTHER_KEY, appOrigin);
  });
});

describe('Asaas webhooks are hints', () => {
  it('does not reverse a paid sale on a forged refund or chargeback; a real chargeback does', async () => {
    const { sale, paymentId } = await pixSale(
      product.productCode,
      'forjado@example.com',
      world.attributionCookie(affiliationId),
    );
    await fake.markPaymentReceived(paymentId);
    expect(await statusOf(sale.orderCode)).toBe('paid');
    const paid = fake.payment(paymentId);

    for (const [event, status] of [
      ['PAYMENT_REFUNDED', 'REFUNDED'],
      ['PAYMENT_CHARGEBACK_REQUESTED', 'CHARGEBACK_REQUESTED'],
    ] as const) {
      const deliveries = await fake.sendForgedEvent(PRODUCER_KEY, event, { payment: { ...paid, status } });
      expect(deliveries.map((delivery) => delivery.status)).toEqual([200]);
      expect(await statusOf(sale.orderCode), event).toBe('paid');
    }
    const [commission] = await t.db.select().from(commissions).where(eq(commissions.saleId, sale.id));
    expect(commission).toMatchObject({ status: 'paid', settledBy: 'split' });

    await fake.chargeback(paymentId);
    expect(await statusOf(sale.orderCode)).toBe('chargeback');
    const [cancelled] = await t.db.select().from(commissions).where(eq(commissions.saleId, sale.id));
    expect(cancelled?.status).toBe('cancelled');
  });

  it('applies a real refund asked for in the app', async () => {
    const { sale, paymentId } = await pixSale(product.productCode, 'reembolso@example.com');
    await fake.markPaymentReceived(paymentId);
    const refund = await t.call('sales.refund', { saleId: sale.id }, { cookie: producer.cookie });
    expect(refund.status).toBe(200);
    await fake.settleDeliveries();
    expect(fake.payment(paymentId).status).toBe('REFUNDED');
    expect(await statusOf(sale.orderCode)).toBe('refunded');
  });

  it('does not confirm an unpaid charge on a forged payment notice, nor fail it on a forged deletion', async () => {
    const { sale, paymentId, input } = await pixSale(product.productCode, 'naopago@example.com');
    const pending = fake.payment(paymentId);
    const received = { ...pending, status: 'RECEIVED', paymentDate: pending.dueDate ?? null };
    for (const event of ['PAYMENT_RECEIVED', 'PAYMENT_CONFIRMED'])
      await fake.sendForgedEvent(PRODUCER_KEY, event, { payment: received });
    expect(await statusOf(sale.orderCode)).toBe('pending');
    const status = await t.call('checkout.status', {
      orderCode: sale.orderCode,
      idempotencyKey: input.idempotencyKey,
    });
    expect(expectOk(status).status).toBe('pending');

    await fake.sendForgedEvent(PRODUCER_KEY, 'PAYMENT_DELETED', { payment: { ...pending, deleted: true } });
    expect(await statusOf(sale.orderCode)).toBe('pending');

    // What Asaas says counts: the buyer pays, and even a late, made-up notice then confirms it.
    fake.setPaymentState(paymentId, { status: 'RECEIVED' });
    await fake.sendForgedEvent(PRODUCER_KEY, 'PAYMENT_RECEIVED', { payment: pending });
    expect(await statusOf(sale.orderCode)).toBe('paid');
  });

  it('fails a charge Asaas says was deleted', async () => {
    const { sale, paymentId } = await pixSale(product.productCode, 'apagado@example.com');
    await fake.deletePayment(paymentId);
    const deleted = await world.saleByOrder(sale.orderCode);
    expect(deleted).toMatchObject({ status: 'failed', failureCode: 'errors.payments.chargeExpired' });
  });

  it('does not mark a payout paid on a forged transfer notice', async () => {
    const card = await t.call(
      'checkout.start',
      world.checkoutInput(product.productCode, { buyer: { email: 'cartao@example.com' } }),
      { cookie: world.attributionCookie(affiliationId) },
    );
    const sale = await world.saleByOrder(expectOk(card).orderCode);
    await t.db
      .update(commissions)
      .set({ status: 'available', availableAt: new Date() })
      .where(eq(commissions.saleId, sale.id));
    const run = await t.call('payouts.run', undefined, { cookie: producer.cookie });
    expect(run.data).toMatchObject({ transferred: 1 });
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.producerId, producer.id));
    const transferId = payout?.providerTransferId ?? '';
    const transfer = fake.transfer(transferId);

    await fake.sendForgedEvent(PRODUCER_KEY, 'TRANSFER_DONE', { transfer: { ...transfer, status: 'DONE' } });
    const [still] = await t.db
      .select()
      .from(payouts)
      .where(eq(payouts.id, payout?.id ?? ''));
    expect(still?.status).toBe('processing');

    await fake.completeTransfer(transferId);
    const [done] = await t.db
      .select()
      .from(payouts)
      .where(eq(payouts.id, payout?.id ?? ''));
    expect(done?.status).toBe('paid');
  });

  it('answers 503 when Asaas cannot be asked, so the event comes again', async () => {
    const { sale, paymentId } = await pixSale(product.productCode, 'indisponivel@example.com');
    fake.setPaymentState(paymentId, { status: 'RECEIVED' });
    const row = await connectionOf(producer.id);
    const body = { id: 'evt_unavailable&1', event: 'PAYMENT_RECEIVED', payment: fake.payment(paymentId) };
    fake.failNext(`/payments/${paymentId}`, 503);
    expect((await post(row.id, tokenOf(PRODUCER_KEY), body)).statusCode).toBe(503);
    expect(await statusOf(sale.orderCode)).toBe('pending');
    expect((await post(row.id, tokenOf(PRODUCER_KEY), body)).statusCode).toBe(200);
    expect(await statusOf(sale.orderCode)).toBe('paid');
  });
});

describe('Asaas event ids', () => {
  it('are recorded per connection: the same id from two accounts is applied for each', async () => {
    const mine = await pixSale(product.productCode, 'mesmo.id@example.com');
    const theirs = await pixSale(otherProduct.productCode, 'mesmo.id@example.com');
    const eventId = 'evt_05b708f961d739ea7eba7e4db318f621&368604920';
    const deliveries = [
      { key: PRODUCER_KEY, userId: producer.id, ...mine },
      { key: OTHER_KEY, userId: other.id, ...theirs },
    ];
    for (const { key, userId, paymentId } of deliveries) {
      fake.setPaymentState(paymentId, { status: 'RECEIVED' });
      const row = await connectionOf(userId);
      const answer = await post(row.id, tokenOf(key), {
        id: eventId,
        event: 'PAYMENT_RECEIVED',
        payment: fake.payment(paymentId),
      });
      expect(answer.statusCode).toBe(200);
    }
    expect(await statusOf(mine.sale.orderCode)).toBe('paid');
    expect(await statusOf(theirs.sale.orderCode)).toBe('paid');
    const connectionIds = [(await connectionOf(producer.id)).id, (await connectionOf(other.id)).id];
    const recorded = await t.db
      .select({ id: processedWebhookEvents.id })
      .from(processedWebhookEvents)
      .where(
        inArray(
          processedWebhookEvents.id,
          connectionIds.map((id) => `asaas:${id}:${eventId}`),
        ),
      );
    expect(recorded).toHaveLength(2);
  });
});
