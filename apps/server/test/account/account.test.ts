import type { AddressInfo } from 'node:net';
import { eq, profiles, sessions, userContactInfo } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed';
import { createTestApp, expectOk, TEST_ORIGIN, type TestApp } from '../support/harness';

const PASSWORD = 'demo12345';
const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let base = '';

async function registerUser(email: string, userType: 'producer' | 'reseller' = 'producer') {
  await t.call('auth.register', {
    name: 'Pessoa Teste',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    termsAccepted: true,
    userType,
  });
}

async function loginWithAgent(
  email: string,
  userAgent: string,
  userType: 'producer' | 'reseller' = 'producer',
) {
  const result = await t.call(
    'auth.login',
    { email, password: PASSWORD, userType },
    { headers: { 'user-agent': userAgent } },
  );
  return result.setCookie?.split(';')[0] ?? '';
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_AUTH_MAX: '10000' });
  await seedDemoData(t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('profile', () => {
  it('updates the full name and phone, never the email', async () => {
    const cookie = await t.login('revendedor@demo.afilia.app', PASSWORD, 'reseller');
    const updated = await t.callRaw(
      'profile.update',
      { fullName: '  Renata Lima ', phone: '11955554444', email: 'x@example.com' },
      { cookie },
    );
    expect(updated.data).toMatchObject({
      fullName: 'Renata Lima',
      phone: '11955554444',
      email: 'revendedor@demo.afilia.app',
    });
    const bad = await t.call('profile.update', { fullName: 'R', phone: '' }, { cookie });
    expect(bad.zodIssues?.[0]?.message).toBe('validation.seller.fullNameMin');
  });

  it('sets the avatar to an image the user uploaded, and clears it', async () => {
    const cookie = await t.login('revendedor@demo.afilia.app', PASSWORD, 'reseller');
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'eu.png');
    const response = await fetch(`${base}/api/uploads/product-images`, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN },
      body: form,
    });
    expect(response.status).toBe(201);
    const { key } = (await response.json()) as { key: string };
    const set = await t.call('profile.updateAvatar', { key }, { cookie });
    expect(set.data).toMatchObject({ avatarUrl: `/files/product-images/${key}` });
    expect((await fetch(`${base}/files/product-images/${key}`)).status).toBe(200);
    // Another user cannot point their avatar at someone else's upload.
    const producer = await t.login('produtor@demo.afilia.app', PASSWORD);
    const stolen = await t.call('profile.updateAvatar', { key }, { cookie: producer });
    expect(stolen.appCode).toBe('errors.account.avatarNotFound');
    const cleared = await t.call('profile.updateAvatar', { key: null }, { cookie });
    expect(cleared.data).toMatchObject({ avatarUrl: null });
  });
});

describe('settings', () => {
  it('persists notification preferences (email, new sale and new commission on by default)', async () => {
    const cookie = await t.login('produtor@demo.afilia.app', PASSWORD);
    expect((await t.call('settings.notifications', undefined, { cookie })).data).toEqual({
      emailNotifications: true,
      newSaleNotifications: true,
      newCommissionNotifications: true,
    });
    const saved = {
      emailNotifications: false,
      newSaleNotifications: false,
      newCommissionNotifications: true,
    };
    await t.call('settings.saveNotifications', saved, { cookie });
    expect((await t.call('settings.notifications', undefined, { cookie })).data).toEqual(saved);
    expect(
      (await t.callRaw('settings.saveNotifications', { emailNotifications: true }, { cookie })).status,
    ).toBe(400);
  });

  it('upserts the contact information and validates it', async () => {
    const cookie = await t.login('produtor@demo.afilia.app', PASSWORD);
    expect((await t.call('settings.contactInfo', undefined, { cookie })).data).toMatchObject({
      contactEmail: '',
    });
    const info = {
      contactEmail: 'Vendas@Example.com',
      phoneNumber: '+55 11 3000-0000',
      whatsappNumber: '+55 11 98888-7777',
      whatsappCustomLink: 'https://wa.me/message/ABC',
      address: 'Rua das Flores, 10',
    };
    await t.call('settings.saveContactInfo', info, { cookie });
    await t.call('settings.saveContactInfo', { ...info, address: 'Rua Nova, 20' }, { cookie });
    const rows = await t.db.select().from(userContactInfo);
    expect(rows).toHaveLength(1);
    expect((await t.call('settings.contactInfo', undefined, { cookie })).data).toEqual({
      ...info,
      contactEmail: 'vendas@example.com',
      address: 'Rua Nova, 20',
    });
    const bad = await t.call(
      'settings.saveContactInfo',
      { ...info, contactEmail: 'nope', whatsappNumber: 'abc', whatsappCustomLink: 'javascript:alert(1)' },
      { cookie },
    );
    expect(bad.status).toBe(400);
    expect((bad.zodIssues ?? []).map((i) => i.message).sort()).toEqual([
      'validation.contact.linkInvalid',
      'validation.contact.whatsappInvalid',
      'validation.emailInvalid',
    ]);
  });

  it('lets an admin edit the branding that /contact shows', async () => {
    const cookie = await t.login('admin@demo.afilia.app', PASSWORD);
    const branding = {
      contactEmail: 'suporte@afilia.app',
      phoneNumber: '+55 21 3000-1111',
      whatsappNumber: '+55 21 99999-0000',
      whatsappCustomLink: '',
      address: 'Rua do Ouvidor, 50 - Rio de Janeiro',
    };
    expect((await t.call('settings.saveBranding', branding, { cookie })).status).toBe(200);
    expect((await t.call('branding.get', undefined)).data).toMatchObject({
      contactEmail: 'suporte@afilia.app',
      whatsappCustomLink: null,
      address: 'Rua do Ouvidor, 50 - Rio de Janeiro',
    });
    const producer = await t.login('produtor@demo.afilia.app', PASSWORD);
    expect((await t.call('settings.saveBranding', branding, { cookie: producer })).status).toBe(403);
  });
});

describe('security', () => {
  it('lists my sessions with device, browser and last seen, and ends one of them', async () => {
    await registerUser('sessoes@example.com');
    const desktop = await loginWithAgent('sessoes@example.com', CHROME_UA);
    const phone = await loginWithAgent('sessoes@example.com', IPHONE_UA);
    const list = await t.call('security.sessions', undefined, {
      cookie: desktop,
      headers: { 'user-agent': CHROME_UA },
    });
    const items = expectOk(list);
    expect(items).toHaveLength(2);
    expect(items.find((s) => s.current)).toMatchObject({
      browser: 'Chrome 131',
      os: 'Windows',
      deviceType: 'desktop',
    });
    const other = items.find((s) => !s.current);
    expect(other).toMatchObject({ browser: 'Safari 17', os: 'iOS', deviceType: 'mobile' });
    expect(other?.lastSeenAt).toBeInstanceOf(Date);
    // Another user's session id is not found.
    const stranger = await t.login('produtor@demo.afilia.app', PASSWORD);
    expect(
      (await t.call('security.endSession', { sessionId: other?.id ?? '' }, { cookie: stranger })).appCode,
    ).toBe('errors.account.sessionNotFound');
    const ended = await t.call('security.endSession', { sessionId: other?.id ?? '' }, { cookie: desktop });
    expect(ended.data).toEqual({ ok: true, endedCurrent: false });
    expect((await t.call('settings.notifications', undefined, { cookie: phone })).status).toBe(401);
    // Ending the current session clears the cookie.
    const current = items.find((s) => s.current);
    const self = await t.call('security.endSession', { sessionId: current?.id ?? '' }, { cookie: desktop });
    expect(self.data).toEqual({ ok: true, endedCurrent: true });
    expect(self.setCookie).toMatch(/afilia_session=;/);
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    await registerUser('senha@example.com');
    const mine = await t.login('senha@example.com', PASSWORD);
    const otherDevice = await t.login('senha@example.com', PASSWORD);
    const wrong = await t.call(
      'security.changePassword',
      { currentPassword: 'errada', newPassword: 'nova12345' },
      { cookie: mine },
    );
    expect(wrong.appCode).toBe('errors.account.currentPasswordWrong');
    const same = await t.call(
      'security.changePassword',
      { currentPassword: PASSWORD, newPassword: PASSWORD },
      { cookie: mine },
    );
    expect(same.appCode).toBe('errors.account.samePassword');
    const short = await t.call(
      'security.changePassword',
      { currentPassword: PASSWORD, newPassword: '123' },
      { cookie: mine },
    );
    expect(short.zodIssues?.[0]?.message).toBe('validation.passwordMin');
    const changed = await t.call(
      'security.changePassword',
      { currentPassword: PASSWORD, newPassword: 'nova12345' },
      { cookie: mine },
    );
    expect(changed.status).toBe(200);
    expect((await t.call('settings.notifications', undefined, { cookie: mine })).status).toBe(200);
    expect((await t.call('settings.notifications', undefined, { cookie: otherDevice })).status).toBe(401);
    const oldLogin = await t.call('auth.login', {
      email: 'senha@example.com',
      password: PASSWORD,
      userType: 'producer',
    });
    expect(oldLogin.appCode).toBe('errors.auth.invalidCredentials');
    await expect(t.login('senha@example.com', 'nova12345')).resolves.toMatch(/^afilia_session=/);
  });

  it('emails a reset link that leads back to the security settings', async () => {
    await registerUser('reset@example.com');
    const cookie = await t.login('reset@example.com', PASSWORD);
    expect((await t.call('security.requestPasswordReset', undefined, { cookie })).status).toBe(200);
    const email = await t.lastEmailTo('reset@example.com');
    expect(email.template).toBe('passwordReset');
    expect(email.links[0]).toMatch(
      /\/reset-password#access_token=[^&]+&type=recovery&redirect_to=%2Fdashboard%2Fsettings%3Ftab%3Dsecurity$/,
    );
  });

  it('deactivates with the password: every session ends and login is refused', async () => {
    await registerUser('sair@example.com');
    const cookie = await t.login('sair@example.com', PASSWORD);
    const other = await t.login('sair@example.com', PASSWORD);
    const wrong = await t.call('security.deactivate', { password: 'errada' }, { cookie });
    expect(wrong.appCode).toBe('errors.account.wrongPassword');
    const done = await t.call('security.deactivate', { password: PASSWORD }, { cookie });
    expect(done.status).toBe(200);
    expect(done.setCookie).toMatch(/afilia_session=;/);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.email, 'sair@example.com'));
    expect(row?.status).toBe('deactivated');
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, row?.id ?? '')),
    ).toHaveLength(0);
    expect((await t.call('settings.notifications', undefined, { cookie: other })).status).toBe(401);
    const login = await t.call('auth.login', {
      email: 'sair@example.com',
      password: PASSWORD,
      userType: 'producer',
    });
    expect(login.appCode).toBe('errors.auth.accountDeactivated');
  });

  it('keeps the last active admin from deactivating', async () => {
    const cookie = await t.login('admin@demo.afilia.app', PASSWORD);
    const result = await t.call('security.deactivate', { password: PASSWORD }, { cookie });
    expect(result.status).toBe(409);
    expect(result.appCode).toBe('errors.account.lastAdminDeactivate');
  });
});
