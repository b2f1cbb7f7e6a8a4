import { type BillingCycleDeps, planInvoiceEmails } from '@afilia/api/server';
import { eq, users } from '@afilia/db';
import { testPaymentMethodId } from '@afilia/validators';
import { expect } from 'vitest';
import type { InputOf, TestApp } from './harness';
import { expectOk, expectPresent } from './harness';

export const FIXTURE_PASSWORD = 'segredo123';
/** The test mode's card that always pays. */
export const TEST_CARD = testPaymentMethodId('4242424242424242');
/** The buyer's CPF in `planCheckoutInput` (a valid one). */
export const PLAN_BUYER_CPF = '529.982.247-25';

export interface Registration {
  userType?: 'producer' | 'reseller';
  /** The sign-up trial (producers only). */
  freeTrial?: boolean;
}

/** Registers a user (by default a producer without the trial) and signs them in on their own tab. */
export async function registerUser(
  t: TestApp,
  email: string,
  { userType = 'producer', freeTrial = false }: Registration = {},
): Promise<{ id: string; cookie: string }> {
  const register = await t.call('auth.register', {
    name: 'Pessoa Teste',
    email,
    password: FIXTURE_PASSWORD,
    confirmPassword: FIXTURE_PASSWORD,
    termsAccepted: true,
    userType,
    freeTrial,
  });
  expect(register.status).toBe(200);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user?.id ?? '', cookie: await t.login(email, FIXTURE_PASSWORD, userType) };
}

/** A `plans.checkout` input for Profissional, paid with the given payment method (none: the trial). */
export const planCheckoutInput = (
  name: string,
  paymentMethodId: string | null,
  extra: Partial<InputOf<'plans.checkout'>> = {},
): InputOf<'plans.checkout'> => ({
  name,
  price: 'R$197',
  freeTrial: false,
  customer: {
    name: 'Pessoa Teste',
    email: 'pessoa@example.com',
    cpfCnpj: PLAN_BUYER_CPF,
    phone: '+55 11 99999-0000',
    paymentMethod: paymentMethodId ? { directPayment: true, id: paymentMethodId } : null,
  },
  ...extra,
});

/** The plan the session's `auth.me` reports (what the session cache holds). */
export async function planInSession(t: TestApp, cookie: string): Promise<string | null> {
  const me = await t.call('auth.me', undefined, { cookie });
  return expectPresent(expectOk(me)).profile.planName;
}

/** What the billing cycle takes, from the test app: its database and mailer, and the plan invoice emails. */
export function billingDeps(t: TestApp): BillingCycleDeps {
  return { db: t.db, mail: t.mail, invoices: planInvoiceEmails({ mail: t.mail, appUrl: t.config.appUrl }) };
}
