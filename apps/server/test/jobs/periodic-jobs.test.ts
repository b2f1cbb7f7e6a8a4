import { eq, subscriptions } from '@afilia/db';
import { testPaymentMethodId } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodicJobs } from '../../src/jobs/periodic-jobs';
import { createTestApp, type TestApp } from '../support/harness';
import { planInSession, registerUser } from '../support/plan-fixtures';

// Sessions are cached for a minute here, so only an invalidation can make a change show at once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false',
    RATE_LIMIT_AUTH_MAX: '1000',
    SESSION_CACHE_TTL_MS: '60000',
  });
});
afterAll(() => t.close());

async function subscriber(email: string) {
  const { id, cookie } = await registerUser(t, email);
  const checkout = await t.call(
    'plans.checkout',
    {
      name: 'Profissional',
      price: 'R$197',
      freeTrial: false,
      customer: {
        name: 'Pessoa Teste',
        email,
        cpfCnpj: '529.982.247-25',
        phone: '+55 11 99999-0000',
        paymentMethod: { directPayment: true, id: testPaymentMethodId('4242424242424242') },
      },
    },
    { cookie },
  );
  expect(checkout.status).toBe(200);
  return { id, cookie };
}

describe('billing_cycle job', () => {
  it('drops the cached sessions of a user whose plan it ended', async () => {
    const { id, cookie } = await subscriber('fim-de-ciclo@example.com');
    expect((await t.call('plans.cancel', undefined, { cookie })).status).toBe(200);
    // This call caches the session, with its plan.
    expect(await planInSession(t, cookie)).toBe('Profissional');

    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    const afterPeriod = new Date((row?.currentPeriodEnd ?? new Date()).getTime() + 1000);
    const billing = periodicJobs({ ...t, db: t.dbHandle, clock: () => afterPeriod }).find(
      (job) => job.name === 'billing_cycle',
    );
    expect(await billing?.run()).toMatchObject({ ran: true, canceled: 1, usersChanged: [id] });

    expect(await planInSession(t, cookie)).toBeNull();
  });
});

describe('trial_notices job', () => {
  it("emails a trial's '3 days' reminder at the job's clock, and reports a run", async () => {
    const { id } = await registerUser(t, 'lembrete-job@example.com', { freeTrial: true });
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    const threeDaysBefore = new Date((row?.trialEnd?.getTime() ?? 0) - 3 * 86_400_000 + 60_000);
    const job = periodicJobs({ ...t, db: t.dbHandle, clock: () => threeDaysBefore }).find(
      (candidate) => candidate.name === 'trial_notices',
    );
    expect(await job?.run()).toMatchObject({ ran: true, reminded: 1 });
    const email = await t.lastEmailTo('lembrete-job@example.com');
    expect(email.template).toBe('trialEnding');
    expect(email.status).toBe('logged');
  });
});
