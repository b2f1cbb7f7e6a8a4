import { eq, profiles, users } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { type CallResult, createTestApp, type TestApp } from '../support/harness';
import { requestResetToken } from '../support/reset-links';

// ASVS 6.2.4: a password among the 10 000 most common is refused wherever one
// is set, as a translated issue on the password field.

/** '123456'-style (digits, 8 characters so the length rule passes) and 'password123'-style, any case. */
const COMMON_PASSWORDS = ['12345678', 'password123', 'Password123', 'QWERTYUIOP'];

let t: TestApp;
let admin = '';
let producer = '';
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
  await seedDemoData(t.db);
  admin = await t.login('admin@demo.afilia.app', DEMO_PASSWORD);
  producer = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
});
afterAll(() => t.close());

function expectCommonPasswordRefused(result: CallResult, field: 'password' | 'newPassword') {
  expect(result.status).toBe(400);
  expect(result.appCode).toBe('errors.validation');
  expect(result.zodIssues).toContainEqual({ path: [field], message: 'validation.passwordCommon' });
}

async function userExists(email: string) {
  return (await t.db.select().from(users).where(eq(users.email, email))).length > 0;
}

describe('common passwords are refused', () => {
  it('by auth.register, which creates no account; an uncommon 8-character password registers', async () => {
    for (const password of COMMON_PASSWORDS) {
      const result = await t.call('auth.register', {
        name: 'Comum',
        email: 'comum@example.com',
        password,
        confirmPassword: password,
        termsAccepted: true,
      });
      expectCommonPasswordRefused(result, 'password');
    }
    expect(await userExists('comum@example.com')).toBe(false);

    const accepted = await t.call('auth.register', {
      name: 'Incomum',
      email: 'incomum@example.com',
      password: 'girafa-azul',
      confirmPassword: 'girafa-azul',
      termsAccepted: true,
    });
    expect(accepted.status).toBe(200);
  });

  it('by auth.resetPassword, which keeps the old password and the link', async () => {
    const token = await requestResetToken(t, 'revendedor@demo.afilia.app');
    for (const password of COMMON_PASSWORDS)
      expectCommonPasswordRefused(await t.call('auth.resetPassword', { token, password }), 'password');
    await expect(t.login('revendedor@demo.afilia.app', DEMO_PASSWORD, 'reseller')).resolves.toBeTruthy();
    expect((await t.call('auth.resetPassword', { token, password: 'girafa-azul-2' })).status).toBe(200);
  });

  it('by auth.acceptInvitation, which creates no account', async () => {
    const invited = await t.call(
      'users.invite',
      { email: 'convite.comum@example.com', role: 'reseller' },
      { cookie: admin },
    );
    expect(invited.status).toBe(200);
    const link = new URL((await t.lastEmailTo('convite.comum@example.com')).links[0] ?? '');
    const token = link.searchParams.get('token') ?? '';
    for (const password of COMMON_PASSWORDS) {
      const result = await t.call('auth.acceptInvitation', {
        termsAccepted: true,
        token,
        email: 'convite.comum@example.com',
        password,
        fullName: 'Convidado Comum',
      });
      expectCommonPasswordRefused(result, 'password');
    }
    expect(await userExists('convite.comum@example.com')).toBe(false);
  });

  it('by security.changePassword, which keeps the current password', async () => {
    for (const newPassword of COMMON_PASSWORDS) {
      const result = await t.call(
        'security.changePassword',
        { currentPassword: DEMO_PASSWORD, newPassword },
        { cookie: producer },
      );
      expectCommonPasswordRefused(result, 'newPassword');
    }
    await expect(t.login('produtor@demo.afilia.app', DEMO_PASSWORD)).resolves.toBeTruthy();
  });

  it("by sellers.add (the producer sets the reseller's password), which adds no reseller", async () => {
    for (const password of COMMON_PASSWORDS) {
      const result = await t.call(
        'sellers.add',
        { fullName: 'Revendedor Comum', email: 'rev.comum@example.com', phone: '11999990000', password },
        { cookie: producer },
      );
      expectCommonPasswordRefused(result, 'password');
    }
    expect(await t.db.select().from(profiles).where(eq(profiles.email, 'rev.comum@example.com'))).toEqual([]);
  });

  it('reports a short password with the length rule only', async () => {
    const result = await t.call(
      'sellers.add',
      {
        fullName: 'Revendedor Curto',
        email: 'rev.curto@example.com',
        phone: '11999990000',
        password: '123456',
      },
      { cookie: producer },
    );
    expect(result.zodIssues).toEqual([{ path: ['password'], message: 'validation.seller.passwordMin' }]);
  });
});
