import type { RefusedCallers } from './refused-callers';

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterMs: number;
  /** Hits left in the window after this one (RateLimit-Remaining), when the limiter counts them. */
  remaining?: number;
}

export interface RateLimiter {
  hit(key: string): Promise<RateLimitDecision>;
}

/**
 * A limit on failures rather than on requests: `peek` tells, without counting, whether the key may try again
 * (fewer than the maximum counted in its window), and `hit` counts one failure when it happens.
 */
export interface FailureLimiter extends RateLimiter {
  peek(key: string): Promise<RateLimitDecision>;
}

/**
 * The API tier's four budgets (per 60 s window): a signed-in user is counted by user id, anyone else by
 * client IP, and queries (reads) and mutations (writes) have budgets of their own.
 */
export interface ApiRateLimits {
  signedInReads: RateLimiter;
  signedInWrites: RateLimiter;
  anonymousReads: RateLimiter;
  anonymousWrites: RateLimiter;
  /** Anonymous callers just refused, answered at the door until their window ends (see RefusedCallers). */
  anonymousRefused?: RefusedCallers;
}

/** Whole seconds until a refused caller may try again (at least 1), for `Retry-After` and messages. */
export function retryAfterSeconds(decision: RateLimitDecision): number {
  return Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
}

export interface MemoryRateLimiterOptions {
  /**
   * The most keys held at once. A flood of distinct keys (spoofed sources, many accounts) evicts the windows
   * closest to their end instead of growing the map: memory stays bounded, at worst an evicted key starts a
   * fresh window early.
   */
  maxKeys?: number;
  now?: () => number;
}

export const DEFAULT_MAX_KEYS = 50_000;

/**
 * Fixed-window counter kept in process memory, one instance per tier. A key's window is (re)inserted when it
 * starts, so the map's insertion order is the order in which windows end: expired windows are always at the
 * front, and both the sweep and the eviction at the cap touch only the front. Several server instances each
 * count on their own; with REDIS_URL the server uses its Redis limiter instead (docs/decisions/016).
 */
export class MemoryRateLimiter implements FailureLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    options: MemoryRateLimiterOptions = {},
  ) {
    this.maxKeys = Math.max(1, options.maxKeys ?? DEFAULT_MAX_KEYS);
    this.now = options.now ?? Date.now;
  }

  /** How many keys are held (for tests and metrics). */
  get size(): number {
    return this.windows.size;
  }

  async hit(key: string): Promise<RateLimitDecision> {
    return this.hitNow(key);
  }

  async peek(key: string): Promise<RateLimitDecision> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { allowed: true, retryAfterMs: 0 };
    return { allowed: window.count < this.max, retryAfterMs: Math.max(0, window.resetAt - now) };
  }

  /** The synchronous core of `hit`, for callers on a hot path that cannot afford a promise per request. */
  hitNow(key: string): RateLimitDecision {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (window) this.windows.delete(key);
      else this.makeRoom(now);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= this.max,
      retryAfterMs: Math.max(0, window.resetAt - now),
      remaining: Math.max(0, this.max - window.count),
    };
  }

  /**
   * At the cap, drops every expired window and then, if that is not enough, the oldest tenth: in one pass,
   * so that a flood of new keys costs one sweep per thousands of inserts rather than a scan per insert.
   */
  private makeRoom(now: number) {
    if (this.windows.size < this.maxKeys) return;
    const target = this.maxKeys - Math.max(1, Math.floor(this.maxKeys / 10));
    for (const [key, window] of this.windows) {
      if (window.resetAt > now && this.windows.size <= target) break;
      this.windows.delete(key);
    }
  }
}
