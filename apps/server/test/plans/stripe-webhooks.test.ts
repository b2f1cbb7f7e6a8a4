import { createStripeClient } from '@afilia/api/server';
import { count, eq, processedWebhookEvents, profiles, subscriptions } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeStripe,
  type JsonObject,
  startFakeStripe,
  stripeEnvFor,
} from '../support/fake-stripe-server';
import { createTestApp, expectOk, type TestApp } from '../support/harness';
import { planInSession, registerUser } from '../support/plan-fixtures';

const WEBHOOK_SECRET = 'whsec_x';
let fake: FakeStripe;
let t: TestApp;
const signer = createStripeClient({ secretKey: 'sk_test_x' });

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    ...stripeEnvFor(fake, { webhookSecret: WEBHOOK_SECRET }),
    AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false',
    RATE_LIMIT_AUTH_MAX: '1000',
    // Sessions are cached for a minute, so only an invalidation makes a plan change show at once.
    SESSION_CACHE_TTL_MS: '60000',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Event times move forward explicitly, so each test controls which event is newer. */
let clock = Math.floor(Date.now() / 1000);
const later = (seconds = 10) => {
  clock += seconds;
  return clock;
};

function deliver(event: JsonObject, options: { signature?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
      : options.signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

/** A new producer who bought Profissional through Stripe (pm_card_visa, or the given card). */
async function subscriber(
  email: string,
  card = 'pm_card_visa',
  userType: 'producer' | 'reseller' = 'producer',
) {
  const { id: userId, cookie } = await registerUser(t, email, { userType });
  const checkout = await t.call(
    'plans.checkout',
    {
      name: 'Profissional',
      price: 'R$197',
      freeTrial: false,
      customer: { name: 'Pessoa Teste', email, paymentMethod: { directPayment: true, id: card } },
    },
    { cookie },
  );
  expect(checkout.status).toBe(200);
  const row = await stripeRow(userId);
  return { userId, cookie, subscriptionId: row.providerSubscriptionId ?? '', rowId: row.id };
}

async function stripeRow(userId: string) {
  const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const row = rows.find((r) => r.providerSubscriptionId?.startsWith('sub_'));
  if (!row) throw new Error('no Stripe subscription row');
  return row;
}

const rowById = async (id: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const profileOf = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.id, userId)))[0];
const timesProcessed = async (eventId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, eventId))
  )[0]?.n ?? 0;

describe('POST /api/webhooks/stripe', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { subscriptionId, rowId } = await subscriber('assinatura@example.com');
    const before = await rowById(rowId);
    const event = fake.event(
      'customer.subscription.deleted',
      fake.mutateSubscription(subscriptionId, { status: 'canceled' }),
      { created: later() },
    );
    const forged = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_someone_else',
    });
    for (const signature of [forged, 't=1,v1=deadbeef', null]) {
      const response = await deliver(event, { signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid signature' });
    }
    // A body that is not the one signed is refused too.
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload: JSON.stringify(event),
          secret: WEBHOOK_SECRET,
        }),
      },
      payload: JSON.stringify({ ...event, type: 'customer.subscription.updated' }),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await timesProcessed(String(event.id))).toBe(0);
    expect(await rowById(rowId)).toEqual(before);
    fake.mutateSubscription(subscriptionId, { status: 'active' });
  });

  it('keeps JSON parsing for the rest of the app', async () => {
    const result = await t.call('auth.login', {
      email: 'assinatura@example.com',
      password: 'segredo123',
      userType: 'producer',
    });
    expect(result.status).toBe(200);
  });

  it('applies customer.subscription.updated: status, periods, cancellation, and the profile', async () => {
    const { userId, subscriptionId, rowId } = await subscriber('renovacao@example.com');
    const start = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const end = start + 31 * 86_400;
    const object = fake.mutateSubscription(subscriptionId, {
      status: 'past_due',
      periodStart: start,
      periodEnd: end,
    });
    const created = later();
    const response = await deliver(fake.event('customer.subscription.updated', object, { created }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await rowById(rowId)).toMatchObject({
      status: 'past_due',
      currentPeriodStart: new Date(start * 1000),
      currentPeriodEnd: new Date(end * 1000),
      providerEventAt: new Date(created * 1000),
    });
    // Past due keeps the plan while Stripe retries.
    expect(await profileOf(userId)).toMatchObject({ planName: 'Profissional', trialActive: false });

    const cancelling = fake.mutateSubscription(subscriptionId, { status: 'active', cancelAtPeriodEnd: true });
    await deliver(fake.event('customer.subscription.updated', cancelling, { created: later() }));
    expect(await rowById(rowId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it('moves to past_due on invoice.payment_failed and back to active on invoice.paid', async () => {
    const { userId, subscriptionId, rowId, cookie } = await subscriber('fatura@example.com');
    const failed = await deliver(
      fake.event('invoice.payment_failed', fake.latestInvoice(subscriptionId, 'open'), { created: later() }),
    );
    expect(failed.statusCode).toBe(200);
    expect((await rowById(rowId))?.status).toBe('past_due');
    expect((await profileOf(userId))?.planName).toBe('Profissional');

    const paid = fake.event('invoice.paid', fake.latestInvoice(subscriptionId, 'paid'), { created: later() });
    await deliver(paid);
    expect((await rowById(rowId))?.status).toBe('active');

    // The payment history's 'Enviados' shows the plan invoice once, paid (the failed attempt was the same one).
    await deliver(paid);
    const history = await t.call(
      'payments.history',
      { tab: 'sent', status: 'all', period: 'all', page: 1 },
      { cookie },
    );
    const items = expectOk(history).items;
    expect(items).toEqual([expect.objectContaining({ kind: 'plan', status: 'completed' })]);
    expect(items[0]?.amountCents).toBeGreaterThan(0);
  });

  it('activates a 3-D Secure purchase once the payment is confirmed, and only then makes a reseller a producer', async () => {
    const { userId, subscriptionId, rowId } = await subscriber(
      'confirma.3ds@example.com',
      'pm_card_threeDSecure2Required',
      'reseller',
    );
    expect((await rowById(rowId))?.status).toBe('incomplete');
    expect(await profileOf(userId)).toMatchObject({ isReseller: true, isProducer: false, planName: null });
    const object = fake.completeThreeDSecure(subscriptionId);
    await deliver(fake.event('invoice.paid', fake.latestInvoice(subscriptionId), { created: later() }));
    await deliver(fake.event('customer.subscription.updated', object, { created: later() }));
    expect((await rowById(rowId))?.status).toBe('active');
    expect(await profileOf(userId)).toMatchObject({
      planName: 'Profissional',
      trialActive: false,
      isProducer: true,
      isReseller: false,
    });
  });

  it('ends the plan on customer.subscription.deleted, at once in a cached session too', async () => {
    const { userId, subscriptionId, rowId, cookie } = await subscriber('encerrada@example.com');
    expect(await planInSession(t, cookie)).toBe('Profissional');
    const endedAt = later();
    const object = fake.mutateSubscription(subscriptionId, {
      status: 'canceled',
      canceledAt: endedAt,
      endedAt,
    });
    const response = await deliver(fake.event('customer.subscription.deleted', object, { created: endedAt }));
    expect(response.statusCode).toBe(200);
    expect(await rowById(rowId)).toMatchObject({ status: 'canceled', canceledAt: new Date(endedAt * 1000) });
    expect(await profileOf(userId)).toMatchObject({ planName: null, trialActive: false });
    expect(await planInSession(t, cookie)).toBeNull();
    const current = await t.call('plans.current', undefined, {
      cookie: await t.login('encerrada@example.com', 'segredo123'),
    });
    expect(current.data).toMatchObject({ planName: null, status: 'canceled' });
  });

  it('applies a redelivered event once', async () => {
    const { subscriptionId, rowId } = await subscriber('duplicado@example.com');
    const event = fake.event(
      'customer.subscription.updated',
      fake.mutateSubscription(subscriptionId, { status: 'past_due' }),
      { created: later() },
    );
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await rowById(rowId))?.status).toBe('past_due');
    expect(await timesProcessed(String(event.id))).toBe(1);

    // Change the row in between: a second delivery of the same event id must not apply it again.
    await t.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, rowId));
    const again = await deliver(event);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true });
    expect((await rowById(rowId))?.status).toBe('active');
    expect(await timesProcessed(String(event.id))).toBe(1);

    // Concurrent deliveries of one new event: still one row in processed_webhook_events.
    const burst = fake.event('invoice.payment_failed', fake.latestInvoice(subscriptionId, 'open'), {
      created: later(),
    });
    const responses = await Promise.all([deliver(burst), deliver(burst), deliver(burst)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await timesProcessed(String(burst.id))).toBe(1);
    expect((await rowById(rowId))?.status).toBe('past_due');
  });

  it('does not move a subscription backwards when an older event arrives late', async () => {
    const { userId, subscriptionId, rowId } = await subscriber('fora.de.ordem@example.com');
    const olderAt = later();
    const newerAt = later();
    const oldPeriodEnd = Math.floor(Date.now() / 1000) + 20 * 86_400;
    const newPeriodEnd = oldPeriodEnd + 31 * 86_400;
    const older = fake.event(
      'customer.subscription.updated',
      fake.mutateSubscription(subscriptionId, { status: 'past_due', periodEnd: oldPeriodEnd }),
      { created: olderAt },
    );
    const newer = fake.event(
      'customer.subscription.updated',
      fake.mutateSubscription(subscriptionId, { status: 'active', periodEnd: newPeriodEnd }),
      { created: newerAt },
    );
    await deliver(newer);
    const staleResponse = await deliver(older);
    expect(staleResponse.statusCode).toBe(200);
    const lateFailure = fake.event('invoice.payment_failed', fake.latestInvoice(subscriptionId, 'open'), {
      created: olderAt,
    });
    await deliver(lateFailure);
    expect(await rowById(rowId)).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date(newPeriodEnd * 1000),
      providerEventAt: new Date(newerAt * 1000),
    });
    // The stale events are still recorded, so their redelivery is a no-op too.
    expect(await timesProcessed(String(older.id))).toBe(1);
    expect(await timesProcessed(String(lateFailure.id))).toBe(1);
    expect((await profileOf(userId))?.planName).toBe('Profissional');
  });

  it('records trial_will_end and acknowledges events about subscriptions that are not ours', async () => {
    const { subscriptionId, rowId } = await subscriber('aviso@example.com');
    const before = await rowById(rowId);
    const warning = fake.event('customer.subscription.trial_will_end', fake.subscription(subscriptionId), {
      created: later(),
    });
    expect((await deliver(warning)).statusCode).toBe(200);
    expect(await timesProcessed(String(warning.id))).toBe(1);
    expect(await rowById(rowId)).toEqual(before);

    const foreign = fake.event(
      'customer.subscription.updated',
      { ...fake.subscription(subscriptionId), id: 'sub_not_ours' },
      { created: later() },
    );
    expect((await deliver(foreign)).statusCode).toBe(200);
    const other = fake.event('charge.succeeded', { id: 'ch_1', object: 'charge' }, { created: later() });
    expect((await deliver(other)).statusCode).toBe(200);
    expect(await rowById(rowId)).toEqual(before);
  });

  it('leaves the profile alone when an older subscription of the user changes', async () => {
    const {
      userId,
      cookie,
      subscriptionId: abandoned,
    } = await subscriber('abandonou@example.com', 'pm_card_threeDSecure2Required');
    const paid = await t.call(
      'plans.checkout',
      {
        name: 'Visionário',
        price: 'R$397',
        freeTrial: false,
        customer: {
          name: 'Pessoa Teste',
          email: 'abandonou@example.com',
          paymentMethod: { directPayment: true, id: 'pm_card_visa' },
        },
      },
      { cookie },
    );
    expect(paid.data).toMatchObject({ status: 'active' });
    expect((await profileOf(userId))?.planName).toBe('Visionário');

    // Stripe expires the abandoned 3-D Secure subscription a day later.
    const expired = fake.mutateSubscription(abandoned, { status: 'incomplete_expired', endedAt: later() });
    await deliver(fake.event('customer.subscription.updated', expired, { created: clock }));
    const [old] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, abandoned));
    expect(old?.status).toBe('expired');
    expect(await profileOf(userId)).toMatchObject({ planName: 'Visionário', trialActive: false });
  });
});
