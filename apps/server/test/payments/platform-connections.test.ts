import { eq, paymentConnections } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliationWorld, type WorldUser } from '../affiliations/affiliation-world';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe-server';
import { createTestApp, expectOk, type TestApp } from '../support/harness';

const STRIPE_KEY = 'sk_test_producerOwnAccount123';

let t: TestApp;
let stripe: FakeStripe;
let producer: WorldUser;
let otherProducer: WorldUser;
let reseller: WorldUser;

beforeAll(async () => {
  stripe = await startFakeStripe({ apiKeys: [STRIPE_KEY] });
  t = await createTestApp({ STRIPE_API_URL: stripe.url });
  const world = affiliationWorld(t);
  producer = await world.addProducer();
  otherProducer = await world.addProducer();
  reseller = await world.addUser('reseller', { referrerId: producer.id });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('platform cards', () => {
  it('lists the three platforms, all off, before anything is configured', async () => {
    const result = await t.call('payments.connections', undefined, { cookie: producer.cookie });
    const views = expectOk(result);
    expect(views.map((view) => [view.platform, view.enabled, view.configured])).toEqual([
      ['stripe', false, false],
      ['asaas', false, false],
      ['mercadopago', false, false],
    ]);
  });

  it('refuses to switch on a platform that is not configured, and Mercado Pago at all', async () => {
    for (const platform of ['stripe', 'asaas', 'mercadopago'] as const) {
      const result = await t.call(
        'payments.toggle',
        { platform, enabled: true },
        { cookie: producer.cookie },
      );
      expect(result.status).toBe(409);
      expect(result.appCode).toBe('errors.payments.connectionNotConfigured');
    }
  });
});

describe('Stripe connection', () => {
  it('refuses a key Stripe does not accept with the error text of the screen', async () => {
    const result = await t.call(
      'payments.testStripe',
      { apiKey: 'sk_test_notTheRightOne', webhookSecret: '' },
      { cookie: producer.cookie },
    );
    expect(result.status).toBe(400);
    expect(result.appCode).toBe('errors.payments.stripeConnectionFailed');
  });

  it('refuses a malformed key before calling Stripe', async () => {
    const result = await t.call(
      'payments.testStripe',
      { apiKey: 'pk_live_abc', webhookSecret: '' },
      { cookie: producer.cookie },
    );
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.zodIssues)).toContain('validation.payments.stripeKeyFormat');
  });

  it('tests and saves: account email and balance shown, the key never sent back', async () => {
    const tested = await t.call(
      'payments.testStripe',
      { apiKey: STRIPE_KEY, webhookSecret: '' },
      { cookie: producer.cookie },
    );
    expect(tested.data).toEqual({
      accountName: 'Produtora Demo',
      accountEmail: 'produtor@afilia.demo',
      balanceCents: 152_035,
    });
    const saved = await t.call(
      'payments.saveStripe',
      { apiKey: STRIPE_KEY, webhookSecret: 'whsec_abc123' },
      { cookie: producer.cookie },
    );
    const view = expectOk(saved);
    expect(view).toMatchObject({
      enabled: true,
      configured: true,
      apiKeyLast4: 't123',
      hasWebhookSecret: true,
    });
    expect(JSON.stringify(saved.data)).not.toContain(STRIPE_KEY);
    expect(JSON.stringify(saved.data)).not.toContain('whsec_abc123');
    const listed = await t.call('payments.connections', undefined, { cookie: producer.cookie });
    expect(JSON.stringify(listed.data)).not.toContain(STRIPE_KEY);
  });

  it('switches off and on again once configured', async () => {
    const off = await t.call(
      'payments.toggle',
      { platform: 'stripe', enabled: false },
      { cookie: producer.cookie },
    );
    expect(expectOk(off).enabled).toBe(false);
    const on = await t.call(
      'payments.toggle',
      { platform: 'stripe', enabled: true },
      { cookie: producer.cookie },
    );
    expect(expectOk(on).enabled).toBe(true);
  });

  it("keeps one producer's connection out of another's view", async () => {
    const other = await t.call('payments.connections', undefined, { cookie: otherProducer.cookie });
    expect(expectOk(other).every((view) => !view.configured)).toBe(true);
  });

  it('fails closed when a sealed key is moved to another producer', async () => {
    const [mine] = await t.db
      .select()
      .from(paymentConnections)
      .where(eq(paymentConnections.userId, producer.id));
    await t.db.insert(paymentConnections).values({
      userId: otherProducer.id,
      platform: 'stripe',
      enabled: true,
      secretsSealed: mine?.secretsSealed ?? null,
      verifiedAt: new Date(),
    });
    const result = await t.call(
      'payments.testStripe',
      { apiKey: '', webhookSecret: '' },
      { cookie: otherProducer.cookie },
    );
    expect(result.status).toBe(409);
    expect(result.appCode).toBe('errors.payments.secretUnreadable');
  });
});

describe('referral links', () => {
  it("shows the producer's switched-on links to their resellers", async () => {
    const saved = await t.call(
      'payments.setReferral',
      { platform: 'stripe', enabled: true, url: 'https://dashboard.stripe.com/register?ref=paula' },
      { cookie: producer.cookie },
    );
    expect(expectOk(saved).referralEnabled).toBe(true);
    const links = await t.call('payouts.referralLinks', undefined, { cookie: reseller.cookie });
    expect(links.data).toEqual([
      expect.objectContaining({ platform: 'stripe', url: 'https://dashboard.stripe.com/register?ref=paula' }),
    ]);
    const refused = await t.call(
      'payments.setReferral',
      { platform: 'asaas', enabled: true, url: 'javascript:alert(1)' },
      { cookie: producer.cookie },
    );
    expect(refused.status).toBe(400);
  });
});
