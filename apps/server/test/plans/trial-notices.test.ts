import { runBillingCycle, sendTrialNotices, type TrialNoticeDeps } from '@afilia/api/server';
import { eq, profiles, subscriptions, trialNotices } from '@afilia/db';
import { testPaymentMethodId } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectPresent, TEST_ORIGIN, type TestApp } from '../support/harness';
import { billingDeps, planCheckoutInput, registerUser } from '../support/plan-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let t: TestApp;
let deps: TrialNoticeDeps;

beforeAll(async () => {
  t = await createTestApp({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_AUTH_MAX: '1000' });
  deps = { db: t.db, mail: t.mail, appUrl: t.config.appUrl };
});
afterAll(() => t.close());

/** The trial emails an address got, oldest first. */
const trialEmails = (to: string) => t.emailsTo(to, ['trialEnding', 'trialEnded']);

async function subscriptionOf(userId: string) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return expectPresent(row);
}

/** A producer on a 7-day Iniciante trial, with the 4242 card (or another test card) kept for its end. */
async function trialWithCard(email: string, card = '4242424242424242') {
  const user = await registerUser(t, email);
  const checkout = await t.call(
    'plans.checkout',
    { ...planCheckoutInput('Iniciante', testPaymentMethodId(card)), price: 'R$87', freeTrial: true },
    { cookie: user.cookie },
  );
  expect(checkout.status).toBe(200);
  return { ...user, subscription: await subscriptionOf(user.id) };
}

describe('trial emails', () => {
  it('reminds 3 days and 1 day before the end, once each, then says the trial ended without a plan', async () => {
    const email = 'trial.lembretes@example.com';
    const { id } = await registerUser(t, email, { freeTrial: true });
    const trialEnd = expectPresent((await subscriptionOf(id)).trialEnd);

    await sendTrialNotices(deps, new Date(trialEnd.getTime() - 4 * DAY));
    expect(await trialEmails(email)).toHaveLength(0);

    // Two instances at once, and again later the same day: the '3 days' email goes once.
    const at = new Date(trialEnd.getTime() - 3 * DAY + HOUR);
    await Promise.all([sendTrialNotices(deps, at), sendTrialNotices(deps, at)]);
    await sendTrialNotices(deps, new Date(trialEnd.getTime() - 2 * DAY));
    const [threeDays, ...others] = await trialEmails(email);
    expect(others).toHaveLength(0);
    expect(threeDays).toMatchObject({
      template: 'trialEnding',
      locale: 'pt-BR',
      subject: 'Seu teste grátis da Afilia termina em 3 dias',
    });
    const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });
    expect(threeDays?.text).toContain(
      `Seu teste grátis do plano Iniciante termina em ${day.format(trialEnd)}.`,
    );
    // No card: nothing will be charged, and the way on is a plan.
    expect(threeDays?.text).toContain('escolha um plano e cadastre um cartão');
    expect(threeDays?.text).toContain(`Escolher um plano: ${TEST_ORIGIN}/plans`);

    await sendTrialNotices(deps, new Date(trialEnd.getTime() - 20 * HOUR));
    await sendTrialNotices(deps, new Date(trialEnd.getTime() - 2 * HOUR));
    const reminders = await trialEmails(email);
    expect(reminders.map((row) => row.subject)).toEqual([
      'Seu teste grátis da Afilia termina em 3 dias',
      'Último dia do seu teste grátis da Afilia',
    ]);

    // The end is told once the billing cycle has let the trial lapse, not before.
    const after = new Date(trialEnd.getTime() + HOUR);
    await sendTrialNotices(deps, after);
    expect(await trialEmails(email)).toHaveLength(2);
    await runBillingCycle(billingDeps(t), new Date(trialEnd.getTime() + 1000));
    await sendTrialNotices(deps, after);
    await sendTrialNotices(deps, new Date(trialEnd.getTime() + DAY));
    const all = await trialEmails(email);
    expect(all).toHaveLength(3);
    const ended = all[2];
    expect(ended).toMatchObject({ template: 'trialEnded', subject: 'Seu teste grátis da Afilia terminou' });
    expect(ended?.text).toContain('nenhum plano foi assinado: nada foi cobrado');
    expect(ended?.text).toContain(`${TEST_ORIGIN}/plans`);
    const stages = await t.db
      .select({ stage: trialNotices.stage })
      .from(trialNotices)
      .where(eq(trialNotices.subscriptionId, (await subscriptionOf(id)).id));
    expect(stages.map((row) => row.stage).sort()).toEqual(['1_day', '3_days', 'ended']);
  });

  it("names the card and price charged at the end, in the user's language, and says the trial converted", async () => {
    const email = 'trial.convertido@example.com';
    const { id, subscription } = await trialWithCard(email);
    await t.db.update(profiles).set({ language: 'en-US' }).where(eq(profiles.id, id));
    const trialEnd = expectPresent(subscription.trialEnd);

    await sendTrialNotices(deps, new Date(trialEnd.getTime() - 3 * DAY + HOUR));
    const [reminder] = await trialEmails(email);
    expect(reminder).toMatchObject({ locale: 'en-US', subject: 'Your Afilia free trial ends in 3 days' });
    expect(reminder?.text).toContain(
      'the Iniciante plan continues automatically at R$ 87,00/month, charged to your card Visa •••• 4242',
    );
    expect(reminder?.text).toContain(`View my plan: ${TEST_ORIGIN}/dashboard`);

    await runBillingCycle(billingDeps(t), new Date(trialEnd.getTime() + 1000));
    await sendTrialNotices(deps, new Date(trialEnd.getTime() + HOUR));
    const ended = (await trialEmails(email)).at(-1);
    expect(ended).toMatchObject({
      template: 'trialEnded',
      locale: 'en-US',
      subject: 'Your free trial has ended: the Iniciante plan is active',
    });
    expect(ended?.text).toContain('we charged R$ 87,00 to your card Visa •••• 4242');
  });

  it('says when the first charge after the trial was declined', async () => {
    const email = 'trial.recusado@example.com';
    const { subscription } = await trialWithCard(email, '4000000000000002');
    const trialEnd = expectPresent(subscription.trialEnd);
    await runBillingCycle(billingDeps(t), new Date(trialEnd.getTime() + 1000));
    await sendTrialNotices(deps, new Date(trialEnd.getTime() + HOUR));
    const ended = (await trialEmails(email)).at(-1);
    expect(ended?.subject).toBe('Seu teste grátis terminou, mas o pagamento não passou');
    expect(ended?.text).toContain(
      'não conseguimos cobrar R$ 87,00 do plano Iniciante no cartão Visa •••• 0002',
    );
  });

  it("sends no late '3 days' to a trial that starts with less than 3 days left", async () => {
    const email = 'trial.curto@example.com';
    const { id } = await registerUser(t, email, { freeTrial: true });
    const row = await subscriptionOf(id);
    const trialEnd = new Date(row.createdAt.getTime() + 2 * DAY);
    await t.db
      .update(subscriptions)
      .set({ trialEnd, currentPeriodEnd: trialEnd })
      .where(eq(subscriptions.id, row.id));

    await sendTrialNotices(deps, new Date(row.createdAt.getTime() + HOUR));
    expect(await trialEmails(email)).toHaveLength(0);
    await sendTrialNotices(deps, new Date(trialEnd.getTime() - 12 * HOUR));
    expect((await trialEmails(email)).map((e) => e.subject)).toEqual([
      'Último dia do seu teste grátis da Afilia',
    ]);
  });

  it("is sent with 'Notificações por email' off, and not for a trial cancelled before its end", async () => {
    const email = 'trial.cancelado@example.com';
    const { id, cookie } = await registerUser(t, email, { freeTrial: true });
    await t.db.update(profiles).set({ notifyEmail: false }).where(eq(profiles.id, id));
    const trialEnd = expectPresent((await subscriptionOf(id)).trialEnd);
    await sendTrialNotices(deps, new Date(trialEnd.getTime() - 3 * DAY + HOUR));
    expect(await trialEmails(email)).toHaveLength(1);

    expect((await t.call('plans.cancel', undefined, { cookie })).status).toBe(200);
    await runBillingCycle(billingDeps(t), new Date(trialEnd.getTime() + 1000));
    await sendTrialNotices(deps, new Date(trialEnd.getTime() + HOUR));
    expect(await trialEmails(email)).toHaveLength(1);
  });
});
