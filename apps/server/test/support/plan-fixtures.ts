import { eq, users } from '@afilia/db';
import { expect } from 'vitest';
import type { TestApp } from './harness';
import { expectOk, expectPresent } from './harness';

export const FIXTURE_PASSWORD = 'segredo123';

/** Registers a producer (no trial) and signs them in. */
export async function registerProducer(t: TestApp, email: string): Promise<{ id: string; cookie: string }> {
  const register = await t.call('auth.register', {
    name: 'Pessoa Teste',
    email,
    password: FIXTURE_PASSWORD,
    confirmPassword: FIXTURE_PASSWORD,
    termsAccepted: true,
    userType: 'producer',
    freeTrial: false,
  });
  expect(register.status).toBe(200);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user?.id ?? '', cookie: await t.login(email, FIXTURE_PASSWORD) };
}

/** The plan the session's `auth.me` reports (what the session cache holds). */
export async function planInSession(t: TestApp, cookie: string): Promise<string | null> {
  const me = await t.call('auth.me', undefined, { cookie });
  return expectPresent(expectOk(me)).profile.planName;
}
