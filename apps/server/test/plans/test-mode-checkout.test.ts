import { assertWithinPlanLimit, BILLING_LOCK_KEY, runBillingCycle } from '@afilia/api/server';
import {
  eq,
  profiles,
  subscriptions,
  testModeCharges,
  trialGrants,
  tryAdvisoryXactLock,
  users,
} from '@afilia/db';
import { testPaymentMethodId } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { createTestApp, expectOk, expectPresent, type InputOf, type TestApp } from '../support/harness';
import { billingDeps, planCheckoutInput, registerUser } from '../support/plan-fixtures';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_AUTH_MAX: '1000' });
  await seedDemoData(t.db);
});
afterAll(() => t.close());

/** A checkout paid with one of the test mode's card numbers (none: the trial). */
const payload = (name: string, card: string | null, extra: Partial<InputOf<'plans.checkout'>> = {}) =>
  planCheckoutInput(name, card ? testPaymentMethodId(card) : null, extra);

describe('plans in test mode', () => {
  it('reports the test provider and no Stripe key', async () => {
    expect((await t.call('plans.config')).data).toEqual({ provider: 'test', stripePublishableKey: null });
  });

  it('shows the seeded trial as the current plan', async () => {
    const cookie = await t.login('iniciante@demo.afilia.app', DEMO_PASSWORD);
    const current = await t.call('plans.current', undefined, { cookie });
    expect(current.data).toMatchObject({
      isProducer: true,
      planName: 'Iniciante',
      status: 'trialing',
      trialActive: true,
      trialUsed: true,
      card: null,
      nextChargeAt: null,
    });
    const trialEnd = expectPresent(expectOk(current).trialEnd);
    expect(Math.round((trialEnd.getTime() - Date.now()) / DAY)).toBe(5);
  });

  it('starts the sign-up trial as a subscription and grants the trial once', async () => {
    const { id } = await registerUser(t, 'trial.signup@example.com', { freeTrial: true });
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    expect(sub).toMatchObject({
      status: 'trialing',
      planId: 'iniciante',
      provider: 'test',
      providerSubscriptionId: null,
    });
    expect(await t.db.select().from(trialGrants).where(eq(trialGrants.userId, id))).toHaveLength(1);
  });

  it('buys Profissional with the 4242 card: active, card stored, profile in sync, reseller made producer', async () => {
    const { id, cookie } = await registerUser(t, 'compra.reseller@example.com', { userType: 'reseller' });
    const result = await t.call(
      'plans.checkout',
      payload('Profissional', '4242 4242 4242 4242', { redirectUrl: '/dashboard' }),
      {
        cookie,
      },
    );
    expect(result.status).toBe(200);
    expect(result.data).toEqual({
      success: true,
      trialActivated: false,
      url: '/dashboard',
      status: 'active',
      firstChargeAt: null,
      clientSecret: null,
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile).toMatchObject({
      planName: 'Profissional',
      trialActive: false,
      isProducer: true,
      isReseller: false,
      role: 'producer',
    });
    const current = await t.call('plans.current', undefined, { cookie });
    expect(current.data).toMatchObject({
      planName: 'Profissional',
      status: 'active',
      amountCents: 19700,
      card: { brand: 'visa', last4: '4242' },
    });
  });

  it('leaves a reseller a reseller until a purchase or trial is confirmed', async () => {
    const { id, cookie } = await registerUser(t, 'revenda.indecisa@example.com', { userType: 'reseller' });
    const declined = await t.call('plans.checkout', payload('Profissional', '4000000000000002'), { cookie });
    expect(declined.appCode).toBe('errors.payments.cardDeclined');
    const [kept] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(kept).toMatchObject({ isProducer: false, isReseller: true, planName: null });
    expect(expectPresent(expectOk(await t.call('auth.me', undefined, { cookie }))).role).toBe('reseller');
    const listed = await t.call(
      'affiliations.listProducts',
      { page: 1, pageSize: 12, search: '' },
      { cookie },
    );
    expect(listed.status).toBe(200);

    const trial = await t.call(
      'plans.checkout',
      { ...payload('Iniciante', null), price: 'R$87', freeTrial: true, freeTrialDays: 7 },
      { cookie },
    );
    expect(trial.data).toMatchObject({ trialActivated: true, status: 'trialing', firstChargeAt: null });
    const [promoted] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(promoted).toMatchObject({ isProducer: true, isReseller: false, planName: 'Iniciante' });
  });

  it('keeps the trial days when a plan is bought during the trial: nothing is charged before its end', async () => {
    const { id, cookie } = await registerUser(t, 'trial.upgrade@example.com', { freeTrial: true });
    const [trial] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    const trialEnd = expectPresent(trial?.trialEnd);
    const bought = await t.call('plans.checkout', payload('Profissional', '4242424242424242'), { cookie });
    expect(bought.data).toMatchObject({
      trialActivated: false,
      status: 'trialing',
      firstChargeAt: trialEnd,
    });
    expect((await t.call('plans.current', undefined, { cookie })).data).toMatchObject({
      planName: 'Profissional',
      trialActive: true,
      trialEnd,
      nextChargeAt: trialEnd,
      amountCents: 19700,
      card: { last4: '4242' },
    });
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    expect(rows.map((row) => [row.planId, row.status]).sort()).toEqual([
      ['iniciante', 'canceled'],
      ['profissional', 'trialing'],
    ]);
    const profissional = rows.find((row) => row.planId === 'profissional');
    const chargesOf = () =>
      t.db
        .select()
        .from(testModeCharges)
        .where(eq(testModeCharges.subscriptionId, profissional?.id ?? ''));
    expect(await chargesOf()).toHaveLength(0);

    await runBillingCycle(billingDeps(t), new Date(trialEnd.getTime() - 60_000));
    expect(await chargesOf()).toHaveLength(0);
    await runBillingCycle(billingDeps(t), new Date(trialEnd.getTime() + 1000));
    expect(await chargesOf()).toMatchObject([{ amountCents: 19700, outcome: 'ok', periodStart: trialEnd }]);
  });

  it('declines 0002 and 9995 with their messages and writes nothing', async () => {
    const { id, cookie } = await registerUser(t, 'recusado@example.com');
    const declined = await t.call('plans.checkout', payload('Profissional', '4000000000000002'), { cookie });
    expect(declined.status).toBe(402);
    expect(declined.appCode).toBe('errors.payments.cardDeclined');
    const poor = await t.call('plans.checkout', payload('Visionário', '4000000000009995'), { cookie });
    expect(poor.appCode).toBe('errors.payments.insufficientFunds');
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id))).toHaveLength(0);
  });

  it('refuses unknown cards, unknown plans, a missing card and a missing price with clear 4xx errors', async () => {
    const { cookie } = await registerUser(t, 'erros.checkout@example.com');
    expect(
      (await t.call('plans.checkout', payload('Profissional', '4111111111111111'), { cookie })).appCode,
    ).toBe('errors.payments.testCardUnknown');
    expect((await t.call('plans.checkout', payload('Ouro', '4242424242424242'), { cookie })).appCode).toBe(
      'errors.plans.unknownPlan',
    );
    expect((await t.call('plans.checkout', payload('Profissional', null), { cookie })).appCode).toBe(
      'errors.payments.paymentMethodRequired',
    );
    const noPrice = await t.call(
      'plans.checkout',
      { ...payload('Profissional', '4242424242424242'), price: '' },
      { cookie },
    );
    expect(noPrice.status).toBe(400);
    expect(noPrice.zodIssues?.[0]?.message).toBe('validation.planPriceMissing');
    const badTaxId = await t.call(
      'plans.checkout',
      {
        ...payload('Profissional', '4242424242424242'),
        customer: { ...payload('x', null).customer, cpfCnpj: '123' },
      },
      { cookie },
    );
    expect(badTaxId.zodIssues?.[0]?.message).toBe('validation.cpfCnpjInvalid');
    const offsite = await t.call(
      'plans.checkout',
      { ...payload('Profissional', '4242424242424242'), redirectUrl: 'https://evil.example' },
      { cookie },
    );
    expect(offsite.status).toBe(400);
  });

  it('grants one free trial ever', async () => {
    const { cookie } = await registerUser(t, 'um.trial@example.com');
    const first = await t.call(
      'plans.checkout',
      { ...payload('Iniciante', null), price: 'R$87', freeTrial: true },
      { cookie },
    );
    expect(first.data).toMatchObject({ success: true, trialActivated: true, status: 'trialing' });
    const second = await t.call(
      'plans.checkout',
      { ...payload('Iniciante', null), price: 'R$87', freeTrial: true },
      { cookie },
    );
    expect(second.status).toBe(409);
    expect(second.appCode).toBe('errors.plans.trialAlreadyUsed');
  });

  it('changes plan, refuses the current plan, and cancels at the period end', async () => {
    const { cookie } = await registerUser(t, 'muda.plano@example.com');
    await t.call('plans.checkout', payload('Profissional', '5555555555554444'), { cookie });
    expect(
      (await t.call('plans.checkout', payload('Profissional', '4242424242424242'), { cookie })).appCode,
    ).toBe('errors.plans.alreadyOnPlan');
    expect((await t.call('plans.changePlan', { planName: 'Visionário' }, { cookie })).status).toBe(200);
    expect((await t.call('plans.current', undefined, { cookie })).data).toMatchObject({
      planName: 'Visionário',
      amountCents: 39700,
    });
    const cancel = await t.call('plans.cancel', undefined, { cookie });
    expect(cancel.status).toBe(200);
    expect((await t.call('plans.current', undefined, { cookie })).data).toMatchObject({
      planName: 'Visionário',
      cancelAtPeriodEnd: true,
      nextChargeAt: null,
    });
  });

  it('needs a signed-in user for the subscription check and the checkout', async () => {
    expect((await t.call('plans.current')).status).toBe(401);
    expect((await t.call('plans.checkout', payload('Profissional', '4242424242424242'))).status).toBe(401);
  });
});

describe('billing job with a controlled clock', () => {
  it('renews a test-mode subscription monthly, and ends one cancelled at period end', async () => {
    const { id, cookie } = await registerUser(t, 'renova@example.com');
    await t.call('plans.checkout', payload('Profissional', '4242424242424242'), { cookie });
    const [before] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    const periodEnd = before?.currentPeriodEnd ?? new Date();

    const report = await runBillingCycle(billingDeps(t), new Date(periodEnd.getTime() + 1000));
    expect(report.ran).toBe(true);
    expect(report.renewed).toBeGreaterThanOrEqual(1);
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    expect(after?.status).toBe('active');
    expect(after?.currentPeriodStart?.getTime()).toBe(periodEnd.getTime());
    expect((after?.currentPeriodEnd?.getTime() ?? 0) - periodEnd.getTime()).toBeGreaterThan(27 * DAY);
    const charges = await t.db
      .select()
      .from(testModeCharges)
      .where(eq(testModeCharges.subscriptionId, after?.id ?? ''))
      .orderBy(testModeCharges.createdAt);
    // The purchase's own charge, then the renewal's, each for its month.
    expect(charges).toMatchObject([
      { amountCents: 19700, outcome: 'ok', periodStart: before?.currentPeriodStart, periodEnd: periodEnd },
      { amountCents: 19700, outcome: 'ok', periodStart: periodEnd },
    ]);

    // Running again before the new period ends charges nothing more.
    await runBillingCycle(billingDeps(t), new Date(periodEnd.getTime() + 2000));
    expect(
      await t.db
        .select()
        .from(testModeCharges)
        .where(eq(testModeCharges.subscriptionId, after?.id ?? '')),
    ).toHaveLength(2);

    await t.call('plans.cancel', undefined, { cookie });
    const end = after?.currentPeriodEnd ?? new Date();
    await runBillingCycle(billingDeps(t), new Date(end.getTime() + 1000));
    const [ended] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    expect(ended?.status).toBe('canceled');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile?.planName).toBeNull();
  });

  it('lapses a trial without a card to expired, keeping read access but refusing new sellers', async () => {
    const { id, cookie } = await registerUser(t, 'expira@example.com', { freeTrial: true });
    await assertWithinPlanLimit(t.db, id, 'sellers');
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    const report = await runBillingCycle(billingDeps(t), new Date((sub?.trialEnd?.getTime() ?? 0) + 1000));
    expect(report.expired).toBeGreaterThanOrEqual(1);
    const current = await t.call('plans.current', undefined, { cookie });
    expect(current.data).toMatchObject({ status: 'expired', planName: null, trialActive: false });
    await expect(assertWithinPlanLimit(t.db, id, 'sellers')).rejects.toMatchObject({
      code: 'errors.plans.subscriptionRequired',
    });
    expect((await t.call('auth.me', undefined, { cookie })).data).toMatchObject({
      profile: { trialActive: false, planName: null },
    });
  });

  it('converts a trial with a card into a paid plan, or marks it past due when the card fails', async () => {
    const ok = await registerUser(t, 'trial.cartao@example.com');
    await t.call(
      'plans.checkout',
      { ...payload('Iniciante', '4242424242424242'), price: 'R$87', freeTrial: true },
      { cookie: ok.cookie },
    );
    const [trial] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, ok.id));
    expect(trial).toMatchObject({ status: 'trialing', cardLast4: '4242' });
    expect((await t.call('plans.current', undefined, { cookie: ok.cookie })).data).toMatchObject({
      nextChargeAt: trial?.trialEnd,
    });
    await runBillingCycle(billingDeps(t), new Date((trial?.trialEnd?.getTime() ?? 0) + 1000));
    const [paid] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, ok.id));
    expect(paid?.status).toBe('active');

    const bad = await registerUser(t, 'trial.recusado@example.com');
    await t.call(
      'plans.checkout',
      { ...payload('Iniciante', '4000000000000002'), price: 'R$87', freeTrial: true },
      { cookie: bad.cookie },
    );
    const [badTrial] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, bad.id));
    await runBillingCycle(billingDeps(t), new Date((badTrial?.trialEnd?.getTime() ?? 0) + 1000));
    const [pastDue] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, bad.id));
    expect(pastDue?.status).toBe('past_due');
    const charges = await t.db
      .select()
      .from(testModeCharges)
      .where(eq(testModeCharges.subscriptionId, pastDue?.id ?? ''));
    expect(charges).toMatchObject([{ outcome: 'declined' }]);
  });

  it('lets only one instance run the job at a time', async () => {
    if (t.driver === 'pglite') {
      // One embedded connection serializes transactions: concurrent runs simply take turns.
      const runs = await Promise.all([runBillingCycle(billingDeps(t)), runBillingCycle(billingDeps(t))]);
      expect(runs.every((run) => run.ran)).toBe(true);
      return;
    }
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = false;
    const holder = t.db.transaction(async (tx) => {
      locked = await tryAdvisoryXactLock(tx, BILLING_LOCK_KEY);
      await held;
    });
    await expect.poll(() => locked).toBe(true);
    expect((await runBillingCycle(billingDeps(t))).ran).toBe(false);
    release();
    await holder;
    expect((await runBillingCycle(billingDeps(t))).ran).toBe(true);
  });
});

describe('plan usage', () => {
  it("counts what the limits count, and this month's paid sales as the overview does", async () => {
    const cookie = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
    const usage = expectOk(await t.call('plans.usage', undefined, { cookie }));
    if (usage?.status !== 'limited') throw new Error('the demo producer has a plan');
    const overview = expectOk(await t.call('overview.get', undefined, { cookie }));
    if (overview.role === 'reseller') throw new Error('a producer overview');
    expect(usage.usage.salesThisMonth.used).toBe(overview.sales.thisMonth.count);
    const products = expectOk(
      await t.call('products.list', { page: 1, pageSize: 12, search: '' }, { cookie }),
    );
    expect(usage.usage.products.used).toBe(products.totalItems);
    expect(usage.usage.planName).toBe(overview.salesLimit?.planName);
    expect(usage.usage.salesThisMonth.limit).toBe(overview.salesLimit?.limit);
  });

  it('answers noPlan without a plan, and nothing for admins and resellers', async () => {
    const { cookie } = await registerUser(t, 'sem.plano.uso@example.com');
    expect((await t.call('plans.usage', undefined, { cookie })).data).toEqual({ status: 'noPlan' });
    for (const email of ['admin@demo.afilia.app', 'revendedor@demo.afilia.app']) {
      const other = await t.login(
        email,
        DEMO_PASSWORD,
        email.startsWith('revendedor') ? 'reseller' : 'producer',
      );
      expect((await t.call('plans.usage', undefined, { cookie: other })).data, email).toBeNull();
    }
  });
});

describe('plan limits', () => {
  it("refuses a producer's seller past the Iniciante limit of 10, naming it", async () => {
    const { id } = await registerUser(t, 'limite@example.com', { freeTrial: true });
    const rows = Array.from({ length: 10 }, (_, i) => i);
    for (const i of rows) {
      const { id: resellerId } = await registerUser(t, `rev.limite.${i}@example.com`, {
        userType: 'reseller',
      });
      await t.db.update(profiles).set({ referrerId: id }).where(eq(profiles.id, resellerId));
    }
    await expect(assertWithinPlanLimit(t.db, id, 'sellers')).rejects.toMatchObject({
      code: 'errors.plans.limitReached',
      params: { limit: '10', plan: 'Iniciante', resource: 'sellers' },
    });
  });

  it('does not limit admins', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@demo.afilia.app'));
    await expect(assertWithinPlanLimit(t.db, admin?.id ?? '', 'sellers')).resolves.toBeUndefined();
  });
});
