import type { FailureLimiter, RateLimitDecision } from '@afilia/api';
import type { Result } from 'ioredis';
import type { Redis } from '../redis';
import type { SampledWarning } from './sampled-warning';

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
  /** Where Redis failures are reported (sampled: a Redis outage must not write a line per request). */
  failures: SampledWarning;
}

/**
 * A fixed-window counter in Redis, shared by every instance that uses the same Redis. When Redis fails the
 * request is let through (fail open) and the failure logged, sampled: an outage of the limiter must not turn
 * every request into an error.
 */
export class RedisRateLimiter implements FailureLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly options: RedisRateLimiterOptions,
  ) {
    if (!scriptDefinedOn.has(redis)) {
      redis.defineCommand('afiliaRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
      redis.defineCommand('afiliaRateLimitPeek', { numberOfKeys: 1, lua: PEEK_SCRIPT });
      scriptDefinedOn.add(redis);
    }
  }

  async hit(key: string): Promise<RateLimitDecision> {
    const { tier, max, windowMs, failures } = this.options;
    try {
      const [count, ttl] = await this.redis.afiliaRateLimitHit(
        `${RATE_LIMIT_KEY_PREFIX}${tier}:${key}`,
        windowMs,
      );
      return { allowed: count <= max, retryAfterMs: Math.max(0, ttl) };
    } catch (error) {
      failures.warn(error);
      return { allowed: true, retryAfterMs: 0 };
    }
  }

  async peek(key: string): Promise<RateLimitDecision> {
    const { tier, max, failures } = this.options;
    try {
      const [count, ttl] = await this.redis.afiliaRateLimitPeek(`${RATE_LIMIT_KEY_PREFIX}${tier}:${key}`);
      if (ttl < 0) return { allowed: true, retryAfterMs: 0 };
      return { allowed: count < max, retryAfterMs: ttl };
    } catch (error) {
      failures.warn(error);
      return { allowed: true, retryAfterMs: 0 };
    }
  }
}
