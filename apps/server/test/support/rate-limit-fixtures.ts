import type { TestApp } from './harness';

export const TEST_PASSWORD = 'segredo-forte-1';

/** Registers an account (email confirmation off) and signs it in from `ip`; returns the cookie pair. */
export async function signedInUser(t: TestApp, email: string, ip: string): Promise<string> {
  const registered = await t.call(
    'auth.register',
    {
      name: 'Pessoa Teste',
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      termsAccepted: true,
    },
    { ip },
  );
  if (!registered.ok) throw new Error(`register ${email}: ${registered.appCode}`);
  const login = await t.call('auth.login', { email, password: TEST_PASSWORD, userType: 'producer' }, { ip });
  if (!login.ok || !login.setCookie) throw new Error(`login ${email}: ${login.appCode}`);
  return login.setCookie.split(';')[0] ?? '';
}

/** A batch of `size` calls of one query, the way the web client's batch link sends them. */
export function batchQuery(
  t: TestApp,
  procedure: string,
  size: number,
  options: { ip: string; cookie?: string },
) {
  return t.app.inject({
    method: 'GET',
    url: `/trpc/${Array(size).fill(procedure).join(',')}?batch=1&input=${encodeURIComponent('{}')}`,
    headers: { origin: 'http://localhost:3000', ...(options.cookie ? { cookie: options.cookie } : {}) },
    remoteAddress: options.ip,
  });
}

export const NOTIFICATIONS = {
  emailNotifications: true,
  newSaleNotifications: true,
  newCommissionNotifications: true,
};
