import { randomInt } from 'node:crypto';
import net from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_KEY_PREFIX, RedisRateLimiter } from '../../src/rate-limits/redis-rate-limiter';
import { createRedis } from '../../src/redis';
import {
  REDIS_AVAILABLE_MESSAGE,
  REDIS_COMMAND_TIMEOUT_MS,
  REDIS_UNAVAILABLE_MESSAGE,
  RedisAvailability,
} from '../../src/redis-availability';
import { FaultProxy } from '../support/fault-proxy';
import { createTestApp, type TestApp } from '../support/harness';

// Helper 4's Redis database for the shared counts, 5 for the outages (behind a proxy, never the real Redis
// stopped); keys are per random IP, so parallel runs do not meet.
const REDIS_URL = 'redis://127.0.0.1:6379/4';
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('two instances with the same REDIS_URL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, RATE_LIMIT_ANON_READ_MAX: '4', RATE_LIMIT_HTTP_MAX: '2' };
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('share the API tier counts', async () => {
    const ip = randomIp();
    for (const app of [a, b, a, b]) expect((await app.call('auth.me', undefined, { ip })).status).toBe(200);
    expect((await a.call('auth.me', undefined, { ip })).status).toBe(429);
    expect((await b.call('auth.me', undefined, { ip })).status).toBe(429);
  });

  it('share the HTTP-level counts', async () => {
    const ip = randomIp();
    const redirect = (app: TestApp) =>
      app.app.inject({ method: 'GET', url: '/r/ABCD2345', remoteAddress: ip });
    expect((await redirect(a)).statusCode).not.toBe(429);
    expect((await redirect(b)).statusCode).not.toBe(429);
    expect((await redirect(a)).statusCode).toBe(429);
  });
});

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
  const count = (message: string) => lines.filter((line) => line.includes(message)).length;
  return { log: app.log, count, close: () => app.close() };
}

/**
 * `n` hits in a row: whether each was allowed, how long it took, and whether it waited for the event loop to
 * turn (a socket read or a timer: Redis), which a hit counted in memory never does.
 */
async function timedHits(limiter: RedisRateLimiter, key: string, n: number) {
  const hits: { allowed: boolean; ms: number; waited: boolean }[] = [];
  for (let i = 0; i < n; i++) {
    let waited = false;
    const turn = setImmediate(() => {
      waited = true;
    });
    const startedAt = performance.now();
    const { allowed } = await limiter.hit(key);
    const ms = performance.now() - startedAt;
    clearImmediate(turn);
    hits.push({ allowed, ms, waited });
  }
  return hits;
}

/** The 95th percentile of the hits' times: a lone pause of the machine is not Redis. */
function p95(hits: { ms: number }[]): number {
  const sorted = hits.map((hit) => hit.ms).sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Number.POSITIVE_INFINITY;
}

describe('RedisRateLimiter while Redis is unusable', () => {
  const limits = { tier: 'outage', max: 3, windowMs: 60_000 };

  it('counts per process without waiting when Redis is down, and logs the outage once', async () => {
    const { log, count, close } = capturedLog();
    const redis = createRedis('redis://127.0.0.1:1/5');
    const availability = new RedisAvailability(redis, log);
    const limiter = new RedisRateLimiter(redis, availability, limits);
    await expect.poll(() => availability.up).toBe(false);
    const hits = await timedHits(limiter, 'ip:1', 50);
    expect(hits.map((hit) => hit.allowed).slice(0, 5)).toEqual([true, true, true, false, false]);
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(3);
    console.info(
      `Redis down: 50 hits, p95 ${p95(hits).toFixed(3)} ms, slowest ${Math.max(...hits.map((hit) => hit.ms)).toFixed(3)} ms`,
    );
    expect(hits.filter((hit) => hit.waited)).toEqual([]);
    expect(p95(hits)).toBeLessThan(5);
    expect(count(REDIS_UNAVAILABLE_MESSAGE)).toBe(1);
    expect(availability.outages).toBe(1);
    availability.close();
    redis.disconnect();
    await close();
  });

  it('never waits on a server that accepts connections and never answers (never ready)', async () => {
    const { log, count, close } = capturedLog();
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const redis = createRedis(`redis://127.0.0.1:${port}/5`);
    const availability = new RedisAvailability(redis, log);
    const limiter = new RedisRateLimiter(redis, availability, limits);
    const hits = await timedHits(limiter, 'ip:1', 5);
    expect(hits.map((hit) => hit.allowed)).toEqual([true, true, true, false, false]);
    expect(hits.filter((hit) => hit.waited)).toEqual([]);
    // Its ready check times out: the outage is reported after the connection's command timeout (1 s).
    await expect.poll(() => availability.up, { timeout: 3_000 }).toBe(false);
    expect(count(REDIS_UNAVAILABLE_MESSAGE)).toBe(1);
    availability.close();
    redis.disconnect();
    silent.close();
    await close();
  });

  it('does not take this process being busy past the timeout for a Redis failure', async () => {
    const { log, count, close } = capturedLog();
    const redis = createRedis('redis://127.0.0.1:6379/5');
    const availability = new RedisAvailability(redis, log);
    const limiter = new RedisRateLimiter(redis, availability, limits);
    await availability.whenReady(2_000);
    const key = `ip:${randomIp()}`;
    for (let i = 0; i < limits.max; i++) expect((await limiter.hit(key)).allowed).toBe(true);
    // The event loop blocked (a long garbage collection, a busy moment) while Redis's reply is on its way, in
    // the check phase: the loop's next step is its timers, before the socket's reply is read.
    const pending = await new Promise<ReturnType<typeof limiter.hit>>((resolve) =>
      setImmediate(() => {
        resolve(limiter.hit(key));
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, REDIS_COMMAND_TIMEOUT_MS + 100);
      }),
    );
    // Refused by the count in Redis; counted in memory it would have been the key's first hit.
    expect((await pending).allowed).toBe(false);
    expect(availability.usable).toBe(true);
    expect(count(REDIS_UNAVAILABLE_MESSAGE)).toBe(0);
    availability.close();
    redis.disconnect();
    await close();
  });

  it('costs one command timeout when a ready Redis hangs, then nothing until it answers again', async () => {
    const { log, count, close } = capturedLog();
    const proxy = new FaultProxy();
    await proxy.start();
    const redis = createRedis(`redis://${proxy.address}/5`);
    const direct = createRedis('redis://127.0.0.1:6379/5');
    const availability = new RedisAvailability(redis, log, { breakerMs: 300 });
    const limiter = new RedisRateLimiter(redis, availability, limits);
    await expect.poll(() => availability.usable).toBe(true);
    const key = `ip:${randomIp()}`;
    const redisKey = `${RATE_LIMIT_KEY_PREFIX}${limits.tier}:${key}`;
    expect((await limiter.hit(key)).allowed).toBe(true);
    expect(await direct.get(redisKey)).toBe('1');

    proxy.hang();
    const [first, ...rest] = await timedHits(limiter, key, 20);
    console.info(
      `Redis hung: first hit ${first?.ms.toFixed(1)} ms, then 19 hits, p95 ${p95(rest).toFixed(3)} ms, ` +
        `slowest ${Math.max(...rest.map((hit) => hit.ms)).toFixed(3)} ms`,
    );
    expect(first?.ms).toBeGreaterThanOrEqual(REDIS_COMMAND_TIMEOUT_MS - 5);
    expect(first?.ms).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 100);
    expect(rest.filter((hit) => hit.waited)).toEqual([]);
    expect(p95(rest)).toBeLessThan(5);
    // Counted in this process from the first failure: 3 allowed, then refused.
    expect([first, ...rest].filter((hit) => hit?.allowed)).toHaveLength(3);
    // Reported once the PING that checks the failure has timed out too.
    await expect.poll(() => availability.up).toBe(false);
    expect(count(REDIS_UNAVAILABLE_MESSAGE)).toBe(1);

    proxy.resume();
    await expect.poll(() => availability.usable, { timeout: 3_000 }).toBe(true);
    const before = Number(await direct.get(redisKey));
    await limiter.hit(key);
    expect(Number(await direct.get(redisKey))).toBe(before + 1);
    expect(count(REDIS_AVAILABLE_MESSAGE)).toBe(1);
    expect(count(REDIS_UNAVAILABLE_MESSAGE)).toBe(1);

    availability.close();
    redis.disconnect();
    direct.disconnect();
    await proxy.stop();
    await close();
  });
});
