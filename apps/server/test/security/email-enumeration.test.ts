import { count, eq, invitations, users } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { createTestApp, type TestApp } from '../support/harness';
import { resetTokenFrom } from '../support/reset-links';

// Neither auth.register ('email already exists') nor users.invite may tell whether an email has an account.
let t: TestApp;
let producer = '';
let admin = '';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '10000' });
  await seedDemoData(t.db);
  producer = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
  admin = await t.login('admin@demo.afilia.app', DEMO_PASSWORD);
});
afterAll(() => t.close());

const signUp = (email: string) =>
  t.call('auth.register', {
    name: 'Visitante Curioso',
    email,
    password: 'Senha-Forte-Nova-8',
    confirmPassword: 'Senha-Forte-Nova-8',
    termsAccepted: true,
    userType: 'producer',
  });

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0;

describe('auth.register', () => {
  it('answers an existing email exactly like a new sign-up and emails the owner instead', async () => {
    const fresh = await signUp('novinha@example.com');
    const before = await userCount();
    const existing = await signUp('Revendedor@Demo.Afilia.App');
    expect(existing.status).toBe(fresh.status);
    expect(existing.status).toBe(200);
    expect(existing.data).toEqual(fresh.data);
    expect(existing.data).toEqual({ requiresEmailConfirmation: true });
    expect(await userCount()).toBe(before);
    // The owner is told, with a link to sign in and one to reset the password; nothing the visitor typed.
    const notice = await t.lastEmailTo('revendedor@demo.afilia.app');
    expect(notice.template).toBe('accountExists');
    expect(notice.subject).toBe('Tentativa de cadastro com o seu email na Afilia');
    expect(notice.text).toContain('Olá, Renata Revendedora!');
    expect(notice.text).not.toContain('Visitante Curioso');
    expect(notice.links[0]).toBe(
      'http://localhost:3000/login?tab=reseller&email=revendedor%40demo.afilia.app',
    );
    expect(new URL(notice.links[1] ?? '').pathname).toBe('/reset-password');
    // That reset link works.
    const token = resetTokenFrom(notice.links[1] ?? '');
    expect((await t.call('auth.resetPassword', { token, password: 'Senha-Recuperada-3' })).status).toBe(200);
    await expect(t.login('revendedor@demo.afilia.app', 'Senha-Recuperada-3', 'reseller')).resolves.toMatch(
      /^afilia_session=/,
    );
  });
});

describe('users.invite', () => {
  it('answers an existing account like a new invitee and emails the owner a notice instead', async () => {
    for (const cookie of [admin, producer]) {
      const fresh = await t.call(
        'users.invite',
        { email: `convidada.${cookie.length}@example.com` },
        { cookie },
      );
      const existing = await t.call('users.invite', { email: 'REVENDEDOR@demo.afilia.app' }, { cookie });
      expect(existing.status).toBe(200);
      expect(existing.status).toBe(fresh.status);
      expect(existing.data).toEqual(fresh.data);
      const notice = await t.lastEmailTo('revendedor@demo.afilia.app');
      expect(notice.template).toBe('invitationAccountExists');
      expect(notice.links).toEqual([
        'http://localhost:3000/login?tab=reseller&email=revendedor%40demo.afilia.app',
      ]);
    }
    expect(
      await t.db.select().from(invitations).where(eq(invitations.email, 'revendedor@demo.afilia.app')),
    ).toEqual([]);
  });
});
