import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness';
import { batchQuery, NOTIFICATIONS, signedInUser } from '../support/rate-limit-fixtures';

const email = () => `rl-${randomUUID()}@example.com`;

describe('API tier: per user when signed in, per IP otherwise, reads and writes apart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false',
      RATE_LIMIT_AUTH_MAX: '1000',
      RATE_LIMIT_READ_MAX: '5',
      RATE_LIMIT_WRITE_MAX: '2',
      RATE_LIMIT_ANON_READ_MAX: '3',
      RATE_LIMIT_ANON_WRITE_MAX: '1000',
    });
  });
  afterAll(() => t.close());

  it('gives two users behind the same IP a budget each', async () => {
    const ana = await signedInUser(t, email(), '10.20.0.1');
    const bia = await signedInUser(t, email(), '10.20.0.1');
    for (let i = 0; i < 5; i++)
      expect((await t.call('auth.me', undefined, { cookie: ana, ip: '10.20.0.1' })).status).toBe(200);
    expect((await t.call('auth.me', undefined, { cookie: ana, ip: '10.20.0.1' })).status).toBe(429);
    // The same address, another user: untouched. Ana from another address: still her own (spent) budget.
    expect((await t.call('auth.me', undefined, { cookie: bia, ip: '10.20.0.1' })).status).toBe(200);
    expect((await t.call('auth.me', undefined, { cookie: ana, ip: '10.20.0.99' })).status).toBe(429);
  });

  it('counts reads and writes in separate budgets', async () => {
    const carla = await signedInUser(t, email(), '10.21.0.1');
    for (let i = 0; i < 5; i++)
      expect((await t.call('auth.me', undefined, { cookie: carla, ip: '10.21.0.1' })).status).toBe(200);
    expect((await t.call('auth.me', undefined, { cookie: carla, ip: '10.21.0.1' })).status).toBe(429);
    // Reads spent, writes untouched.
    for (let i = 0; i < 2; i++)
      expect(
        (await t.call('settings.saveNotifications', NOTIFICATIONS, { cookie: carla, ip: '10.21.0.1' }))
          .status,
      ).toBe(200);
    const third = await t.call('settings.saveNotifications', NOTIFICATIONS, {
      cookie: carla,
      ip: '10.21.0.1',
    });
    expect(third.status).toBe(429);
    expect(third.appCode).toBe('errors.rateLimited');
  });

  it('counts anonymous calls per IP', async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.call('auth.me', undefined, { ip: '10.22.0.1' })).status).toBe(200);
    expect((await t.call('auth.me', undefined, { ip: '10.22.0.1' })).status).toBe(429);
    expect((await t.call('auth.me', undefined, { ip: '10.22.0.2' })).status).toBe(200);
  });

  it('answers a refused call with the JSON error and Retry-After', async () => {
    for (let i = 0; i < 3; i++) await t.call('auth.me', undefined, { ip: '10.23.0.1' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: '10.23.0.1',
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toContain('application/json');
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const data = response.json().error.json.data;
    expect(data.appCode).toBe('errors.rateLimited');
    expect(data.appParams).toEqual({ retryAfterSeconds: String(retryAfter) });
  });

  it('answers a refused anonymous address at the door, in the tRPC error shape, but not its signed-in users', async () => {
    const dani = await signedInUser(t, email(), '10.26.0.1');
    for (let i = 0; i < 3; i++) await t.call('auth.me', undefined, { ip: '10.26.0.1' });
    expect((await t.call('auth.me', undefined, { ip: '10.26.0.1' })).status).toBe(429);
    const single = await t.app.inject({ method: 'GET', url: '/trpc/auth.me', remoteAddress: '10.26.0.1' });
    const batch = await t.app.inject({
      method: 'GET',
      url: `/trpc/auth.me,auth.me?batch=1&input=${encodeURIComponent('{}')}`,
      remoteAddress: '10.26.0.1',
    });
    expect(single.statusCode).toBe(429);
    expect(single.json().error.json.data.appCode).toBe('errors.rateLimited');
    expect(Number(single.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(batch.statusCode).toBe(429);
    expect(batch.json()).toHaveLength(2);
    expect(batch.json()[1].error.json.data.appCode).toBe('errors.rateLimited');
    // A signed-in user behind that address has a budget of their own; anonymous writes are another budget.
    expect((await t.call('auth.me', undefined, { cookie: dani, ip: '10.26.0.1' })).status).toBe(200);
    expect((await t.call('auth.logout', undefined, { ip: '10.26.0.1' })).status).not.toBe(429);
  });

  it('counts a batch of 10 calls as 10', async () => {
    const dora = await signedInUser(t, email(), '10.24.0.1');
    // Read budget 5: a batch of 10 runs 5 calls and refuses 5.
    const batch = await batchQuery(t, 'auth.me', 10, { ip: '10.24.0.1', cookie: dora });
    const items = batch.json() as { error?: { json: { data: { appCode: string } } } }[];
    expect(items).toHaveLength(10);
    expect(items.filter((item) => !item.error)).toHaveLength(5);
    expect(items.filter((item) => item.error?.json.data.appCode === 'errors.rateLimited')).toHaveLength(5);
    expect(batch.headers['retry-after']).toBeDefined();
  });
});

describe('the default budgets and a carrier-grade NAT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' });
  });
  afterAll(() => t.close());

  it('lets 10 signed-in users behind one address each browse busily without a 429', async () => {
    const ip = '100.64.0.1';
    // Signing up and in from the shared address (anonymous writes and the strict tier, per IP).
    const users: string[] = [];
    for (let i = 0; i < 10; i++) users.push(await signedInUser(t, email(), ip));
    // Each opens seven dashboard pages in a few seconds: ~120 tRPC calls in batches, and a few saves.
    const statuses = await Promise.all(
      users.map(async (cookie) => {
        const seen: number[] = [];
        for (let page = 0; page < 12; page++)
          seen.push((await batchQuery(t, 'auth.me', 10, { ip, cookie })).statusCode);
        for (let save = 0; save < 10; save++)
          seen.push((await t.call('settings.saveNotifications', NOTIFICATIONS, { cookie, ip })).status);
        return seen;
      }),
    );
    expect(statuses.flat().filter((status) => status !== 200)).toEqual([]);
    expect(statuses.flat()).toHaveLength(10 * 22);
  });
});
