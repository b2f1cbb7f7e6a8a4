import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/plugins/security-headers';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { createTestApp, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '10', RATE_LIMIT_AUTH_MAX: '1000' });
  await seedDemoData(t.db);
});
afterAll(() => t.close());

describe('CSRF', () => {
  it('refuses a state-changing request with the session cookie and a cross-site Origin', async () => {
    const cookie = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
    const result = await t.call(
      'account.updatePreferences',
      { theme: 'dark' },
      { cookie, origin: 'https://evil.example' },
    );
    expect(result.status).toBe(403);
    expect(result.appCode).toBe('errors.csrf');
  });

  it('refuses a state-changing request with the session cookie and no Origin', async () => {
    const cookie = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
    const result = await t.call('account.updatePreferences', { theme: 'dark' }, { cookie, origin: null });
    expect(result.status).toBe(403);
  });

  it('accepts Sec-Fetch-Site: same-origin without an Origin header', async () => {
    const cookie = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
    const result = await t.call(
      'account.updatePreferences',
      { theme: 'dark' },
      { cookie, origin: null, headers: { 'sec-fetch-site': 'same-origin' } },
    );
    expect(result.status).toBe(200);
  });

  it('refuses a cross-site login (login CSRF) even without a cookie', async () => {
    const result = await t.call(
      'auth.login',
      { email: 'produtor@demo.afilia.app', password: DEMO_PASSWORD, userType: 'producer' },
      { origin: 'https://evil.example' },
    );
    expect(result.status).toBe(403);
  });

  it('lets reads through without an Origin', async () => {
    const cookie = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
    const result = await t.call('auth.me', undefined, { cookie, origin: null });
    expect(result.status).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a CSP with frame-ancestors none, nosniff and a referrer policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    // HSTS only in production, where the app is served over HTTPS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('computes the headers once, with HSTS and upgrade-insecure-requests in production', () => {
    const headers = securityHeaders({ production: true, extraScriptHashes: ['sha256-abc'] });
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers['content-security-policy']).toContain("script-src 'self' 'sha256-abc'");
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok' });
  });
});

describe('login throttling', () => {
  it('answers 429 after 10 failed logins for one email and IP within the window, and only for that pair', async () => {
    const attempt = (ip: string, password = 'errada') =>
      t.call('auth.login', { email: 'admin@demo.afilia.app', password, userType: 'producer' }, { ip });
    for (let i = 0; i < 10; i++) expect((await attempt('10.0.0.1')).status).toBe(401);
    const blocked = await attempt('10.0.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.appCode).toBe('errors.loginRateLimited');
    expect((await attempt('10.0.0.1', DEMO_PASSWORD)).status).toBe(429);
    expect((await attempt('10.0.0.2', DEMO_PASSWORD)).status).toBe(200);
  });
});
