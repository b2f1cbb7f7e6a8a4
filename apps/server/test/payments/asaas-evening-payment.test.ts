import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldUser } from '../affiliations/affiliation-world';
import { checkoutWorld } from '../checkout/checkout-world';
import { type FakeAsaas, startFakeAsaas } from '../support/fake-asaas-server';
import { createTestApp, expectOk, type InputOf, type TestApp } from '../support/harness';

const PRODUCER_KEY = '$aact_producer_EVENING_key_7c41d09e';

// 22:30 on 27 November 2026 in São Paulo (UTC−3) is already 28 November in UTC.
const EVENING = new Date('2026-11-28T01:30:00.000Z');

let clock = () => new Date();
let t: TestApp;
let fake: FakeAsaas;
let world: ReturnType<typeof checkoutWorld>;
let producer: WorldUser;
let product: { id: string; productCode: string };

beforeAll(async () => {
  // Asaas and the app read the same clock, as they share the real one in production.
  fake = await startFakeAsaas({ now: () => clock() });
  fake.addAccount({
    apiKey: PRODUCER_KEY,
    name: 'Paula Produtora Ltda',
    email: 'paula@example.com',
    walletId: 'wal_producer_evening',
    balance: 0,
  });
  t = await createTestApp({ ASAAS_API_URL: fake.url }, { clock: () => clock() });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const appOrigin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  world = checkoutWorld(t);
  producer = await world.addProducer({ fullName: 'Paula Produtora' });
  product = await world.addProduct(producer.id, {
    title: 'Curso Noturno',
    mode: 'open',
    pricing: { priceCents: 9_700, commissionType: 'percentage', commissionValue: 1000 },
  });
  const saved = await t.call(
    'payments.saveAsaas',
    { apiKey: PRODUCER_KEY, walletId: '', environment: 'sandbox' },
    { cookie: producer.cookie },
  );
  expect(saved.status).toBe(200);
  fake.routeWebhooks(PRODUCER_KEY, appOrigin);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('a Pix paid in the São Paulo evening', () => {
  it('is paid at the moment Asaas tells of it, not at noon of that day', async () => {
    const input: InputOf<'checkout.start'> = {
      ...world.checkoutInput(product.productCode, { buyer: { email: 'noite@example.com' } }),
      method: 'pix',
      paymentMethodId: null,
    };
    const started = await t.call('checkout.start', input);
    expect(started.status).toBe(200);
    const sale = await world.saleByOrder(expectOk(started).orderCode);

    clock = () => new Date(EVENING);
    const deliveries = await fake.markPaymentReceived(sale.providerPaymentId ?? '');
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200]);
    // Asaas names the São Paulo day of the payment.
    expect(fake.payment(sale.providerPaymentId ?? '')?.paymentDate).toBe('2026-11-27');

    const paid = await world.saleByOrder(sale.orderCode);
    expect(paid.status).toBe('paid');
    expect(paid.paidAt?.toISOString()).toBe(EVENING.toISOString());
  });
});
