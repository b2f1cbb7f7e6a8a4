// Abuse limits: email confirmation, failed-login throttling, rate limits, and which proxies may name the
// client's address (the key most limits count by).
import { isIP } from 'node:net';
import { z } from 'zod';
import { bool } from './env-values';

/** Fastify's `trustProxy`: off, a hop count, or the proxies' addresses (never `true`). */
export type TrustProxy = false | number | string[];

/** Named address ranges that Fastify's `trustProxy` (proxy-addr) understands besides IPs and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may set X-Forwarded-For: `false` (none, the default), a hop count, or the proxies' addresses.
 * `true` would believe whatever a client writes in the header, so it is refused: see docs/decisions/009.
 */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (!value || value === 'false' || value === '0') return false;
    if (value === 'true')
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message:
          "'true' would trust any X-Forwarded-For a client sends and let it pick its own rate-limit key. " +
          'Set the number of proxies in front of the app (e.g. TRUST_PROXY=1 behind one load balancer) or ' +
          "their addresses (e.g. TRUST_PROXY=10.0.0.0/8,192.168.1.5); 'false' when clients connect directly.",
      });
    else if (/^\d+$/.test(value)) return Number(value);
    else {
      const entries = value.split(',').map((entry) => entry.trim());
      const invalid = entries.filter((entry) => !isProxyAddress(entry));
      if (invalid.length === 0) return entries;
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `not a hop count or a list of proxy IPs/CIDRs: ${invalid.join(', ')}`,
      });
    }
    return z.NEVER;
  });

/** Fastify's own `trustProxy` treats a number as "trust nothing", so a hop count becomes a function. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

export const abuseEnvSchema = z.object({
  AUTH_REQUIRE_EMAIL_CONFIRMATION: bool(true),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).optional(),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_AUTH_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_HTTP_MAX: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_READ_MAX: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_WRITE_MAX: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_ANON_READ_MAX: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_ANON_WRITE_MAX: z.coerce.number().int().min(1).default(60),
  /** Before docs/decisions/016: one per-IP budget for everything; now read as RATE_LIMIT_ANON_READ_MAX. */
  RATE_LIMIT_GLOBAL_MAX: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_UPLOAD_MAX: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_UPLOAD_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_CHECKOUT_DECLINES_PER_PRODUCT: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_CHECKOUT_DECLINES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_CHECKOUT_DECLINES_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  FAILED_SALES_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: trustProxySchema,
});

type AbuseEnv = z.infer<typeof abuseEnvSchema>;

export interface RateLimitsConfig {
  httpMax: number;
  readMax: number;
  writeMax: number;
  anonymousReadMax: number;
  anonymousWriteMax: number;
}

/** The rate-limit budgets, and a warning when the variable renamed by docs/decisions/016 is still used. */
export function rateLimitsFrom(env: AbuseEnv): { rateLimits: RateLimitsConfig; warnings: string[] } {
  const legacy = env.RATE_LIMIT_GLOBAL_MAX;
  const warnings =
    legacy === undefined
      ? []
      : [
          'RATE_LIMIT_GLOBAL_MAX is deprecated: it now sets only RATE_LIMIT_ANON_READ_MAX (tRPC queries per minute ' +
            'per IP without a session); see RATE_LIMIT_HTTP_MAX, RATE_LIMIT_READ_MAX, RATE_LIMIT_WRITE_MAX and ' +
            'RATE_LIMIT_ANON_WRITE_MAX in .env.example',
        ];
  return {
    rateLimits: {
      httpMax: env.RATE_LIMIT_HTTP_MAX,
      readMax: env.RATE_LIMIT_READ_MAX,
      writeMax: env.RATE_LIMIT_WRITE_MAX,
      anonymousReadMax: env.RATE_LIMIT_ANON_READ_MAX ?? legacy ?? 600,
      anonymousWriteMax: env.RATE_LIMIT_ANON_WRITE_MAX,
    },
    warnings,
  };
}
