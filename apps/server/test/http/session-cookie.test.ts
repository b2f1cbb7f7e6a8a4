import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { createTestApp, expectOk, PRODUCTION_SECRETS, type TestApp } from '../support/harness';

const EMAIL = 'produtor@demo.afilia.app';

describe('session cookie in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', ...PRODUCTION_SECRETS });
    await seedDemoData(t.db);
  });
  afterAll(() => t.close());

  it('is named __Host-afilia_session: Secure, Path=/ and no Domain', async () => {
    const login = await t.call('auth.login', { email: EMAIL, password: DEMO_PASSWORD, userType: 'producer' });
    expect(login.status).toBe(200);
    const cookie = login.setCookie ?? '';
    expect(cookie).toMatch(/^__Host-afilia_session=[\w-]{40,};/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('is the cookie the server reads back; the plain name is ignored there', async () => {
    const pair = await t.login(EMAIL, DEMO_PASSWORD);
    const me = await t.call('auth.me', undefined, { cookie: pair });
    expect(expectOk(me)?.user?.email).toBe(EMAIL);
    const plain = pair.replace(/^__Host-/, '');
    expect((await t.call('auth.me', undefined, { cookie: plain })).data).toBeNull();
  });

  it('counts for CSRF: a cross-site mutation with the __Host- cookie is refused', async () => {
    const cookie = await t.login(EMAIL, DEMO_PASSWORD);
    const result = await t.call('auth.logout', undefined, { cookie, origin: 'https://evil.example' });
    expect(result.status).toBe(403);
    expect(result.appCode).toBe('errors.csrf');
  });
});

describe('session cookie outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db);
  });
  afterAll(() => t.close());

  it('keeps the plain name, which plain-HTTP localhost can set', async () => {
    const login = await t.call('auth.login', { email: EMAIL, password: DEMO_PASSWORD, userType: 'producer' });
    expect(login.setCookie).toMatch(/^afilia_session=/);
    expect(login.setCookie).not.toMatch(/; Secure/);
  });
});
