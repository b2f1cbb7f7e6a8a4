import { randomInt } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimiter } from '../rate-limits/redis-rate-limiter';
import { SampledWarning } from '../rate-limits/sampled-warning';
import { createRedis } from '../redis';
import { createTestApp, type TestApp } from '../testing/harness';

// Helper 4's Redis database; keys are per random IP, so parallel runs do not meet.
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

describe('RedisRateLimiter when Redis is down', () => {
  it('lets requests through and logs the failure once, not per request', async () => {
    const lines: string[] = [];
    const logger = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    const redis = createRedis('redis://127.0.0.1:1/4');
    redis.on('error', () => {});
    const limiter = new RedisRateLimiter(redis, {
      tier: 'test',
      max: 1,
      windowMs: 60_000,
      failures: new SampledWarning(logger.log, 'rate limit: Redis unavailable'),
    });
    for (let i = 0; i < 5; i++) expect((await limiter.hit('ip:1')).allowed).toBe(true);
    expect(lines.filter((line) => line.includes('Redis unavailable'))).toHaveLength(1);
    redis.disconnect();
    await logger.close();
  });
});
