import { type FailureLimiter, MemoryRateLimiter, type RateLimitDecision } from '@afilia/api/server';
import type { Result } from 'ioredis';
import type { Redis } from '../redis';
import type { RedisAvailability } from '../redis-availability';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** INCR the key, start its window (PEXPIRE) on the first hit; answers [count, milliseconds left]. */
    afiliaRateLimitHit(key: string, windowMs: number): Result<[number, number], Context>;
    /** The key's count and milliseconds left, without counting; [0, -2] when it has no window. */
    afiliaRateLimitPeek(key: string): Result<[number, number], Context>;
  }
}

/** One round trip, atomic: a key never lives without its expiry, whatever instance counts first. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const PEEK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
return {count, redis.call('PTTL', KEYS[1])}
`;

export const RATE_LIMIT_KEY_PREFIX = 'afilia:rl:';

/** Connections the scripts are defined on (the app shares one connection between all its tiers). */
const scriptDefinedOn = new WeakSet<Redis>();

export interface RedisRateLimiterOptions {
  /** The tier's name, part of every key, so that tiers never share a counter. */
  tier: string;
  max: number;
  windowMs: number;
}

/**
 * A fixed-window counter in Redis, shared by every instance that uses the same Redis. While Redis is unusable
 * (see RedisAvailability) the tier counts in process memory instead, with the same max and window, without
 * waiting for Redis: the limit then holds per instance rather than not at all, and a Redis outage adds no
 * latency. A command that fails or times out counts in memory too, and the next requests do not try Redis
 * (RedisAvailability.run). The in-memory windows are kept when Redis is back, for the next outage.
 */
export class RedisRateLimiter implements FailureLimiter {
  private readonly fallback: MemoryRateLimiter;

  constructor(
    private readonly redis: Redis,
    private readonly availability: RedisAvailability,
    private readonly options: RedisRateLimiterOptions,
  ) {
    if (!scriptDefinedOn.has(redis)) {
      redis.defineCommand('afiliaRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
      redis.defineCommand('afiliaRateLimitPeek', { numberOfKeys: 1, lua: PEEK_SCRIPT });
      scriptDefinedOn.add(redis);
    }
    this.fallback = new MemoryRateLimiter(options.max, options.windowMs);
  }

  async hit(key: string): Promise<RateLimitDecision> {
    if (!this.availability.usable) return this.fallback.hitNow(key);
    const { tier, max, windowMs } = this.options;
    try {
      const [count, ttl] = await this.availability.run(() =>
        this.redis.afiliaRateLimitHit(`${RATE_LIMIT_KEY_PREFIX}${tier}:${key}`, windowMs),
      );
      return { allowed: count <= max, retryAfterMs: Math.max(0, ttl), remaining: Math.max(0, max - count) };
    } catch {
      return this.fallback.hitNow(key);
    }
  }

  async peek(key: string): Promise<RateLimitDecision> {
    if (!this.availability.usable) return this.fallback.peek(key);
    const { tier, max } = this.options;
    try {
      const [count, ttl] = await this.availability.run(() =>
        this.redis.afiliaRateLimitPeek(`${RATE_LIMIT_KEY_PREFIX}${tier}:${key}`),
      );
      if (ttl < 0) return { allowed: true, retryAfterMs: 0 };
      return { allowed: count < max, retryAfterMs: ttl };
    } catch {
      return this.fallback.peek(key);
    }
  }
}
