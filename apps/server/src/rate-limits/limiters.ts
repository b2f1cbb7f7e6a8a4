import {
  type ApiRateLimits,
  type CheckoutDeclineLimits,
  type FailureLimiter,
  MemoryRateLimiter,
  type RateLimitDecision,
  type RateLimiter,
  RefusedCallers,
} from '@afilia/api/server';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Redis } from '../redis';
import type { RedisAvailability } from '../redis-availability';
import { RedisRateLimiter } from './redis-rate-limiter';
import { RejectionReport } from './rejection-report';

/** The window of the HTTP-level limit and of the API tier's read and write budgets. */
export const API_RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Every limiter of the app, counting in Redis when there is one and in process memory otherwise (and while
 * that Redis is unusable).
 */
export interface AppRateLimiters {
  /** Per client IP, every HTTP request that is not exempt (see exempt-requests.ts) and not a tRPC call. */
  http: RateLimiter;
  /** Per tRPC call: per user or per IP, reads and writes apart. */
  api: ApiRateLimits & { anonymousRefused: RefusedCallers };
  /** Per IP and procedure: auth, contact and checkout mutations. */
  strict: RateLimiter;
  /** Per user: uploads. */
  uploads: RateLimiter;
  /** Declined card attempts at checkout, per product and per buyer email. */
  checkoutDeclines: CheckoutDeclineLimits;
  /** Per REST API key: the producer API's requests. */
  publicApi: RateLimiter;
  /** Aggregated log of refusals; `close()` writes the last line. */
  report: RejectionReport;
}

/** Records each refusal in the report, so no one logs a line per 429. */
class ReportedRateLimiter implements FailureLimiter {
  constructor(
    private readonly inner: FailureLimiter,
    private readonly tier: string,
    private readonly report: RejectionReport,
  ) {}

  async hit(key: string): Promise<RateLimitDecision> {
    return this.reported(key, await this.inner.hit(key));
  }

  async peek(key: string): Promise<RateLimitDecision> {
    return this.reported(key, await this.inner.peek(key));
  }

  private reported(key: string, decision: RateLimitDecision): RateLimitDecision {
    if (!decision.allowed) this.report.record(this.tier, key);
    return decision;
  }
}

export function createRateLimiters(
  config: ServerConfig,
  redis: { connection: Redis; availability: RedisAvailability } | null,
  log: FastifyBaseLogger,
): AppRateLimiters {
  const report = new RejectionReport(log);
  const limiter = (tier: string, max: number, windowMs: number): FailureLimiter =>
    new ReportedRateLimiter(
      redis
        ? new RedisRateLimiter(redis.connection, redis.availability, { tier, max, windowMs })
        : new MemoryRateLimiter(max, windowMs),
      tier,
      report,
    );
  const { rateLimits, checkoutDeclineLimit: declines } = config;
  return {
    http: limiter('http', rateLimits.httpMax, API_RATE_LIMIT_WINDOW_MS),
    api: {
      signedInReads: limiter('api-read', rateLimits.readMax, API_RATE_LIMIT_WINDOW_MS),
      signedInWrites: limiter('api-write', rateLimits.writeMax, API_RATE_LIMIT_WINDOW_MS),
      anonymousReads: limiter('api-anon-read', rateLimits.anonymousReadMax, API_RATE_LIMIT_WINDOW_MS),
      anonymousWrites: limiter('api-anon-write', rateLimits.anonymousWriteMax, API_RATE_LIMIT_WINDOW_MS),
      anonymousRefused: new RefusedCallers(),
    },
    strict: limiter('strict', config.authRateLimit.max, config.authRateLimit.windowMs),
    uploads: limiter('uploads', config.uploadRateLimit.max, config.uploadRateLimit.windowMs),
    publicApi: limiter('public-api', config.publicApiRateLimitPerMinute, API_RATE_LIMIT_WINDOW_MS),
    checkoutDeclines: {
      perProduct: limiter('checkout-declines-product', declines.perProductMax, declines.windowMs),
      perBuyerEmail: limiter('checkout-declines-email', declines.perEmailMax, declines.windowMs),
    },
    report,
  };
}
