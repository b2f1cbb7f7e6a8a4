import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/harness';

interface BatchItem {
  result?: unknown;
  error?: { json: { data: { appCode: string; httpStatus: number } } };
}

/** GET /trpc/a,b,…?batch=1 with no input, the way the web client batches queries. */
function batchQuery(t: TestApp, path: string, count: number, ip: string) {
  return t.app.inject({
    method: 'GET',
    url: `/trpc/${Array(count).fill(path).join(',')}?batch=1&input=${encodeURIComponent('{}')}`,
    headers: { origin: TEST_ORIGIN },
    remoteAddress: ip,
  });
}

/** POST /trpc/a,b,…?batch=1 with one input per call. */
function batchMutation(
  t: TestApp,
  path: string,
  inputs: unknown[],
  options: { cookie?: string; ip: string },
) {
  const body = Object.fromEntries(inputs.map((input, i) => [String(i), superjson.serialize(input)]));
  return t.app.inject({
    method: 'POST',
    url: `/trpc/${Array(inputs.length).fill(path).join(',')}?batch=1`,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: JSON.stringify(body),
    remoteAddress: options.ip,
  });
}

const statuses = (items: BatchItem[]) =>
  items.map((item) => (item.error ? item.error.json.data.httpStatus : 200));

describe('batch size', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('accepts a batch of 10 calls', async () => {
    const response = await batchQuery(t, 'auth.me', 10, '10.3.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(10);
  });

  it('refuses a batch of 11 calls with a translated 400 before running any', async () => {
    const response = await batchQuery(t, 'auth.me', 11, '10.3.0.2');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.appCode).toBe('errors.batchTooLarge');
  });

  it('counts commas that arrive percent-encoded', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/trpc/${Array(11).fill('auth.me').join('%2C')}?batch=1&input=${encodeURIComponent('{}')}`,
      remoteAddress: '10.3.0.3',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('global rate limit counts every call of a batch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_GLOBAL_MAX: '20' });
  });
  afterAll(() => t.close());

  it('throttles the third batch of 10 calls when the limit is 20 a minute', async () => {
    const first = await batchQuery(t, 'auth.me', 10, '10.4.0.1');
    const second = await batchQuery(t, 'auth.me', 10, '10.4.0.1');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const third = await batchQuery(t, 'auth.me', 10, '10.4.0.1');
    expect(third.statusCode).toBe(429);
    const items = third.json() as BatchItem[];
    expect(items.every((item) => item.error?.json.data.appCode === 'errors.rateLimited')).toBe(true);
    // Another client is not affected.
    expect((await batchQuery(t, 'auth.me', 10, '10.4.0.2')).statusCode).toBe(200);
  });

  it('throttles single calls at the same bound', async () => {
    for (let i = 0; i < 20; i++)
      expect((await t.call('auth.me', undefined, { ip: '10.4.0.3' })).status).toBe(200);
    expect((await t.call('auth.me', undefined, { ip: '10.4.0.3' })).status).toBe(429);
  });
});

describe('strict tier on a batch of sellers.add', () => {
  let t: TestApp;
  let producer = '';
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '3', AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' });
    await seedDemoData(t.db);
    producer = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  it('lets the first 3 calls run and answers 429 to the rest of the batch', async () => {
    const inputs = Array.from({ length: 5 }, (_, i) => ({
      fullName: `Revendedora Lote ${i}`,
      email: `lote${i}@example.com`,
      phone: '11987654321',
      password: `Lote-${i}-Vendas!2025`,
    }));
    const response = await batchMutation(t, 'sellers.add', inputs, { cookie: producer, ip: '127.0.0.1' });
    const items = response.json() as BatchItem[];
    const codes = statuses(items);
    expect(codes.slice(3)).toEqual([429, 429]);
    expect(codes.slice(0, 3).every((code) => code !== 429)).toBe(true);
    expect(items[3]?.error?.json.data.appCode).toBe('errors.rateLimited');
  });
});

describe('Cache-Control on tRPC answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
    await seedDemoData(t.db);
  });
  afterAll(() => t.close());

  it('sends no-store on signed-in queries, on mutations and on errors', async () => {
    const cookie = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(
        superjson.serialize({
          email: 'produtor@demo.afilia.app',
          password: 'errada-123',
          userType: 'producer',
        }),
      ),
    });
    expect(login.statusCode).toBe(401);
    expect(login.headers['cache-control']).toBe('no-store');
    const tooLarge = await batchQuery(t, 'auth.me', 11, '10.5.0.1');
    expect(tooLarge.headers['cache-control']).toBe('no-store');
  });

  it('leaves other routes alone', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['cache-control']).not.toBe('no-store');
  });
});
