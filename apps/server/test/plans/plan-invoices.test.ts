// The invoice email of every plan payment: first and renewals, test mode and Stripe, with the PDF receipt.
import { runBillingCycle } from '@afilia/api/server';
import { eq, planInvoices, profiles, subscriptions, testModeCharges } from '@afilia/db';
import { testPaymentMethodId } from '@afilia/validators';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliverStripeEvent,
  type FakeStripe,
  type JsonObject,
  startFakeStripe,
  stripeEnvFor,
} from '../support/fake-stripe-server';
import { createTestApp, expectPresent, TEST_ORIGIN, type TestApp } from '../support/harness';
import { billingDeps, planCheckoutInput, registerUser } from '../support/plan-fixtures';

const DAY = 86_400_000;
const longDate = (locale: string, date: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(date);

const invoiceEmails = (t: TestApp, to: string) => t.emailsTo(to, ['planInvoice']);

/** The text of the email's one attachment, a PDF receipt. */
async function receiptText(email: {
  attachments: { filename: string; contentType: string; content: string }[];
}) {
  expect(email.attachments).toHaveLength(1);
  const [file] = email.attachments;
  expect(file?.contentType).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(file?.content ?? '', 'base64')));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe('plan invoices in test mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_AUTH_MAX: '1000' });
  });
  afterAll(() => t.close());

  it('emails the first payment and each renewal with the amount, the period, the card and the receipt', async () => {
    const email = 'fatura.teste@example.com';
    const { id, cookie } = await registerUser(t, email);
    const bought = await t.call(
      'plans.checkout',
      planCheckoutInput('Profissional', testPaymentMethodId('5555555555554444')),
      { cookie },
    );
    expect(bought.status).toBe(200);
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    const start = expectPresent(subscription?.currentPeriodStart);
    const end = expectPresent(subscription?.currentPeriodEnd);

    const [first, ...none] = await invoiceEmails(t, email);
    expect(none).toHaveLength(0);
    expect(first).toMatchObject({ locale: 'pt-BR', subject: 'Recibo do plano Profissional: R$ 197,00' });
    expect(first?.text).toContain('Valor: R$ 197,00');
    expect(first?.text).toContain(`Período: de ${longDate('pt-BR', start)} a ${longDate('pt-BR', end)}`);
    expect(first?.text).toContain('Cartão: Mastercard •••• 4444');
    expect(first?.text).toContain(`Ver pagamentos: ${TEST_ORIGIN}/dashboard/payments`);
    // The receipt is the payment history's: the charge's entry, paid by the subscriber to the platform.
    const [charge] = await t.db
      .select()
      .from(testModeCharges)
      .where(eq(testModeCharges.subscriptionId, subscription?.id ?? ''));
    expect(first?.attachments[0]?.filename).toBe(`comprovante-${charge?.id}.pdf`);
    const receipt = await receiptText(expectPresent(first));
    expect(receipt).toContain('Comprovante de pagamento');
    expect(receipt).toContain('Plano Profissional');
    expect(receipt).toContain('R$ 197,00/mês');
    expect(receipt).toContain('Pessoa Teste');

    // The renewal a month on, in the language the subscriber chose since.
    await t.db.update(profiles).set({ language: 'es' }).where(eq(profiles.id, id));
    await runBillingCycle(billingDeps(t), new Date(end.getTime() + 1000));
    await runBillingCycle(billingDeps(t), new Date(end.getTime() + 2000));
    const emails = await invoiceEmails(t, email);
    expect(emails).toHaveLength(2);
    const renewal = expectPresent(emails[1]);
    expect(renewal).toMatchObject({
      locale: 'es',
      subject: 'Recibo del plan Profissional: R$ 197,00',
    });
    const [, next] = await t.db
      .select()
      .from(testModeCharges)
      .where(eq(testModeCharges.subscriptionId, subscription?.id ?? ''))
      .orderBy(testModeCharges.createdAt);
    expect(renewal.text).toContain(
      `Período: del ${longDate('es', end)} al ${longDate('es', expectPresent(next).periodEnd)}`,
    );
    expect(renewal.text).toContain('Tarjeta: Mastercard •••• 4444');
    expect(renewal.attachments[0]?.filename).toBe(`comprobante-${next?.id}.pdf`);
    expect(await receiptText(renewal)).toContain('Comprobante de pago');
  });

  it("emails the trial's conversion at its end, and nothing for a declined charge, whatever the switches", async () => {
    const email = 'fatura.trial@example.com';
    const { id, cookie } = await registerUser(t, email);
    await t.db.update(profiles).set({ notifyEmail: false }).where(eq(profiles.id, id));
    await t.call(
      'plans.checkout',
      {
        ...planCheckoutInput('Iniciante', testPaymentMethodId('4242424242424242')),
        price: 'R$87',
        freeTrial: true,
      },
      { cookie },
    );
    // A trial charges nothing today.
    expect(await invoiceEmails(t, email)).toHaveLength(0);
    const [trial] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    const trialEnd = expectPresent(trial?.trialEnd);
    await runBillingCycle(billingDeps(t), new Date(trialEnd.getTime() + 1000));
    const [converted] = await invoiceEmails(t, email);
    expect(converted?.subject).toBe('Recibo do plano Iniciante: R$ 87,00');
    expect(converted?.text).toContain(`Período: de ${longDate('pt-BR', trialEnd)}`);
    expect(converted?.text).toContain('Cartão: Visa •••• 4242');

    const declined = 'fatura.recusada@example.com';
    const other = await registerUser(t, declined);
    await t.call(
      'plans.checkout',
      {
        ...planCheckoutInput('Iniciante', testPaymentMethodId('4000000000000002')),
        price: 'R$87',
        freeTrial: true,
      },
      { cookie: other.cookie },
    );
    const [badTrial] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, other.id));
    await runBillingCycle(billingDeps(t), new Date((badTrial?.trialEnd?.getTime() ?? 0) + 1000));
    expect(await invoiceEmails(t, declined)).toHaveLength(0);
    await runBillingCycle(billingDeps(t), new Date((badTrial?.trialEnd?.getTime() ?? 0) + 2 * DAY));
    expect(await invoiceEmails(t, declined)).toHaveLength(0);
  });
});

describe('plan invoices with Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_faturas';
  let fake: FakeStripe;
  let t: TestApp;
  let clock = Math.floor(Date.now() / 1000);
  /** Event times move forward explicitly, so each event is newer than the last. */
  const later = () => {
    clock += 10;
    return clock;
  };

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      ...stripeEnvFor(fake, { webhookSecret: WEBHOOK_SECRET }),
      AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false',
      RATE_LIMIT_AUTH_MAX: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const deliver = (event: JsonObject) => deliverStripeEvent(t.app, fake, WEBHOOK_SECRET, event);

  it('emails a paid invoice once, however often it is delivered, and each renewal for the month it pays', async () => {
    const email = 'fatura.stripe@example.com';
    const { id, cookie } = await registerUser(t, email);
    await t.db.update(profiles).set({ language: 'en-US' }).where(eq(profiles.id, id));
    const checkout = await t.call(
      'plans.checkout',
      {
        name: 'Profissional',
        price: 'R$197',
        freeTrial: false,
        customer: { name: 'Pessoa Teste', email, paymentMethod: { directPayment: true, id: 'pm_card_visa' } },
      },
      { cookie },
    );
    expect(checkout.status).toBe(200);
    // Stripe's answer to the purchase is not the payment: its invoice.paid is.
    expect(await invoiceEmails(t, email)).toHaveLength(0);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    const subscriptionId = expectPresent(row?.providerSubscriptionId);

    const firstInvoice = fake.latestInvoice(subscriptionId, 'paid');
    const paid = fake.event('invoice.paid', firstInvoice, { created: later() });
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await deliver(paid)).statusCode).toBe(200);
    // The same invoice in another event (Stripe sends invoice.paid and may resend it under a new id).
    await deliver(fake.event('invoice.paid', firstInvoice, { created: later() }));
    const [first, ...more] = await invoiceEmails(t, email);
    expect(more).toHaveLength(0);
    expect(first).toMatchObject({ locale: 'en-US', subject: 'Profissional plan receipt: R$ 197,00' });
    expect(first?.text).toContain('Card: Visa •••• 4242');
    expect(first?.text).toContain(
      `Period: ${longDate('en-US', expectPresent(row?.currentPeriodStart))} to ${longDate('en-US', expectPresent(row?.currentPeriodEnd))}`,
    );
    const [recorded] = await t.db
      .select()
      .from(planInvoices)
      .where(eq(planInvoices.providerInvoiceId, String(firstInvoice.id)));
    expect(first?.attachments[0]?.filename).toBe(`receipt-${recorded?.id}.pdf`);
    const receipt = await receiptText(expectPresent(first));
    expect(receipt).toContain('Payment receipt');
    expect(receipt).toContain(String(firstInvoice.id));

    // A renewal: the invoice's line says which month it pays for.
    const renewal = fake.renewalInvoice(subscriptionId);
    await deliver(fake.event('invoice.paid', renewal, { created: later() }));
    const emails = await invoiceEmails(t, email);
    expect(emails).toHaveLength(2);
    const line = expectPresent(
      (renewal.lines as { data: { period: { start: number; end: number } }[] }).data[0],
    ).period;
    expect(emails[1]?.text).toContain(
      `Period: ${longDate('en-US', new Date(line.start * 1000))} to ${longDate('en-US', new Date(line.end * 1000))}`,
    );
  });

  it('emails a failed invoice only once it is paid, and never the $0 invoice that opens a trial', async () => {
    const email = 'fatura.atrasada@example.com';
    const { id, cookie } = await registerUser(t, email);
    await t.call(
      'plans.checkout',
      {
        name: 'Profissional',
        price: 'R$197',
        freeTrial: false,
        customer: { name: 'Pessoa Teste', email, paymentMethod: { directPayment: true, id: 'pm_card_visa' } },
      },
      { cookie },
    );
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    const subscriptionId = expectPresent(row?.providerSubscriptionId);
    await deliver(
      fake.event('invoice.payment_failed', fake.latestInvoice(subscriptionId, 'open'), {
        created: later(),
      }),
    );
    expect(await invoiceEmails(t, email)).toHaveLength(0);
    await deliver(
      fake.event('invoice.paid', fake.latestInvoice(subscriptionId, 'paid'), { created: later() }),
    );
    expect(await invoiceEmails(t, email)).toHaveLength(1);

    const zero = {
      ...fake.latestInvoice(subscriptionId, 'paid'),
      id: 'in_zero_trial',
      amount_paid: 0,
      amount_due: 0,
    };
    await deliver(fake.event('invoice.paid', zero, { created: later() }));
    expect(await invoiceEmails(t, email)).toHaveLength(1);
  });
});
