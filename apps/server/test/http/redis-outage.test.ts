// The app with its Redis behind a proxy (db 5), never the Redis other tests use: while Redis is stopped
// (connections refused) or hung (connections open, nothing answered) every request is still answered at once,
// the limits still hold (per process), /metrics and the log show each outage once, and the app uses Redis
// again, its session-cache subscription included, when it is back.
import { randomInt } from 'node:crypto';
import { createSession, hashToken, SESSION_COOKIE_NAME } from '@afilia/auth';
import { profiles, users } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, type Redis } from '../../src/redis';
import {
  REDIS_AVAILABLE_MESSAGE,
  REDIS_COMMAND_TIMEOUT_MS,
  REDIS_UNAVAILABLE_MESSAGE,
} from '../../src/redis-availability';
import { SESSION_INVALIDATION_CHANNEL } from '../../src/session-cache/redis-invalidation-bus';
import { FaultProxy } from '../support/fault-proxy';
import { createTestApp, type TestApp } from '../support/harness';

const ANONYMOUS_READ_MAX = 5;
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const lines: string[] = [];
let proxy: FaultProxy;
let redis: Redis;
let direct: Redis;
let t: TestApp;
let cookie: string;
let token: string;

beforeAll(async () => {
  proxy = new FaultProxy();
  await proxy.start();
  redis = createRedis(`redis://${proxy.address}/5`);
  direct = createRedis('redis://127.0.0.1:6379/5');
  t = await createTestApp(
    {
      LOG_LEVEL: 'info',
      SESSION_CACHE_TTL_MS: '60000',
      RATE_LIMIT_ANON_READ_MAX: String(ANONYMOUS_READ_MAX),
    },
    { redis, logStream: { write: (line: string) => lines.push(line) } },
  );
  const [user] = await t.db
    .insert(users)
    .values({ email: 'redis-outage@example.com', passwordHash: 'unused', emailConfirmedAt: new Date() })
    .returning({ id: users.id });
  const id = user?.id ?? '';
  await t.db.insert(profiles).values({
    id,
    email: 'redis-outage@example.com',
    fullName: 'Pessoa Fora do Ar',
    isProducer: true,
  });
  token = (await createSession(t.db, id)).token;
  cookie = `${SESSION_COOKIE_NAME}=${token}`;
});

afterAll(async () => {
  await t?.close();
  redis?.disconnect();
  direct?.disconnect();
  await proxy?.stop();
});

const logged = (message: string) => lines.filter((line) => line.includes(message)).length;

async function metric(name: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics' });
  const line = response.body.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return Number(line?.slice(name.length + 1));
}

async function signedInEmail(): Promise<string | null> {
  const result = await t.call('auth.me', undefined, { cookie });
  // A refused call reads as signed out, as before Redis comes back.
  const data = result.ok ? result.data : null;
  return data?.user.email ?? null;
}

/**
 * `total` requests, one after the other, alternating a signed-in auth.me (its session read from the database
 * while the cache is off) and an anonymous one (each from an address of its own, so that the anonymous budget is
 * not what answers): each one's status and time. Both pass the API tier's rate limit.
 */
async function load(total: number) {
  const results: { status: number; ms: number }[] = [];
  for (let i = 0; i < total; i++) {
    // A request that came over the network would leave the event loop in between: without that, injected
    // requests on the in-process database run back to back in microtasks and hold back the command timeouts.
    await new Promise((resolve) => setImmediate(resolve));
    const startedAt = performance.now();
    const { status } =
      i % 2 === 0
        ? await t.call('auth.me', undefined, { cookie })
        : await t.call('auth.me', undefined, { ip: randomIp() });
    results.push({ status, ms: performance.now() - startedAt });
  }
  const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
  const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Number.POSITIVE_INFINITY;
  return { results, p95, max: sorted[sorted.length - 1] ?? 0, first: results[0]?.ms ?? 0 };
}

/** The anonymous budget still refuses past its max, counted in this process. */
async function expectAnonymousLimitHolds() {
  const ip = randomIp();
  for (let i = 0; i < ANONYMOUS_READ_MAX; i++)
    expect((await t.call('blog.tags', undefined, { ip })).status).toBe(200);
  expect((await t.call('blog.tags', undefined, { ip })).status).toBe(429);
}

describe('a Redis outage', () => {
  it('starts with Redis up and the session cached', async () => {
    expect(await metric('redis_up')).toBe(1);
    expect(await metric('redis_outages_total')).toBe(0);
    await expect
      .poll(async () => {
        await signedInEmail();
        return t.sessionCache.has(token);
      })
      .toBe(true);
    const { p95, max } = await load(200);
    console.info(`Redis up: 200 requests, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`);
  });

  it('costs nothing per request while Redis is stopped, and is reported once', async () => {
    await proxy.stop();
    await expect.poll(() => metric('redis_up')).toBe(0);

    const { results, p95, max } = await load(200);
    console.info(`Redis stopped: 200 requests, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`);
    expect(results.filter((result) => result.status !== 200)).toEqual([]);
    expect(p95).toBeLessThan(50);
    expect(await signedInEmail()).toBe('redis-outage@example.com');
    // Read from the database: the cache cannot know what other instances invalidated meanwhile.
    expect(t.sessionCache.has(token)).toBe(false);
    await expectAnonymousLimitHolds();

    expect(await metric('redis_outages_total')).toBe(1);
    expect(logged(REDIS_UNAVAILABLE_MESSAGE)).toBe(1);
  });

  it('uses Redis again when it is back, the session-cache subscription included', async () => {
    await proxy.start();
    await expect.poll(() => metric('redis_up'), { timeout: 10_000, interval: 100 }).toBe(1);
    expect(logged(REDIS_AVAILABLE_MESSAGE)).toBe(1);
    await expect
      .poll(
        async () => {
          await signedInEmail();
          return t.sessionCache.has(token);
        },
        { timeout: 5_000, interval: 50 },
      )
      .toBe(true);
    // Another instance's invalidation reaches this one: it is subscribed again.
    await direct.publish(
      SESSION_INVALIDATION_CHANNEL,
      JSON.stringify({ kind: 'session', sessionId: hashToken(token) }),
    );
    await expect.poll(() => t.sessionCache.has(token), { timeout: 1_000, interval: 5 }).toBe(false);
  });

  it('costs one command timeout, not one per request, while a ready Redis hangs', async () => {
    proxy.hang();
    const { results, p95, max, first } = await load(200);
    console.info(
      `Redis hung: 200 requests, first ${first.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
    expect(results.filter((result) => result.status !== 200)).toEqual([]);
    expect(p95).toBeLessThan(50);
    // Only the first request asked Redis (and waited for the timeout); the PING that confirmed the outage
    // and the next ones (every 3 s) are the app's own, in the background.
    expect(first).toBeGreaterThanOrEqual(REDIS_COMMAND_TIMEOUT_MS);
    expect(proxy.heldCommands('evalsha')).toBe(1);
    expect(proxy.heldCommands('ping')).toBeGreaterThanOrEqual(1);
    await expectAnonymousLimitHolds();
    expect(await metric('redis_up')).toBe(0);
    expect(await metric('redis_outages_total')).toBe(2);
    expect(logged(REDIS_UNAVAILABLE_MESSAGE)).toBe(2);

    proxy.resume();
    await expect.poll(() => metric('redis_up'), { timeout: 10_000, interval: 100 }).toBe(1);
    expect(logged(REDIS_AVAILABLE_MESSAGE)).toBe(2);
  });
});
