import { and, billingCustomers, eq, profiles, subscriptions, users } from '@afilia/db';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { type FakeStripe, startFakeStripe, stripeEnvFor } from '../support/fake-stripe-server';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/harness';
import { PLAN_BUYER_CPF, planCheckoutInput, registerUser } from '../support/plan-fixtures';

const DAY = 86_400_000;

const stripeEnv = (secretKey?: string) => ({
  ...stripeEnvFor(fake, { secretKey }),
  AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false',
  RATE_LIMIT_AUTH_MAX: '1000',
});

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp(stripeEnv());
  await seedDemoData(t.db, 'stripe');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const rowsOf = (userId: string) => t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
const profileOf = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.id, userId)))[0];
/** The demo producer still on the sign-up trial. */
const demoProducerId = async () =>
  (await t.db.select().from(users).where(eq(users.email, 'iniciante@demo.afilia.app')))[0]?.id ?? '';

describe('plans on Stripe (real SDK against the fake Stripe API)', () => {
  it('reports the Stripe provider and the publishable key', async () => {
    expect((await t.call('plans.config')).data).toEqual({
      provider: 'stripe',
      stripePublishableKey: 'pk_test_x',
    });
  });

  it('opens the CSP to Stripe.js', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });

  it('buys Profissional: a Customer with the CPF, the card as default, the Price by lookup key, an active subscription', async () => {
    const userId = await demoProducerId();
    const cookie = await t.login('iniciante@demo.afilia.app', DEMO_PASSWORD);
    // The demo's trial has run out: the plan is charged now (a plan bought during a trial is tested below).
    await t.db
      .update(subscriptions)
      .set({ trialEnd: new Date(Date.now() - DAY) })
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'trialing')));
    fake.clearRequests();
    const result = await t.call('plans.checkout', planCheckoutInput('Profissional', 'pm_card_visa'), {
      cookie,
    });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      success: true,
      trialActivated: false,
      status: 'active',
      clientSecret: null,
    });

    const [customerCreate] = fake.requestsTo('POST', '/v1/customers');
    expect(customerCreate?.params).toMatchObject({
      email: 'pessoa@example.com',
      name: 'Pessoa Teste',
      phone: '+55 11 99999-0000',
      metadata: { userId },
    });
    const [taxId] = fake.requestsTo('POST', /^\/v1\/customers\/cus_[^/]+\/tax_ids$/);
    expect(taxId?.params).toEqual({ type: 'br_cpf', value: PLAN_BUYER_CPF });
    expect(fake.requestsTo('POST', /^\/v1\/payment_methods\/pm_card_visa\/attach$/)).toHaveLength(1);
    const [priceCreate] = fake.requestsTo('POST', '/v1/prices');
    expect(priceCreate?.params).toMatchObject({
      lookup_key: 'afilia_profissional_monthly',
      currency: 'brl',
      unit_amount: '19700',
      recurring: { interval: 'month' },
      product_data: { name: 'Afilia Profissional' },
    });
    const [subscriptionCreate] = fake.requestsTo('POST', '/v1/subscriptions');
    expect(subscriptionCreate?.params).toMatchObject({
      payment_behavior: 'allow_incomplete',
      metadata: { userId, planId: 'profissional' },
    });
    expect(subscriptionCreate?.params.trial_period_days).toBeUndefined();

    const rows = await rowsOf(userId);
    const active = rows.find((r) => r.status === 'active');
    expect(active).toMatchObject({
      planId: 'profissional',
      provider: 'stripe',
      priceCents: 19700,
      cardBrand: 'visa',
      cardLast4: '4242',
      cancelAtPeriodEnd: false,
    });
    expect(active?.providerCustomerId).toMatch(/^cus_/);
    expect(active?.providerSubscriptionId).toMatch(/^sub_/);
    const days = ((active?.currentPeriodEnd?.getTime() ?? 0) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    // The lapsed local trial gave way to the paid plan.
    expect(rows.filter((r) => r.status === 'trialing')).toHaveLength(0);
    expect(fake.customer(active?.providerCustomerId ?? '')).toMatchObject({
      invoice_settings: { default_payment_method: expect.stringMatching(/^pm_/) },
    });
    expect(fake.customerTaxIds(active?.providerCustomerId ?? '')).toEqual([
      { type: 'br_cpf', value: PLAN_BUYER_CPF },
    ]);
    expect(await profileOf(userId)).toMatchObject({
      planName: 'Profissional',
      trialActive: false,
      isProducer: true,
    });
    const current = await t.call('plans.current', undefined, { cookie });
    expect(current.data).toMatchObject({
      provider: 'stripe',
      planName: 'Profissional',
      status: 'active',
      card: { brand: 'visa', last4: '4242' },
    });
  });

  it('changes plan with proration and reuses the cached Price ids', async () => {
    const userId = await demoProducerId();
    const cookie = await t.login('iniciante@demo.afilia.app', DEMO_PASSWORD);
    fake.clearRequests();
    const result = await t.call('plans.changePlan', { planName: 'Visionário' }, { cookie });
    expect(result.status).toBe(200);
    const [update] = fake.requestsTo('POST', /^\/v1\/subscriptions\/sub_/);
    const items = update?.params.items;
    expect(update?.params).toMatchObject({
      proration_behavior: 'create_prorations',
      cancel_at_period_end: 'false',
    });
    expect(Array.isArray(items) && items[0]).toMatchObject({
      id: expect.stringMatching(/^si_/),
      price: expect.stringMatching(/^price_/),
    });
    const [priceCreate] = fake.requestsTo('POST', '/v1/prices');
    expect(priceCreate?.params).toMatchObject({
      lookup_key: 'afilia_visionario_monthly',
      unit_amount: '39700',
    });
    const [row] = (await rowsOf(userId)).filter((r) => r.status === 'active');
    expect(row).toMatchObject({ planId: 'visionario', priceCents: 39700 });
    expect(fake.subscription(row?.providerSubscriptionId ?? '')).toMatchObject({
      items: { data: [{ price: { lookup_key: 'afilia_visionario_monthly' } }] },
    });
    expect((await profileOf(userId))?.planName).toBe('Visionário');

    // Back to Profissional: its Price was found before, so no list or create this time.
    fake.clearRequests();
    expect((await t.call('plans.changePlan', { planName: 'Profissional' }, { cookie })).status).toBe(200);
    expect(fake.requestsTo('GET', '/v1/prices')).toHaveLength(0);
    expect(fake.requestsTo('POST', '/v1/prices')).toHaveLength(0);
  });

  it('cancels at the end of the period', async () => {
    const userId = await demoProducerId();
    const cookie = await t.login('iniciante@demo.afilia.app', DEMO_PASSWORD);
    fake.clearRequests();
    expect((await t.call('plans.cancel', undefined, { cookie })).status).toBe(200);
    const [update] = fake.requestsTo('POST', /^\/v1\/subscriptions\/sub_/);
    expect(update?.params).toEqual({ cancel_at_period_end: 'true' });
    const [row] = (await rowsOf(userId)).filter((r) => r.status === 'active');
    expect(row?.cancelAtPeriodEnd).toBe(true);
    expect(fake.subscription(row?.providerSubscriptionId ?? '')).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
    expect((await profileOf(userId))?.planName).toBe('Profissional');
  });

  it('refuses declined and insufficient-funds cards with their codes and writes nothing', async () => {
    const { id, cookie } = await registerUser(t, 'recusado@example.com');
    const before = await rowsOf(id);
    const declined = await t.call(
      'plans.checkout',
      planCheckoutInput('Profissional', 'pm_card_chargeDeclined'),
      {
        cookie,
      },
    );
    expect(declined.status).toBe(402);
    expect(declined.appCode).toBe('errors.payments.cardDeclined');
    const broke = await t.call(
      'plans.checkout',
      planCheckoutInput('Profissional', 'pm_card_chargeDeclinedInsufficientFunds'),
      { cookie },
    );
    expect(broke.status).toBe(402);
    expect(broke.appCode).toBe('errors.payments.insufficientFunds');

    // A card that attaches but is declined when charged: the incomplete subscription is canceled at Stripe.
    fake.clearRequests();
    const chargeFail = await t.call(
      'plans.checkout',
      planCheckoutInput('Profissional', 'pm_card_chargeCustomerFail'),
      {
        cookie,
      },
    );
    expect(chargeFail.appCode).toBe('errors.payments.cardDeclined');
    expect(fake.requestsTo('DELETE', /^\/v1\/subscriptions\/sub_/)).toHaveLength(1);

    expect(await rowsOf(id)).toEqual(before);
    expect(await t.db.select().from(billingCustomers).where(eq(billingCustomers.userId, id))).toEqual([]);
    expect((await profileOf(id))?.planName).toBeNull();
  });

  it('returns the client secret for 3-D Secure, then reuses the Customer on the next purchase', async () => {
    const { id, cookie } = await registerUser(t, 'tres.ds@example.com');
    fake.clearRequests();
    const result = await t.call(
      'plans.checkout',
      planCheckoutInput('Profissional', 'pm_card_threeDSecure2Required'),
      {
        cookie,
      },
    );
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      success: true,
      status: 'incomplete',
      clientSecret: expect.stringMatching(/^pi_[a-z0-9]+_secret_/),
    });
    const [pending] = (await rowsOf(id)).filter((r) => r.status === 'incomplete');
    expect(pending?.cardLast4).toBe('3220');
    const [customer] = await t.db.select().from(billingCustomers).where(eq(billingCustomers.userId, id));
    expect(customer).toMatchObject({ provider: 'stripe', providerCustomerId: pending?.providerCustomerId });
    expect(fake.requestsTo('POST', '/v1/customers')).toHaveLength(1);

    // The buyer gives up on 3-D Secure and pays with another card: same Customer, no new one.
    fake.clearRequests();
    const retry = await t.call('plans.checkout', planCheckoutInput('Profissional', 'pm_card_visa'), {
      cookie,
    });
    expect(retry.data).toMatchObject({ status: 'active', clientSecret: null });
    expect(fake.requestsTo('POST', '/v1/customers')).toHaveLength(0);
    // The CPF is already on the Customer, so it is not added twice.
    expect(fake.requestsTo('POST', /\/tax_ids$/)).toHaveLength(0);
    const [subscriptionCreate] = fake.requestsTo('POST', '/v1/subscriptions');
    expect(subscriptionCreate?.params.customer).toBe(customer?.providerCustomerId);
    const [active] = await t.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, id), eq(subscriptions.status, 'active')));
    expect(active?.providerCustomerId).toBe(customer?.providerCustomerId);
    expect((await profileOf(id))?.planName).toBe('Profissional');
  });

  it('starts the Iniciante trial with trial_period_days 7 and refuses a second trial', async () => {
    const { id, cookie } = await registerUser(t, 'trial.stripe@example.com', { userType: 'reseller' });
    fake.clearRequests();
    const trial = await t.call(
      'plans.checkout',
      planCheckoutInput('Iniciante', null, { freeTrial: true, freeTrialDays: 7, price: 'R$87' }),
      { cookie },
    );
    expect(trial.status).toBe(200);
    expect(trial.data).toMatchObject({ success: true, trialActivated: true, status: 'trialing' });
    const [subscriptionCreate] = fake.requestsTo('POST', '/v1/subscriptions');
    expect(subscriptionCreate?.params).toMatchObject({
      trial_period_days: '7',
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    });
    expect(subscriptionCreate?.params.default_payment_method).toBeUndefined();
    expect(fake.requestsTo('POST', /\/attach$/)).toHaveLength(0);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({
      status: 'trialing',
      planId: 'iniciante',
      provider: 'stripe',
      cardLast4: null,
    });
    const days = ((row?.trialEnd?.getTime() ?? 0) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect(await profileOf(id)).toMatchObject({ planName: 'Iniciante', trialActive: true, isProducer: true });

    const again = await t.call(
      'plans.checkout',
      planCheckoutInput('Iniciante', null, { freeTrial: true, freeTrialDays: 7, price: 'R$87' }),
      { cookie },
    );
    expect(again.status).toBe(409);
    expect(again.appCode).toBe('errors.plans.trialAlreadyUsed');
  });

  it('starts a plan bought during a trial at the trial end (trial_end), and ends the Stripe trial it replaces', async () => {
    const { id, cookie } = await registerUser(t, 'trial.upgrade.stripe@example.com', {
      userType: 'reseller',
    });
    await t.call(
      'plans.checkout',
      planCheckoutInput('Iniciante', null, { freeTrial: true, freeTrialDays: 7, price: 'R$87' }),
      { cookie },
    );
    const [trial] = await rowsOf(id);
    const trialEnd = trial?.trialEnd ?? new Date(0);
    fake.clearRequests();
    const bought = await t.call('plans.checkout', planCheckoutInput('Profissional', 'pm_card_visa'), {
      cookie,
    });
    expect(bought.status).toBe(200);
    expect(bought.data).toMatchObject({ trialActivated: false, status: 'trialing', clientSecret: null });
    const [create] = fake.requestsTo('POST', '/v1/subscriptions');
    expect(create?.params.trial_end).toBe(String(Math.floor(trialEnd.getTime() / 1000)));
    expect(create?.params.trial_period_days).toBeUndefined();
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${trial?.providerSubscriptionId}`)).toHaveLength(1);
    const rows = await rowsOf(id);
    const profissional = rows.find((row) => row.planId === 'profissional');
    expect(profissional).toMatchObject({ status: 'trialing', cardLast4: '4242' });
    expect(Math.floor((profissional?.trialEnd?.getTime() ?? 0) / 1000)).toBe(
      Math.floor(trialEnd.getTime() / 1000),
    );
    expect(rows.find((row) => row.planId === 'iniciante')?.status).toBe('canceled');
  });

  it('maps an invalid secret key (401 from Stripe) to providerError with Stripe message', async () => {
    const wrong = await createTestApp(stripeEnv('sk_test_wrong_key_123'));
    try {
      await seedDemoData(wrong.db, 'stripe');
      const cookie = await wrong.login('iniciante@demo.afilia.app', DEMO_PASSWORD);
      const response = await wrong.app.inject({
        method: 'POST',
        url: '/trpc/plans.checkout',
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify(superjson.serialize(planCheckoutInput('Profissional', 'pm_card_visa'))),
      });
      expect(response.statusCode).toBe(502);
      const data = JSON.parse(response.body).error.json.data;
      expect(data.appCode).toBe('errors.payments.providerError');
      expect(data.appParams).toEqual({
        provider: 'Stripe',
        message: expect.stringMatching(/^Invalid API Key provided: sk_test_/),
      });
      const userId = (
        await wrong.db.select().from(users).where(eq(users.email, 'iniciante@demo.afilia.app'))
      )[0]?.id;
      const rows = await wrong.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId ?? ''));
      expect(rows.map((r) => r.status)).toEqual(['trialing']);
    } finally {
      await wrong.close();
    }
  });
});
