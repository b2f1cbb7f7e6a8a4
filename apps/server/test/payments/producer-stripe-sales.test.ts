import { commissions, eq, paymentConnections, sales } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldUser } from '../affiliations/affiliation-world';
import { checkoutWorld } from '../checkout/checkout-world';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe-server';
import { createTestApp, expectOk, type TestApp } from '../support/harness';

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
    expect(expectOk(page).cardAccount).toEqual({
      publishableKey: 'pk_test_producerCardField',
    });
  });

  it("charges the card with the producer's key, and refunds it with the same key", async () => {
    fake.clearRequests();
    const input = { ...world.checkoutInput(product.productCode), paymentMethodId: 'pm_card_visa' };
    const started = await t.call('checkout.start', input);
    expect(started.status).toBe(200);
    expect(expectOk(started).status).toBe('paid');
    const [intent] = fake.requestsTo('POST', '/v1/payment_intents');
    expect(intent?.apiKey).toBe(PRODUCER_KEY);
    const sale = await world.saleByOrder(expectOk(started).orderCode);
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
    const result = expectOk(started);
    expect(result.status).toBe('pending');
    expect(result.nextAction?.type).toBe('confirm_card');
    const sale = await world.saleByOrder(result.orderCode);
    fake.completeCardAction(sale.providerPaymentId ?? '');
    const status = await t.call('checkout.status', {
      orderCode: result.orderCode,
      idempotencyKey: input.idempotencyKey,
    });
    expect(expectOk(status).status).toBe('paid');
  });

  it('leaves the platform test mode in charge once the producer switches Stripe off', async () => {
    await t.call('payments.toggle', { platform: 'stripe', enabled: false }, { cookie: producer.cookie });
    const page = await t.call('catalog.product', { productCode: product.productCode });
    expect(expectOk(page).cardAccount).toBeNull();
    const input = world.checkoutInput(product.productCode, { buyer: { email: 'teste@example.com' } });
    const started = await t.call('checkout.start', input);
    const [sale] = await t.db
      .select()
      .from(sales)
      .where(eq(sales.orderCode, expectOk(started).orderCode));
    expect(sale).toMatchObject({ provider: 'test', paymentConnectionId: null, status: 'paid' });
  });
});

describe("the producer's own Stripe webhook is a hint", () => {
  // The producer typed the endpoint's signing secret, so they can sign any event with it.
  let resold: { id: string; productCode: string };
  let affiliationId = '';

  beforeAll(async () => {
    await t.call('payments.toggle', { platform: 'stripe', enabled: true }, { cookie: producer.cookie });
    const reseller = await world.addUser('reseller', { referrerId: producer.id });
    resold = await world.addProduct(producer.id, {
      mode: 'open',
      pricing: { priceCents: 20_000, commissionType: 'percentage', commissionValue: 2500 },
    });
    affiliationId = await world.addAffiliation(reseller.id, resold.id);
  });

  async function paidSale(email: string) {
    const input = {
      ...world.checkoutInput(resold.productCode, { buyer: { email } }),
      paymentMethodId: 'pm_card_visa',
    };
    const started = await t.call('checkout.start', input, { cookie: world.attributionCookie(affiliationId) });
    const sale = await world.saleByOrder(expectOk(started).orderCode);
    expect(sale).toMatchObject({ status: 'paid', paymentConnectionId: connectionId });
    return { sale, paymentIntentId: sale.providerPaymentId ?? '' };
  }

  async function commissionStatus(saleId: string) {
    const [row] = await t.db.select().from(commissions).where(eq(commissions.saleId, saleId));
    return row?.status;
  }

  it('does not reverse a paid sale on a forged refund or dispute; a real dispute does', async () => {
    const { sale, paymentIntentId } = await paidSale('estorno.falso@example.com');
    expect(await commissionStatus(sale.id)).toBe('pending');
    const charge = fake.chargeOf(paymentIntentId);
    const forgedRefund = fake.event('charge.refunded', {
      ...charge,
      refunded: true,
      amount_refunded: charge.amount ?? 0,
    });
    expect((await deliver(connectionId, forgedRefund, WEBHOOK_SECRET)).statusCode).toBe(200);
    const forgedDispute = fake.event('charge.dispute.created', fake.madeUpDispute(paymentIntentId));
    expect((await deliver(connectionId, forgedDispute, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await world.saleByOrder(sale.orderCode)).status).toBe('paid');
    expect(await commissionStatus(sale.id)).toBe('pending');

    const realDispute = fake.event('charge.dispute.created', fake.dispute(paymentIntentId));
    expect((await deliver(connectionId, realDispute, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await world.saleByOrder(sale.orderCode)).status).toBe('chargeback');
    expect(await commissionStatus(sale.id)).toBe('cancelled');
  });

  it('applies a real refund once Stripe has made it, even when its event was first forged early', async () => {
    const { sale, paymentIntentId } = await paidSale('estorno.real@example.com');
    const eventId = 'evt_refund_before_and_after';
    const early = fake.event(
      'charge.refunded',
      { ...fake.chargeOf(paymentIntentId), refunded: true },
      { id: eventId },
    );
    expect((await deliver(connectionId, early, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await world.saleByOrder(sale.orderCode)).status).toBe('paid');

    const refund = await t.call('sales.refund', { saleId: sale.id }, { cookie: producer.cookie });
    expect(refund.data).toEqual({ status: 'paid', refundRequested: true });
    // The unconfirmed claim was not recorded: Stripe's own delivery of that id now counts.
    const real = fake.event('charge.refunded', fake.chargeOf(paymentIntentId), { id: eventId });
    expect((await deliver(connectionId, real, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await world.saleByOrder(sale.orderCode)).status).toBe('refunded');
    expect(await commissionStatus(sale.id)).toBe('cancelled');
  });

  it('does not confirm an unpaid card on a forged success, nor fail it on a forged decline', async () => {
    const input = {
      ...world.checkoutInput(resold.productCode, { buyer: { email: 'nao.pago@example.com' } }),
      paymentMethodId: 'pm_card_threeDSecure2Required',
    };
    const started = await t.call('checkout.start', input, { cookie: world.attributionCookie(affiliationId) });
    const sale = await world.saleByOrder(expectOk(started).orderCode);
    expect(sale.status).toBe('pending');
    const paymentIntentId = sale.providerPaymentId ?? '';
    const waiting = fake.paymentIntent(paymentIntentId);

    const forgedSuccess = fake.event('payment_intent.succeeded', { ...waiting, status: 'succeeded' });
    expect((await deliver(connectionId, forgedSuccess, WEBHOOK_SECRET)).statusCode).toBe(200);
    const forgedDecline = fake.event('payment_intent.payment_failed', {
      ...waiting,
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect((await deliver(connectionId, forgedDecline, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await world.saleByOrder(sale.orderCode)).status).toBe('pending');
    expect(await commissionStatus(sale.id)).toBeUndefined();

    const succeeded = fake.completeCardAction(paymentIntentId);
    const real = fake.event('payment_intent.succeeded', succeeded);
    expect((await deliver(connectionId, real, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await world.saleByOrder(sale.orderCode)).status).toBe('paid');
    expect(await commissionStatus(sale.id)).toBe('pending');
  });
});
