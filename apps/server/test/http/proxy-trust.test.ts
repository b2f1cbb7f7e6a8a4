import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadConfig } from '../../src/config';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { createTestApp, type TestApp } from '../support/harness';

const EMAIL = 'produtor@demo.afilia.app';

describe('TRUST_PROXY', () => {
  it("refuses 'true' and says what to set instead", () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: 'true'.*TRUST_PROXY=1.*addresses/s,
    );
  });

  it('defaults to trusting no proxy', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('accepts a hop count or a list of proxy IPs and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses addresses that are not IPs or CIDRs', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/proxy\.internal/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('turns a hop count into a function that trusts exactly that many hops', () => {
    const trust = fastifyTrustProxy(1);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([trust('127.0.0.1', 0), trust('203.0.113.9', 1)]).toEqual([true, false]);
  });
});

/** A wrong-password login from the socket address `ip` carrying `forwardedFor`. */
function failedLogin(t: TestApp, forwardedFor: string, ip = '127.0.0.1', email = EMAIL) {
  return t.call(
    'auth.login',
    { email, password: 'senha-errada-1', userType: 'producer' },
    { ip, headers: { 'x-forwarded-for': forwardedFor } },
  );
}

describe('rate-limit keys behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: '1',
      LOGIN_MAX_FAILURES: '3',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
      RATE_LIMIT_AUTH_MAX: '5',
    });
    await seedDemoData(t.db);
  });
  afterAll(() => t.close());

  it('throttles logins per real client although each request carries a new spoofed X-Forwarded-For', async () => {
    // The proxy at 127.0.0.1 appends the real client (198.51.100.7) to whatever the client sent.
    for (let i = 0; i < 3; i++) expect((await failedLogin(t, `10.9.9.${i}, 198.51.100.7`)).status).toBe(401);
    const blocked = await failedLogin(t, '10.9.9.99, 198.51.100.7');
    expect(blocked.status).toBe(429);
    expect(blocked.appCode).toBe('errors.loginRateLimited');
  });

  it('keys on the address the proxy appended, not the spoofed one before it', async () => {
    for (let i = 0; i < 3; i++) await failedLogin(t, `spoof, 198.51.100.8`);
    const blocked = await failedLogin(t, '198.51.100.8');
    expect(blocked.status).toBe(429);
    expect(blocked.appCode).toBe('errors.loginRateLimited');
    // The spoofed value is not the key: a client really at that address is not throttled.
    expect((await failedLogin(t, 'spoof, 198.51.100.9')).status).toBe(401);
  });

  it('limits forgotPassword per real client whatever the client writes in the header', async () => {
    const forgot = (spoofed: string) =>
      t.call(
        'auth.forgotPassword',
        { email: EMAIL },
        { headers: { 'x-forwarded-for': `${spoofed}, 198.51.100.20` } },
      );
    for (let i = 0; i < 5; i++) expect((await forgot(`10.8.8.${i}`)).status).toBe(200);
    expect((await forgot('10.8.8.99')).status).toBe(429);
    expect(
      (
        await t.call(
          'auth.forgotPassword',
          { email: EMAIL },
          { headers: { 'x-forwarded-for': '198.51.100.21' } },
        )
      ).status,
    ).toBe(200);
  });
});

describe('rate-limit keys with no trusted proxy (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000' });
    await seedDemoData(t.db);
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For entirely', async () => {
    for (let i = 0; i < 3; i++) await failedLogin(t, `10.7.7.${i}`, '192.0.2.1');
    expect((await failedLogin(t, '10.7.7.99', '192.0.2.1')).status).toBe(429);
  });
});

describe('failed logins per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_MAX_FAILURES: '3',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '6',
      RATE_LIMIT_AUTH_MAX: '1000',
    });
    await seedDemoData(t.db);
  });
  afterAll(() => t.close());

  it('defaults to five times the per-client bound', () => {
    expect(loadConfig({ LOGIN_MAX_FAILURES: '4' }).loginMaxFailuresPerAccount).toBe(20);
  });

  it('throttles one email guessed from rotating addresses, but not other accounts', async () => {
    // Two failures from each address stay under the per-client bound of 3.
    for (let i = 0; i < 6; i++)
      expect((await failedLogin(t, '', `203.0.113.${Math.floor(i / 2)}`)).status).toBe(401);
    const fresh = await failedLogin(t, '', '203.0.113.50');
    expect(fresh.status).toBe(429);
    expect(fresh.appCode).toBe('errors.loginRateLimited');
    // Within the window even the right password is refused for that email, from any address.
    const right = await t.call(
      'auth.login',
      { email: EMAIL, password: DEMO_PASSWORD, userType: 'producer' },
      { ip: '203.0.113.51' },
    );
    expect(right.status).toBe(429);
    // The email is normalised: a different case is the same account.
    expect((await failedLogin(t, '', '203.0.113.52', EMAIL.toUpperCase())).status).toBe(429);
    const other = await t.call(
      'auth.login',
      { email: 'admin@demo.afilia.app', password: DEMO_PASSWORD, userType: 'producer' },
      { ip: '203.0.113.50' },
    );
    expect(other.status).toBe(200);
  });

  it('clears only the client counter on success, so the owner signing in does not reset the account count', async () => {
    const email = 'revendedor@demo.afilia.app';
    const attempt = (ip: string, password = 'senha-errada-1') =>
      t.call('auth.login', { email, password, userType: 'reseller' }, { ip });
    for (let i = 0; i < 2; i++) await attempt('198.18.0.1');
    for (let i = 0; i < 2; i++) await attempt('198.18.0.2');
    expect((await attempt('198.18.0.1', DEMO_PASSWORD)).status).toBe(200);
    // The owner's address starts over (2 more failures allowed there) …
    for (let i = 0; i < 2; i++) expect((await attempt('198.18.0.1')).status).toBe(401);
    // … but the account has 6 failures in the window, from any address.
    expect((await attempt('198.18.0.3')).status).toBe(429);
  });
});
