import { emailTokens, eq, sessions, users } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { createTestApp, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
});
afterAll(() => t.close());

function tokenFrom(link: string): string {
  const hash = new URL(link).hash.slice(1);
  const params = new URLSearchParams(hash);
  expect(params.get('type')).toBe('recovery');
  return params.get('access_token') ?? '';
}

describe('forgot and reset password', () => {
  it('answers the same whether or not the email exists, and sends no email for an unknown one', async () => {
    const known = await t.call('auth.forgotPassword', { email: 'produtor@demo.afilia.app' });
    const unknown = await t.call('auth.forgotPassword', { email: 'ninguem@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.data).toEqual(unknown.data);
    await expect(t.lastEmailTo('ninguem@example.com')).rejects.toThrow();
  });

  it('requires the email first', async () => {
    const result = await t.call('auth.forgotPassword', { email: '' });
    expect(result.status).toBe(400);
    expect(result.zodIssues?.[0]?.message).toBe('validation.emailNeeded');
  });

  it('resets with the emailed single-use token and ends every session', async () => {
    const cookie = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
    await t.call('auth.forgotPassword', { email: 'produtor@demo.afilia.app' });
    const email = await t.lastEmailTo('produtor@demo.afilia.app');
    expect(email.template).toBe('passwordReset');
    const link = email.links[0] ?? '';
    expect(new URL(link).pathname).toBe('/reset-password');
    const token = tokenFrom(link);

    const tooShort = await t.call('auth.resetPassword', { token, password: '123' });
    expect(tooShort.zodIssues?.[0]?.message).toBe('validation.resetPasswordTooShort');

    expect((await t.call('auth.resetPassword', { token, password: 'nova-senha-1' })).status).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'produtor@demo.afilia.app'));
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? '')),
    ).toHaveLength(0);
    expect((await t.call('auth.me', undefined, { cookie })).data).toBeNull();

    const reuse = await t.call('auth.resetPassword', { token, password: 'outra-senha-2' });
    expect(reuse.status).toBe(400);
    expect(reuse.appCode).toBe('errors.auth.invalidLink');

    const old = await t.call('auth.login', {
      email: 'produtor@demo.afilia.app',
      password: DEMO_PASSWORD,
      userType: 'producer',
    });
    expect(old.appCode).toBe('errors.auth.invalidCredentials');
    await t.login('produtor@demo.afilia.app', 'nova-senha-1');
  });

  it('refuses an expired token', async () => {
    await t.call('auth.forgotPassword', { email: 'admin@demo.afilia.app' });
    const token = tokenFrom((await t.lastEmailTo('admin@demo.afilia.app')).links[0] ?? '');
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.purpose, 'password_reset'));
    const result = await t.call('auth.resetPassword', { token, password: 'nova-senha-1' });
    expect(result.appCode).toBe('errors.auth.invalidLink');
  });

  it('invalidates an older reset token when a new one is requested', async () => {
    await t.call('auth.forgotPassword', { email: 'revendedor@demo.afilia.app' });
    const first = tokenFrom((await t.lastEmailTo('revendedor@demo.afilia.app')).links[0] ?? '');
    await t.call('auth.forgotPassword', { email: 'revendedor@demo.afilia.app' });
    const second = tokenFrom((await t.lastEmailTo('revendedor@demo.afilia.app')).links[0] ?? '');
    expect(second).not.toBe(first);
    expect((await t.call('auth.resetPassword', { token: first, password: 'nova-senha-1' })).appCode).toBe(
      'errors.auth.invalidLink',
    );
    expect((await t.call('auth.resetPassword', { token: second, password: 'nova-senha-1' })).status).toBe(
      200,
    );
  });

  it('stores only token hashes', async () => {
    const rows = await t.db.select({ hash: emailTokens.tokenHash }).from(emailTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });
});
