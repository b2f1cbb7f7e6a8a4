import { eq, paymentConnections, sales } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldUser } from '../affiliations/affiliation-world';
import { checkoutWorld } from '../checkout/checkout-world';
import { type FakeStripe, startFakeStripe } from '../testing/fake-stripe-server';
import { createTestApp, type TestApp } from '../testing/harness';

const PRODUCER_KEY = 'sk_test_producerOwnStripe77';
const OTHER_KEY = 'sk_test_otherProducerStripe88';
const WEBHOOK_SECRET = 'whsec_producerOwnEndpoint';
const OTHER_SECRET = 'whsec_otherProducerEndpoint';

let t: TestApp;
let fake: FakeStripe;
let world: ReturnType<typeof checkoutWorld>;
let producer: WorldUser;
let other: WorldUser;
let product: { id: string; productCode: string };
let connectionId = '';
let otherConnectionId = '';

async function connect(user: WorldUser, apiKey: string, webhookSecret: string) {
  const saved = await t.call(
    'payments.saveStripe',
    { apiKey, publishableKey: 'pk_test_producerCardField', webhookSecret },
    { cookie: user.cookie },
  );
  expect(saved.status).toBe(200);
  const [row] = await t.db.select().from(paymentConnections).where(eq(paymentConnections.userId, user.id));
  return row?.id ?? '';
}

function deliver(connection: string, event: object, secret: string) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: `/webhooks/stripe/${connection}`,
    headers: { 'content-type': 'application/json', 'stripe-signature': fake.signWebhook(payload, secret) },
    payload,
  });
}

beforeAll(async () => {
  fake = await startFakeStripe({ apiKeys: [PRODUCER_KEY, OTHER_KEY] });
  // The platform itself runs in test mode: only the producers' own accounts are on Stripe.
  t = await createTestApp({ STRIPE_API_URL: fake.url });
  world = checkoutWorld(t);
  producer = await world.addProducer();
  other = await world.addProducer();
  product = await world.addProduct(producer.id, { mode: 'open' });
  connectionId = await connect(producer, PRODUCER_KEY, WEBHOOK_SECRET);
  otherConnectionId = await connect(other, OTHER_KEY, OTHER_SECRET);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("cards on the producer's own Stripe", () => {
  it('gives the checkout the account publishable key', async () => {
    const page = await t.call('catalog.product', { productCode: product.productCode });
    expect((page.data as { cardAccount: unknown }).cardAccount).toEqual({
      publishableKey: 'pk_test_producerCardField',
    });
  });

  it("charges the card with the producer's key, and refunds it with the same key", async () => {
    fake.clearRequests();
    const input = { ...world.checkoutInput(product.productCode), paymentMethodId: 'pm_card_visa' };
    const started = await t.call('checkout.start', input);
    expect(started.status).toBe(200);
    expect((started.data as { status: string }).status).toBe('paid');
    const [intent] = fake.requestsTo('POST', '/v1/payment_intents');
    expect(intent?.apiKey).toBe(PRODUCER_KEY);
    const sale = await world.saleByOrder((started.data as { orderCode: string }).orderCode);
    expect(sale).toMatchObject({ provider: 'stripe', paymentConnectionId: connectionId, status: 'paid' });

    const refund = await t.call('sales.refund', { saleId: sale.id }, { cookie: producer.cookie });
    expect(refund.data).toEqual({ status: 'paid', refundRequested: true });
    const [refundRequest] = fake.requestsTo('POST', '/v1/refunds');
    expect(refundRequest?.apiKey).toBe(PRODUCER_KEY);

    const paymentIntentId = sale.providerPaymentId ?? '';
    const refunded = fake.event('charge.refunded', { ...fake.chargeOf(paymentIntentId), refunded: true });
    // Another producer's endpoint, even signed with their own secret, cannot move this sale.
    const foreign = await deliver(otherConnectionId, refunded, OTHER_SECRET);
    expect(foreign.statusCode).toBe(200);
    expect((await world.saleByOrder(sale.orderCode)).status).toBe('paid');
    // Signed with the wrong secret: refused.
    expect((await deliver(connectionId, refunded, OTHER_SECRET)).statusCode).toBe(400);
    const applied = await deliver(connectionId, refunded, WEBHOOK_SECRET);
    expect(applied.statusCode).toBe(200);
    expect((await world.saleByOrder(sale.orderCode)).status).toBe('refunded');
  });

  it('confirms a 3-D Secure card through the status poll when no webhook comes', async () => {
    const input = {
      ...world.checkoutInput(product.productCode, { buyer: { email: 'tres.ds@example.com' } }),
      paymentMethodId: 'pm_card_threeDSecure2Required',
    };
    const started = await t.call('checkout.start', input);
    const result = started.data as { status: string; orderCode: string; nextAction: { type: string } };
    expect(result.status).toBe('pending');
    expect(result.nextAction.type).toBe('confirm_card');
    const sale = await world.saleByOrder(result.orderCode);
    fake.completeCardAction(sale.providerPaymentId ?? '');
    const status = await t.call('checkout.status', {
      orderCode: result.orderCode,
      idempotencyKey: input.idempotencyKey,
    });
    expect((status.data as { status: string }).status).toBe('paid');
  });

  it('leaves the platform test mode in charge once the producer switches Stripe off', async () => {
    await t.call('payments.toggle', { platform: 'stripe', enabled: false }, { cookie: producer.cookie });
    const page = await t.call('catalog.product', { productCode: product.productCode });
    expect((page.data as { cardAccount: unknown }).cardAccount).toBeNull();
    const input = world.checkoutInput(product.productCode, { buyer: { email: 'teste@example.com' } });
    const started = await t.call('checkout.start', input);
    const [sale] = await t.db
      .select()
      .from(sales)
      .where(eq(sales.orderCode, (started.data as { orderCode: string }).orderCode));
    expect(sale).toMatchObject({ provider: 'test', paymentConnectionId: null, status: 'paid' });
  });
});
