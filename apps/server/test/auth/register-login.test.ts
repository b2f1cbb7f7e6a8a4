import { hashToken } from '@afilia/auth';
import { count, emailOutbox, eq, profiles, sessions, sql, users } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { createTestApp, expectOk, expectPresent, type InputOf, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
});
afterAll(() => t.close());

type RegisterInput = InputOf<'auth.register'>;

const newUser = (email: string, extra: Partial<RegisterInput> = {}): RegisterInput => ({
  name: 'Maria Produtora',
  email,
  password: 'segredo123',
  confirmPassword: 'segredo123',
  termsAccepted: true,
  ...extra,
});

describe('auth.register', () => {
  it('rejects invalid input with the form messages as i18n keys and a 400', async () => {
    const result = await t.callRaw('auth.register', {
      name: 'Jo',
      email: 'nope',
      password: '123',
      confirmPassword: '321',
      termsAccepted: false,
    });
    expect(result.status).toBe(400);
    expect(result.appCode).toBe('errors.validation');
    const byField = Object.fromEntries((result.zodIssues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byField).toMatchObject({
      name: 'validation.nameMin',
      email: 'validation.emailInvalid',
      password: 'validation.passwordMin',
      termsAccepted: 'validation.termsRequired',
    });
    const mismatch = await t.call('auth.register', {
      ...newUser('mismatch@example.com'),
      confirmPassword: 'outra-senha',
    });
    expect(mismatch.zodIssues).toEqual([
      { path: ['confirmPassword'], message: 'validation.passwordsDontMatch' },
    ]);
  });

  it('creates a producer on the 7-day Iniciante trial and stores the sign-up metadata', async () => {
    const before = Date.now();
    const result = await t.call('auth.register', {
      ...newUser('Maria@Example.com'),
      userType: 'producer',
      freeTrial: true,
      freeTrialDays: 30,
      selectedPlan: 'Iniciante',
    });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ requiresEmailConfirmation: true });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, 'maria@example.com'));
    expect(profile).toMatchObject({
      isProducer: true,
      isReseller: false,
      role: 'producer',
      trialActive: true,
      planName: 'Iniciante',
      signupUserType: 'producer',
      signupFreeTrial: true,
      signupFreeTrialDays: 7,
      signupSelectedPlan: 'Iniciante',
      fullName: 'Maria Produtora',
    });
    const days = ((profile?.trialEndDate?.getTime() ?? 0) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
  });

  it('creates a reseller without a trial', async () => {
    const result = await t.call('auth.register', {
      ...newUser('rev@example.com'),
      userType: 'reseller',
      freeTrial: true,
    });
    expect(result.status).toBe(200);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, 'rev@example.com'));
    expect(profile).toMatchObject({
      isReseller: true,
      isProducer: false,
      trialActive: false,
      planName: null,
    });
  });

  it('answers an email that already exists, whatever its case, like a new sign-up and tells its owner', async () => {
    const result = await t.call('auth.register', newUser('PRODUTOR@demo.afilia.app'));
    expect(result.status).toBe(200);
    expect((await t.lastEmailTo('produtor@demo.afilia.app')).template).toBe('accountExists');
  });
});

describe('email confirmation and login', () => {
  it('refuses login before confirmation, confirms through the emailed link once, then logs in', async () => {
    await t.call('auth.register', {
      ...newUser('confirma@example.com'),
      userType: 'producer',
      freeTrial: true,
    });
    const before = await t.call('auth.login', {
      email: 'confirma@example.com',
      password: 'segredo123',
      userType: 'producer',
    });
    expect(before.status).toBe(403);
    expect(before.appCode).toBe('errors.auth.emailNotConfirmed');

    const email = await t.lastEmailTo('confirma@example.com');
    expect(email.template).toBe('confirmation');
    expect(email.subject).toBe('Confirme seu email na Afilia');
    expect(email.html).toContain('<a href=');
    const link = new URL(email.links[0] ?? '');
    expect(link.pathname).toBe('/confirm-email');
    const token = link.searchParams.get('token') ?? '';

    const confirmed = await t.call('auth.confirmEmail', { token });
    // Confirming does not sign in (the link proves the inbox, not the password): it names the login to open.
    expect(confirmed.data).toEqual({ ok: true, login: { email: 'confirma@example.com', tab: 'producer' } });
    expect(confirmed.setCookie).toBeUndefined();
    const reuse = await t.call('auth.confirmEmail', { token });
    expect(reuse.status).toBe(400);
    expect(reuse.appCode).toBe('errors.auth.invalidLink');

    const login = await t.call('auth.login', {
      email: 'confirma@example.com',
      password: 'segredo123',
      userType: 'producer',
    });
    expect(login.status).toBe(200);
    expect(login.setCookie).toMatch(/^afilia_session=[\w-]{40,};/);
    expect(login.setCookie).toContain('HttpOnly');
    expect(login.setCookie).toContain('SameSite=Lax');
    expect(login.setCookie).toContain('Path=/');
  });

  it('resends the confirmation link on request: a new link, at most once a minute, and the same answer for any address', async () => {
    await t.call('auth.register', { ...newUser('reenvia@example.com'), userType: 'reseller' });
    const first = await t.lastEmailTo('reenvia@example.com');
    const firstToken = new URL(first.links[0] ?? '').searchParams.get('token') ?? '';

    // Within the minute nothing more is sent; the answer does not say so.
    const tooSoon = await t.call('auth.resendConfirmation', { email: 'REENVIA@example.com' });
    expect(tooSoon.data).toEqual({ ok: true });
    expect((await t.lastEmailTo('reenvia@example.com')).id).toBe(first.id);

    await t.db.execute(
      sql`update email_tokens set created_at = now() - interval '2 minutes' where user_id = (select id from users where email = 'reenvia@example.com')`,
    );
    expect((await t.call('auth.resendConfirmation', { email: 'reenvia@example.com' })).data).toEqual({
      ok: true,
    });
    const second = await t.lastEmailTo('reenvia@example.com');
    expect(second.id).not.toBe(first.id);
    expect(second.template).toBe('confirmation');
    const secondToken = new URL(second.links[0] ?? '').searchParams.get('token') ?? '';
    // The old link stopped working; the new one confirms, and names the reseller tab.
    expect((await t.call('auth.confirmEmail', { token: firstToken })).appCode).toBe(
      'errors.auth.invalidLink',
    );
    expect((await t.call('auth.confirmEmail', { token: secondToken })).data).toEqual({
      ok: true,
      login: { email: 'reenvia@example.com', tab: 'reseller' },
    });

    // A confirmed account, an unknown address: the same answer, and no email.
    const outboxSize = async () => (await t.db.select({ n: count() }).from(emailOutbox))[0]?.n ?? 0;
    for (const email of ['reenvia@example.com', 'ninguem.aqui@example.com', 'produtor@demo.afilia.app']) {
      const before = await outboxSize();
      const answer = await t.call('auth.resendConfirmation', { email });
      expect(answer.status, email).toBe(200);
      expect(answer.data, email).toEqual({ ok: true });
      expect(await outboxSize(), email).toBe(before);
    }
  });

  it('renders the email in the language the client shows', async () => {
    await t.call('auth.register', newUser('ingles@example.com'), { headers: { 'x-afilia-locale': 'en-US' } });
    const email = await t.lastEmailTo('ingles@example.com');
    expect(email.locale).toBe('en-US');
    expect(email.subject).toBe('Confirm your email on Afilia');
    expect(email.text).toContain('Confirm email: http://localhost:3000/confirm-email?token=');
  });

  it('answers wrong credentials with the invalid-credentials key and 401, for unknown emails too', async () => {
    const wrong = await t.call('auth.login', {
      email: 'produtor@demo.afilia.app',
      password: 'errada',
      userType: 'producer',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.appCode).toBe('errors.auth.invalidCredentials');
    const unknown = await t.call('auth.login', {
      email: 'ninguem@example.com',
      password: 'errada',
      userType: 'producer',
    });
    expect(unknown.appCode).toBe('errors.auth.invalidCredentials');
  });

  it('applies the tab rule: producer and reseller tabs need the flag, an admin passes either', async () => {
    const resellerOnProducer = await t.call('auth.login', {
      email: 'revendedor@demo.afilia.app',
      password: DEMO_PASSWORD,
      userType: 'producer',
    });
    expect(resellerOnProducer.status).toBe(403);
    expect(resellerOnProducer.appCode).toBe('errors.auth.noProducerPermission');
    const producerOnReseller = await t.call('auth.login', {
      email: 'produtor@demo.afilia.app',
      password: DEMO_PASSWORD,
      userType: 'reseller',
    });
    expect(producerOnReseller.appCode).toBe('errors.auth.noResellerPermission');
    for (const userType of ['producer', 'reseller'] as const) {
      const admin = await t.call('auth.login', {
        email: 'admin@demo.afilia.app',
        password: DEMO_PASSWORD,
        userType,
      });
      expect(admin.status).toBe(200);
      expect(admin.data).toEqual({ role: 'admin', redirectTo: '/dashboard' });
    }
  });

  it('records last_login and updated_at, and me returns the session, profile and role', async () => {
    const before = new Date();
    const cookie = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD, 'producer');
    const me = await t.call('auth.me', undefined, { cookie });
    expect(me.data).toMatchObject({
      user: { email: 'produtor@demo.afilia.app', emailConfirmed: true },
      role: 'producer',
      profile: { isProducer: true, trialActive: false, planName: 'Profissional', fullName: 'Paulo Produtor' },
    });
    const profile = expectPresent(expectOk(me)).profile;
    expect(profile.lastLogin).toBeInstanceOf(Date);
    expect(profile.lastLogin?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(profile.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect((await t.call('auth.me')).data).toBeNull();
  });

  it('corrects a profile with no role flag whose sign-up metadata says producer', async () => {
    await t.call('auth.register', { ...newUser('semflag@example.com'), userType: 'producer' });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'semflag@example.com'));
    await t.db
      .update(users)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(users.id, user?.id ?? ''));
    await t.db
      .update(profiles)
      .set({ isProducer: false, isReseller: false })
      .where(eq(profiles.id, user?.id ?? ''));
    const login = await t.call('auth.login', {
      email: 'semflag@example.com',
      password: 'segredo123',
      userType: 'producer',
    });
    expect(login.status).toBe(200);
    const [profile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, user?.id ?? ''));
    expect(profile).toMatchObject({ isProducer: true, isReseller: false, role: 'producer' });
  });

  it('refuses suspended and deactivated accounts, and their open sessions', async () => {
    await t.call('auth.register', { ...newUser('suspensa@example.com'), userType: 'reseller' });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'suspensa@example.com'));
    const id = user?.id ?? '';
    await t.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, id));
    const cookie = await t.login('suspensa@example.com', 'segredo123', 'reseller');

    await t.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.id, id));
    const suspended = await t.call('auth.login', {
      email: 'suspensa@example.com',
      password: 'segredo123',
      userType: 'reseller',
    });
    expect(suspended.status).toBe(403);
    expect(suspended.appCode).toBe('errors.auth.accountSuspended');
    const guarded = await t.call('account.updatePreferences', { theme: 'dark' }, { cookie });
    expect(guarded.appCode).toBe('errors.auth.accountSuspended');

    await t.db.update(profiles).set({ status: 'deactivated' }).where(eq(profiles.id, id));
    const deactivated = await t.call('auth.login', {
      email: 'suspensa@example.com',
      password: 'segredo123',
      userType: 'reseller',
    });
    expect(deactivated.appCode).toBe('errors.auth.accountDeactivated');
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const cookie = await t.login('admin@demo.afilia.app', DEMO_PASSWORD);
    const logout = await t.call('auth.logout', undefined, { cookie });
    expect(logout.status).toBe(200);
    expect(logout.setCookie).toMatch(/afilia_session=;/);
    expect((await t.call('auth.me', undefined, { cookie })).data).toBeNull();
    const after = await t.call('account.updatePreferences', { theme: 'dark' }, { cookie });
    expect(after.status).toBe(401);
    expect(after.appCode).toBe('errors.auth.unauthenticated');
  });

  it('slides the session expiry when it is used in the second half of its life', async () => {
    const cookie = await t.login('admin@demo.afilia.app', DEMO_PASSWORD);
    const sessionId = hashToken(cookie.split('=')[1] ?? '');
    const soon = new Date(Date.now() + 3 * 86_400_000);
    await t.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.id, sessionId));
    const me = await t.call('auth.me', undefined, { cookie });
    expect(me.setCookie).toMatch(/^afilia_session=/);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('rejects an expired session and deletes it', async () => {
    const cookie = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
    const sessionId = hashToken(cookie.split('=')[1] ?? '');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    const me = await t.call('auth.me', undefined, { cookie });
    expect(me.data).toBeNull();
    expect(me.setCookie).toMatch(/afilia_session=;/);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, sessionId))).toHaveLength(0);
  });

  it('stores only the hash of the session token', async () => {
    const cookie = await t.login('revendedor@demo.afilia.app', DEMO_PASSWORD, 'reseller');
    const token = cookie.split('=')[1] ?? '';
    const rows = await t.db.select({ id: sessions.id }).from(sessions);
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });
});

describe('account.updatePreferences', () => {
  it('persists language and theme on the profile', async () => {
    const cookie = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
    expect(
      (await t.call('account.updatePreferences', { language: 'es', theme: 'dark' }, { cookie })).status,
    ).toBe(200);
    const me = await t.call('auth.me', undefined, { cookie });
    expect(me.data).toMatchObject({ profile: { language: 'es', theme: 'dark' } });
    const bad = await t.callRaw('account.updatePreferences', { language: 'fr' }, { cookie });
    expect(bad.status).toBe(400);
  });
});
