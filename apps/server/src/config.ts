import { isIP } from 'node:net';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('./.data'),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Afilia <nao-responda@afilia.app>'),
  SUPPORT_EMAIL: z.string().email().default('contato@afilia.app'),
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
  TRUST_PROXY: trustProxySchema,
  DEV_MAILBOX: bool(false),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  BILLING_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(10).default(600),
  ORPHAN_FILES_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(60).default(3600),
  CLICK_FLUSH_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  FILES_SIGNING_SECRET: z
    .string()
    .min(32)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ENDPOINT: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool(true),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Points every producer's Asaas client at another base URL (the local fake in tests). */
  ASAAS_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  APP_ENCRYPTION_KEY: optionalString,
  APP_ENCRYPTION_PREVIOUS_KEYS: optionalString,
  REDIS_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type Env = z.infer<typeof envSchema>;

/** Fastify's `trustProxy`: off, a hop count, or the proxies' addresses (never `true`). */
export type TrustProxy = false | number | string[];

export interface ServerConfig {
  env: Env['NODE_ENV'];
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  requireEmailConfirmation: boolean;
  /** Failed logins per email and client IP inside the window. */
  loginMaxFailures: number;
  /** Failed logins per email from any address inside the window (defaults to 5 × loginMaxFailures). */
  loginMaxFailuresPerAccount: number;
  loginFailureWindowMs: number;
  authRateLimit: { max: number; windowMs: number };
  /** Per 60 s: HTTP requests per IP outside tRPC, and tRPC calls per user (signed in) or per IP (anonymous). */
  rateLimits: RateLimitsConfig;
  /** Uploads per user inside the window. */
  uploadRateLimit: { max: number; windowMs: number };
  trustProxy: TrustProxy;
  /** Serves /dev/mail (the outbox viewer); never in production. */
  devMailbox: boolean;
  /** Settings that were accepted but ignored, logged at start-up. */
  warnings: string[];
  seedDemo: 'auto' | 'true' | 'false';
  /** How often the billing job (trial expiry, test-mode renewals) runs. */
  billingIntervalMs: number;
  /** How often uploads older than a day that nothing references are deleted. */
  orphanFilesIntervalMs: number;
  /** The longest an affiliate-link click waits in memory before it is written (what kill -9 may lose). */
  clickFlushIntervalMs: number;
  /** How long a validated session is trusted without reading the database; 0 turns the cache off. */
  sessionCacheTtlMs: number;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  /** HMAC secret for signed file URLs; generated into DATA_DIR when unset outside production. */
  filesSigningSecret: string | undefined;
  /** S3-compatible storage; null stores files on the local disk under DATA_DIR/storage. */
  s3: S3Config | null;
  /** The Stripe path; null (no STRIPE_SECRET_KEY) runs the built-in test-mode provider. */
  stripe: StripeConfig | null;
  /** Shared state for several instances (rate limits, the session cache's invalidations); none keeps it in process. */
  redisUrl: string | undefined;
  /** Bearer token for GET /metrics; without one /metrics is open outside production and absent in production. */
  metricsToken: string | undefined;
  /** Seals payment-platform secrets; generated into DATA_DIR when unset outside production, required in it. */
  appEncryptionKey: string | undefined;
  /** Keys that still open older values during a rotation (docs/operations/encryption-keys.md). */
  appEncryptionPreviousKeys: string | undefined;
  /** Another Asaas base URL for every producer (tests); unset in real use. */
  asaasApiUrl: string | undefined;
  /** Another Stripe API host (tests), also used for the producers' own Stripe connections. */
  stripeApiUrl: string | undefined;
}

export interface RateLimitsConfig {
  httpMax: number;
  readMax: number;
  writeMax: number;
  anonymousReadMax: number;
  anonymousWriteMax: number;
}

/** The rate-limit budgets, and a warning when the variable renamed by docs/decisions/016 is still used. */
function rateLimitsFrom(env: Env): { rateLimits: RateLimitsConfig; warnings: string[] } {
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

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface StripeConfig {
  secretKey: string;
  /** For Stripe.js in the browser; the card form cannot load without it. */
  publishableKey: string | null;
  /** Verifies POST /api/webhooks/stripe; without it the route is not registered. */
  webhookSecret: string | null;
  /** Another API base URL (a local fake or stripe-mock); null for api.stripe.com. */
  apiUrl: string | null;
}

/** Fastify's own `trustProxy` treats a number as "trust nothing", so a hop count becomes a function. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Reads and validates the environment once; a bad value stops the start-up with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const { rateLimits, warnings: rateLimitWarnings } = rateLimitsFrom(env);
  return {
    env: env.NODE_ENV,
    production: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    requireEmailConfirmation: env.AUTH_REQUIRE_EMAIL_CONFIRMATION,
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT ?? env.LOGIN_MAX_FAILURES * 5,
    loginFailureWindowMs: env.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    authRateLimit: { max: env.RATE_LIMIT_AUTH_MAX, windowMs: env.RATE_LIMIT_AUTH_WINDOW_SECONDS * 1000 },
    rateLimits,
    uploadRateLimit: {
      max: env.RATE_LIMIT_UPLOAD_MAX,
      windowMs: env.RATE_LIMIT_UPLOAD_WINDOW_SECONDS * 1000,
    },
    trustProxy: env.TRUST_PROXY,
    devMailbox: env.DEV_MAILBOX && env.NODE_ENV !== 'production',
    warnings: [
      ...(env.DEV_MAILBOX && env.NODE_ENV === 'production'
        ? ['DEV_MAILBOX is ignored in production: /dev/mail, which shows reset links, is never served there']
        : []),
      ...rateLimitWarnings,
      ...(env.NODE_ENV === 'production' && !env.METRICS_TOKEN
        ? ['METRICS_TOKEN is not set: /metrics is not served in production without a token']
        : []),
    ],
    seedDemo: env.SEED_DEMO,
    billingIntervalMs: env.BILLING_JOB_INTERVAL_SECONDS * 1000,
    orphanFilesIntervalMs: env.ORPHAN_FILES_JOB_INTERVAL_SECONDS * 1000,
    clickFlushIntervalMs: env.CLICK_FLUSH_INTERVAL_MS,
    sessionCacheTtlMs: env.SESSION_CACHE_TTL_MS,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    filesSigningSecret: env.FILES_SIGNING_SECRET,
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : null,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
          apiUrl: env.STRIPE_API_URL ?? null,
        }
      : null,
    redisUrl: env.REDIS_URL,
    metricsToken: env.METRICS_TOKEN,
    appEncryptionKey: env.APP_ENCRYPTION_KEY,
    appEncryptionPreviousKeys: env.APP_ENCRYPTION_PREVIOUS_KEYS,
    asaasApiUrl: env.ASAAS_API_URL,
    stripeApiUrl: env.STRIPE_API_URL,
  };
}
