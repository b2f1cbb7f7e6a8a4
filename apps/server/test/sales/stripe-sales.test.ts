import { randomUUID } from 'node:crypto';
import { createStripeClient, StripePaymentProvider } from '@afilia/api/server';
import {
  buyerSubscriptions,
  commissions,
  count,
  emailOutbox,
  eq,
  processedWebhookEvents,
  productPricing,
  products,
  sales,
} from '@afilia/db';
import { installmentOption } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutWorld } from '../checkout/checkout-world';
import {
  deliverStripeEvent,
  type FakeStripe,
  type JsonObject,
  startFakeStripe,
  stripeEnvFor,
} from '../support/fake-stripe-server';
import { createTestApp, type TestApp } from '../support/harness';

const WEBHOOK_SECRET = 'whsec_sales';
const PRICE = 19_700;
/** 25% of R$ 197,00. */
const COMMISSION = 4_925;

let fake: FakeStripe;
let t: TestApp;
let w: ReturnType<typeof checkoutWorld>;
let producer: { id: string; cookie: string };
let product: { id: string; productCode: string };
let membership: { id: string; productCode: string };
let referral: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    ...stripeEnvFor(fake, { webhookSecret: WEBHOOK_SECRET }),
    RATE_LIMIT_AUTH_MAX: '1000',
  });
  w = checkoutWorld(t);
  producer = await w.addProducer();
  const pricing = { priceCents: PRICE, commissionType: 'percentage' as const, commissionValue: 2500 };
  product = await w.addProduct(producer.id, { pricing });
  membership = await w.addProduct(producer.id, { pricing });
  await t.db.update(products).set({ category: 'membership' }).where(eq(products.id, membership.id));
  // The producer's own reseller: the product's mode ('referred') admits only those.
  const reseller = await w.addUser('reseller', { referrerId: producer.id });
  referral = w.attributionCookie(await w.addAffiliation(reseller.id, product.id));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A checkout through the reseller's link, paying with a Stripe test card. */
async function buy(paymentMethodId: string, options: { email?: string; productCode?: string } = {}) {
  const input = {
    ...w.checkoutInput(options.productCode ?? product.productCode, {
      buyer: { email: options.email ?? 'compradora@example.com' },
    }),
    paymentMethodId,
  };
  const call = await t.call('checkout.start', input, { cookie: referral });
  const [sale] = await t.db.select().from(sales).where(eq(sales.idempotencyKey, input.idempotencyKey));
  if (!sale) throw new Error('no sale row');
  // A declined attempt has no result.
  return { call, result: call.ok ? call.data : null, sale, input };
}

const saleById = async (id: string) => (await t.db.select().from(sales).where(eq(sales.id, id)))[0];
const commissionsOf = (saleId: string) =>
  t.db.select().from(commissions).where(eq(commissions.saleId, saleId));
const timesProcessed = async (eventId: unknown) =>
  (
    await t.db
      .select({ n: count() })
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, String(eventId)))
  )[0]?.n ?? 0;
const emailsTo = async (to: string) =>
  (await t.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, to)))[0]?.n ?? 0;

const deliver = (event: JsonObject, options: { signature?: string | null; body?: string } = {}) =>
  deliverStripeEvent(t.app, fake, WEBHOOK_SECRET, event, options);

const succeeded = (paymentIntentId: string) =>
  fake.event('payment_intent.succeeded', fake.paymentIntent(paymentIntentId));

describe('product sales on Stripe (real SDK against the fake Stripe API)', () => {
  it('pays with pm_card_visa at once: a PaymentIntent keyed by the sale, confirmed on the server', async () => {
    fake.clearRequests();
    const { call, result, sale } = await buy('pm_card_visa');
    expect(call.status).toBe(200);
    expect(result).toMatchObject({ status: 'paid', nextAction: null, amountCents: PRICE });

    const [customer] = fake.requestsTo('POST', '/v1/customers');
    expect(customer?.idempotencyKey).toBe(`afilia-sale-customer-${sale.id}`);
    expect(customer?.params).toMatchObject({
      email: 'compradora@example.com',
      name: 'Maria Compradora',
      metadata: { saleId: sale.id, orderCode: sale.orderCode },
    });
    const intents = fake.requestsTo('POST', '/v1/payment_intents');
    expect(intents).toHaveLength(1);
    expect(intents[0]?.idempotencyKey).toBe(`afilia-sale-${sale.id}`);
    expect(intents[0]?.params).toMatchObject({
      amount: String(PRICE),
      currency: 'brl',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      allowed_payment_method_types: ['card'],
      metadata: { saleId: sale.id, orderCode: sale.orderCode },
    });
    expect(intents[0]?.params.setup_future_usage).toBeUndefined();
    expect(intents[0]?.params.customer).toMatch(/^cus_/);

    const paid = await saleById(sale.id);
    expect(paid).toMatchObject({ status: 'paid', provider: 'stripe', cardBrand: 'visa', cardLast4: '4242' });
    expect(paid?.providerPaymentId).toMatch(/^pi_/);
    expect(fake.paymentIntent(paid?.providerPaymentId ?? '')).toMatchObject({
      status: 'succeeded',
      latest_charge: expect.stringMatching(/^ch_/),
    });
    expect(await commissionsOf(sale.id)).toMatchObject([{ status: 'pending', amountCents: COMMISSION }]);

    // Stripe's own payment_intent.succeeded arrives after the checkout answered: nothing more happens.
    const emailsBefore = await emailsTo('compradora@example.com');
    const event = succeeded(paid?.providerPaymentId ?? '');
    const response = await deliver(event);
    expect(response.statusCode).toBe(200);
    expect(await timesProcessed(event.id)).toBe(1);
    expect(await commissionsOf(sale.id)).toHaveLength(1);
    expect(await saleById(sale.id)).toEqual(paid);
    expect(await emailsTo('compradora@example.com')).toBe(emailsBefore);
  });

  it('never charges twice: a replayed charge of the same sale gets the same PaymentIntent', async () => {
    const provider = new StripePaymentProvider(
      createStripeClient({ secretKey: 'sk_test_x', apiUrl: fake.url }),
    );
    const request = {
      saleId: randomUUID(),
      orderCode: 'AF2345678923',
      amountCents: 990,
      description: 'Produto',
      customer: { name: 'Ana', email: 'ana@example.com', phone: null, cpfCnpj: null },
      method: 'card' as const,
      paymentMethodId: 'pm_card_visa',
      installments: 1,
      recurring: false,
      now: new Date(),
    };
    fake.clearRequests();
    const first = await provider.chargeProduct(request);
    const again = await provider.chargeProduct(request);
    expect(again.providerPaymentId).toBe(first.providerPaymentId);
    expect(again.providerCustomerId).toBe(first.providerCustomerId);
    expect(fake.requestsTo('POST', '/v1/payment_intents').map((r) => r.idempotencyKey)).toEqual([
      `afilia-sale-${request.saleId}`,
      `afilia-sale-${request.saleId}`,
    ]);
  });

  it('3-D Secure: pending with the client secret, then the signed webhook pays it once', async () => {
    const { call, result, sale, input } = await buy('pm_card_threeDSecure2Required', {
      email: 'tres.ds@example.com',
    });
    expect(call.status).toBe(200);
    const paymentIntentId = sale.providerPaymentId ?? '';
    expect(paymentIntentId).toMatch(/^pi_/);
    expect(result).toMatchObject({
      status: 'pending',
      nextAction: { type: 'confirm_card', clientSecret: fake.paymentIntent(paymentIntentId).client_secret },
    });
    expect(await saleById(sale.id)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await commissionsOf(sale.id)).toEqual([]);

    // Stripe.js completes the challenge; Stripe delivers the event, here three times at once and once more.
    fake.completeCardAction(paymentIntentId);
    const event = succeeded(paymentIntentId);
    const responses = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await deliver(event)).statusCode).toBe(200);

    expect(await timesProcessed(event.id)).toBe(1);
    const paid = await saleById(sale.id);
    expect(paid).toMatchObject({ status: 'paid', providerPaymentId: paymentIntentId });
    expect(await commissionsOf(sale.id)).toMatchObject([{ status: 'pending', amountCents: COMMISSION }]);
    expect(await emailsTo('tres.ds@example.com')).toBe(1);
    const status = await t.call('checkout.status', {
      orderCode: sale.orderCode,
      idempotencyKey: input.idempotencyKey,
    });
    expect(status.data).toMatchObject({ status: 'paid', nextAction: null });
  });

  it('fails a declined card with 402 and the decline; Stripe’s payment_failed changes nothing more', async () => {
    const declined = await buy('pm_card_chargeDeclined');
    expect(declined.call.status).toBe(402);
    expect(declined.call.appCode).toBe('errors.payments.cardDeclined');
    expect(await saleById(declined.sale.id)).toMatchObject({
      status: 'failed',
      failureCode: 'errors.payments.cardDeclined',
      paidAt: null,
    });

    const poor = await buy('pm_card_chargeDeclinedInsufficientFunds');
    expect(poor.call.status).toBe(402);
    expect(poor.call.appCode).toBe('errors.payments.insufficientFunds');
    expect(await saleById(poor.sale.id)).toMatchObject({
      status: 'failed',
      failureCode: 'errors.payments.insufficientFunds',
    });
    expect(await commissionsOf(poor.sale.id)).toEqual([]);
  });

  it('fails a pending sale whose 3-D Secure challenge failed (payment_intent.payment_failed)', async () => {
    const { sale } = await buy('pm_card_threeDSecure2Required');
    const paymentIntentId = sale.providerPaymentId ?? '';
    const event = fake.event(
      'payment_intent.payment_failed',
      fake.completeCardAction(paymentIntentId, 'failed'),
    );
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await saleById(sale.id)).toMatchObject({
      status: 'failed',
      failureCode: 'errors.payments.cardDeclined',
      paidAt: null,
    });
    expect(await commissionsOf(sale.id)).toEqual([]);
  });

  it('refunds through the API: paid with refundRequested until charge.refunded, then refunded', async () => {
    const buyer = 'reembolso.stripe@example.com';
    const { sale } = await buy('pm_card_visa', { email: buyer });
    const paymentIntentId = (await saleById(sale.id))?.providerPaymentId ?? '';
    fake.clearRequests();
    const refund = await t.call('sales.refund', { saleId: sale.id }, { cookie: producer.cookie });
    expect(refund.status).toBe(200);
    expect(refund.data).toEqual({ status: 'paid', refundRequested: true });
    const [request] = fake.requestsTo('POST', '/v1/refunds');
    expect(request?.idempotencyKey).toBe(`afilia-refund-${sale.id}`);
    expect(request?.params).toMatchObject({ payment_intent: paymentIntentId, amount: String(PRICE) });
    expect(await saleById(sale.id)).toMatchObject({ status: 'paid', reversedAt: null });
    expect((await saleById(sale.id))?.refundRequestedAt).toBeInstanceOf(Date);
    expect(await commissionsOf(sale.id)).toMatchObject([{ status: 'pending' }]);
    // The buyer hears of the refund once Stripe confirms it, not when it is asked for.
    expect((await t.lastEmailTo(buyer)).template).toBe('purchaseConfirmation');

    const refunded = fake.event('charge.refunded', fake.chargeOf(paymentIntentId));
    expect((await deliver(refunded)).statusCode).toBe(200);
    const email = await t.lastEmailTo(buyer);
    expect(email.template).toBe('refundIssued');
    expect(email.text).toContain('O estorno foi feito no cartão Visa •••• 4242');
    const reversed = await saleById(sale.id);
    expect(reversed).toMatchObject({ status: 'refunded', refundRequestedAt: null });
    expect(reversed?.reversedAt).toBeInstanceOf(Date);
    expect(await commissionsOf(sale.id)).toMatchObject([{ status: 'cancelled', amountCents: COMMISSION }]);

    // A redelivery, and a late payment_intent.succeeded, leave it refunded.
    expect((await deliver(refunded)).statusCode).toBe(200);
    expect((await deliver(succeeded(paymentIntentId))).statusCode).toBe(200);
    expect(await saleById(sale.id)).toEqual(reversed);
    expect(await commissionsOf(sale.id)).toMatchObject([{ status: 'cancelled' }]);
    expect(await emailsTo(buyer)).toBe(2);
  });

  it('sends installments as a monthly fixed_count plan and refunds their whole total', async () => {
    await t.db
      .update(productPricing)
      .set({ maxInstallments: 12, installmentInterest: 'buyer' })
      .where(eq(productPricing.productId, product.id));
    const total = installmentOption(PRICE, 12, 'buyer').totalCents;
    fake.clearRequests();
    const input = {
      ...w.checkoutInput(product.productCode, { buyer: { email: 'parcelas.stripe@example.com' } }),
      paymentMethodId: 'pm_card_visa',
      installments: 12,
    };
    const call = await t.call('checkout.start', input, { cookie: referral });
    await t.db
      .update(productPricing)
      .set({ maxInstallments: 1 })
      .where(eq(productPricing.productId, product.id));
    expect(call.status).toBe(200);
    const [intent] = fake.requestsTo('POST', '/v1/payment_intents');
    expect(intent?.params).toMatchObject({
      amount: String(total),
      currency: 'brl',
      confirm: 'true',
      payment_method_options: {
        card: { installments: { plan: { type: 'fixed_count', count: '12', interval: 'month' } } },
      },
    });
    const [sale] = await t.db.select().from(sales).where(eq(sales.idempotencyKey, input.idempotencyKey));
    expect(sale).toMatchObject({ status: 'paid', amountCents: total, installments: 12 });
    // The commission is on the price: the interest the buyer added is not the producer's.
    expect(await commissionsOf(sale?.id ?? '')).toMatchObject([{ amountCents: COMMISSION }]);

    fake.clearRequests();
    const refund = await t.call('sales.refund', { saleId: sale?.id ?? '' }, { cookie: producer.cookie });
    expect(refund.status).toBe(200);
    const [request] = fake.requestsTo('POST', '/v1/refunds');
    expect(request?.params).toMatchObject({ amount: String(total) });
  });

  it('lets the fake refuse an installment plan Stripe would refuse', async () => {
    const stripe = createStripeClient({ secretKey: 'sk_test_x', apiUrl: fake.url });
    const plan = (count: number) => ({
      card: { installments: { plan: { type: 'fixed_count' as const, count, interval: 'month' as const } } },
    });
    const refused = [
      { confirm: true, currency: 'brl', count: 13, message: 'between 2 and 12' },
      { confirm: false, currency: 'brl', count: 3, message: 'only be provided during confirmation' },
      { confirm: true, currency: 'usd', count: 3, message: 'BRL' },
    ];
    for (const { confirm, currency, count, message } of refused) {
      await expect(
        stripe.paymentIntents.create({
          amount: 1_000,
          currency,
          payment_method: 'pm_card_visa',
          confirm,
          payment_method_options: plan(count),
        }),
      ).rejects.toThrow(message);
    }
  });

  it('charges back on charge.dispute.created and cancels the commission', async () => {
    const { sale } = await buy('pm_card_visa');
    const paymentIntentId = (await saleById(sale.id))?.providerPaymentId ?? '';
    const dispute = fake.event('charge.dispute.created', fake.dispute(paymentIntentId));
    expect((await deliver(dispute)).statusCode).toBe(200);
    expect(await saleById(sale.id)).toMatchObject({ status: 'chargeback' });
    expect(await commissionsOf(sale.id)).toMatchObject([{ status: 'cancelled' }]);
    // A refund confirmed afterwards finds nothing left to reverse.
    const late = fake.event('charge.refunded', { ...fake.chargeOf(paymentIntentId), refunded: true });
    expect((await deliver(late)).statusCode).toBe(200);
    expect(await saleById(sale.id)).toMatchObject({ status: 'chargeback' });
  });

  it('defers a refund that overtakes its payment’s success, and applies it once redelivered', async () => {
    const { sale } = await buy('pm_card_threeDSecure2Required');
    const paymentIntentId = sale.providerPaymentId ?? '';
    fake.completeCardAction(paymentIntentId);
    const charge = fake.chargeOf(paymentIntentId);
    const refunded = fake.event('charge.refunded', { ...charge, refunded: true, amount_refunded: PRICE });

    const early = await deliver(refunded);
    expect(early.statusCode).toBe(409);
    expect(await timesProcessed(refunded.id)).toBe(0);
    expect(await saleById(sale.id)).toMatchObject({ status: 'pending' });

    expect((await deliver(succeeded(paymentIntentId))).statusCode).toBe(200);
    expect(await saleById(sale.id)).toMatchObject({ status: 'paid' });
    expect((await deliver(refunded)).statusCode).toBe(200);
    expect(await saleById(sale.id)).toMatchObject({ status: 'refunded' });
    expect(await commissionsOf(sale.id)).toMatchObject([{ status: 'cancelled' }]);
  });

  it('ignores a partial refund, and events about payments that are not our sales', async () => {
    const { sale } = await buy('pm_card_visa');
    const paymentIntentId = (await saleById(sale.id))?.providerPaymentId ?? '';
    const before = await saleById(sale.id);
    const partial = fake.event('charge.refunded', {
      ...fake.chargeOf(paymentIntentId),
      refunded: false,
      amount_refunded: 100,
    });
    expect((await deliver(partial)).statusCode).toBe(200);
    const foreign = fake.event('payment_intent.succeeded', {
      ...fake.paymentIntent(paymentIntentId),
      id: 'pi_not_ours',
      metadata: { saleId: 'not-a-uuid' },
    });
    expect((await deliver(foreign)).statusCode).toBe(200);
    expect(await timesProcessed(foreign.id)).toBe(1);
    expect(await saleById(sale.id)).toEqual(before);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { sale } = await buy('pm_card_threeDSecure2Required');
    const paymentIntentId = sale.providerPaymentId ?? '';
    fake.completeCardAction(paymentIntentId);
    const event = succeeded(paymentIntentId);
    const payload = JSON.stringify(event);
    for (const signature of [fake.signWebhook(payload, 'whsec_someone_else'), 't=1,v1=deadbeef', null]) {
      const response = await deliver(event, { signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid signature' });
    }
    // Signed, but not the body that was signed.
    const tampered = await deliver(event, {
      signature: fake.signWebhook(payload, WEBHOOK_SECRET),
      body: JSON.stringify({ ...event, type: 'charge.dispute.created' }),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await timesProcessed(event.id)).toBe(0);
    expect(await saleById(sale.id)).toMatchObject({ status: 'pending' });
    expect(await commissionsOf(sale.id)).toEqual([]);
  });
});

describe('recurring products on Stripe', () => {
  const provider = () =>
    new StripePaymentProvider(createStripeClient({ secretKey: 'sk_test_x', apiUrl: fake.url }));
  const subscriptionOf = async (saleId: string) => {
    const subscriptionId = (await saleById(saleId))?.subscriptionId ?? '';
    return (await t.db.select().from(buyerSubscriptions).where(eq(buyerSubscriptions.id, subscriptionId)))[0];
  };

  it('keeps the card for renewals and renews off-session with it', async () => {
    fake.clearRequests();
    const { result, sale } = await buy('pm_card_visa', { productCode: membership.productCode });
    expect(result).toMatchObject({ status: 'paid', recurring: true });
    const [intent] = fake.requestsTo('POST', '/v1/payment_intents');
    expect(intent?.params.setup_future_usage).toBe('off_session');
    const subscription = await subscriptionOf(sale.id);
    expect(subscription).toMatchObject({ status: 'active', provider: 'stripe' });
    expect(subscription?.providerCustomerId).toMatch(/^cus_/);
    // The card Stripe made from the token and attached to the customer, not the token.
    expect(subscription?.providerPaymentMethodId).toMatch(/^pm_(?!card_)/);

    fake.clearRequests();
    const renewalSaleId = randomUUID();
    const renewal = await provider().renewProductCharge({
      saleId: renewalSaleId,
      orderCode: 'AF2345678924',
      amountCents: PRICE,
      description: 'Renovação',
      providerCustomerId: subscription?.providerCustomerId ?? null,
      providerPaymentMethodId: subscription?.providerPaymentMethodId ?? null,
      testCardOutcome: null,
      now: new Date(),
    });
    expect(renewal).toMatchObject({
      status: 'paid',
      nextAction: null,
      card: { brand: 'visa', last4: '4242' },
    });
    const [renewalIntent] = fake.requestsTo('POST', '/v1/payment_intents');
    expect(renewalIntent?.idempotencyKey).toBe(`afilia-sale-${renewalSaleId}`);
    expect(renewalIntent?.params).toMatchObject({
      off_session: 'true',
      confirm: 'true',
      customer: subscription?.providerCustomerId,
      payment_method: subscription?.providerPaymentMethodId,
    });
  });

  it('keeps the card from the webhook after 3-D Secure; a renewal needing authentication is declined', async () => {
    const { sale } = await buy('pm_card_threeDSecure2Required', { productCode: membership.productCode });
    const paymentIntentId = sale.providerPaymentId ?? '';
    fake.completeCardAction(paymentIntentId);
    expect((await deliver(succeeded(paymentIntentId))).statusCode).toBe(200);
    const subscription = await subscriptionOf(sale.id);
    expect(subscription?.providerPaymentMethodId).toBe(fake.paymentIntent(paymentIntentId).payment_method);
    expect(subscription?.providerCustomerId).toBe(sale.providerCustomerId);

    await expect(
      provider().renewProductCharge({
        saleId: randomUUID(),
        orderCode: 'AF2345678925',
        amountCents: PRICE,
        description: 'Renovação',
        providerCustomerId: subscription?.providerCustomerId ?? null,
        providerPaymentMethodId: subscription?.providerPaymentMethodId ?? null,
        testCardOutcome: null,
        now: new Date(),
      }),
    ).rejects.toMatchObject({ code: 'errors.payments.cardDeclined' });
  });

  it('refuses a renewal without a kept card', async () => {
    await expect(
      provider().renewProductCharge({
        saleId: randomUUID(),
        orderCode: 'AF2345678926',
        amountCents: PRICE,
        description: 'Renovação',
        providerCustomerId: null,
        providerPaymentMethodId: null,
        testCardOutcome: null,
        now: new Date(),
      }),
    ).rejects.toMatchObject({ code: 'errors.payments.paymentMethodRequired' });
  });
});
