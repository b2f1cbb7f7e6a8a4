// The server's settings, read from the environment once at start-up. Each area's variables are validated by
// its own schema (config-*-env.ts); this composes them into one schema and one ServerConfig.
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { abuseEnvSchema, type RateLimitsConfig, rateLimitsFrom, type TrustProxy } from './abuse-env';
import { integrationsEnvSchema } from './integrations-env';
import { mailEnvSchema } from './mail-env';
import {
  type PaymentsMode,
  paymentsEnvSchema,
  paymentsModeFrom,
  type StripeConfig,
  stripeFrom,
} from './payments-env';
import { serverEnvSchema } from './server-env';
import { type S3Config, s3From, storageEnvSchema } from './storage-env';

export { fastifyTrustProxy } from './abuse-env';

const envSchema = z.object({
  ...serverEnvSchema.shape,
  ...mailEnvSchema.shape,
  ...abuseEnvSchema.shape,
  ...storageEnvSchema.shape,
  ...paymentsEnvSchema.shape,
  ...integrationsEnvSchema.shape,
});

export type Env = z.infer<typeof envSchema>;

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
  /** Declined card attempts per product and per buyer email inside the window, before checkout answers 429. */
  checkoutDeclineLimit: { perProductMax: number; perEmailMax: number; windowMs: number };
  /** How long declined checkout attempts are kept before the failed_sales_prune job deletes them. */
  failedSaleRetentionMs: number;
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
  /** Which provider is live; test mode in production only with PAYMENTS_TEST_MODE=true. */
  paymentsMode: PaymentsMode;
  /** Shared state for several instances (rate limits, the session cache's invalidations); none keeps it in process. */
  redisUrl: string | undefined;
  /** Report exports built at once: per user, and by this instance in all (default: its CPU count). */
  reportExports: { maxPerUser: number; maxConcurrent: number };
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
  /** Producers' webhooks: the delivery job's interval, and the non-public hosts allowed outside production. */
  webhooks: { deliveryIntervalMs: number; allowedHosts: string[] };
  /** REST API requests allowed per key per minute. */
  publicApiRateLimitPerMinute: number;
  /** How long the REST API trusts a producer's plan check. */
  publicApiPlanCacheMs: number;
}

/** Reads and validates the environment once; a bad value stops the start-up with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && env.WEBHOOK_ALLOWED_HOSTS.length > 0)
    throw new Error(
      'Invalid environment:\n  WEBHOOK_ALLOWED_HOSTS: not allowed in production, where webhooks reach public addresses only',
    );
  const paymentsMode = paymentsModeFrom(env);
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
    checkoutDeclineLimit: {
      perProductMax: env.RATE_LIMIT_CHECKOUT_DECLINES_PER_PRODUCT,
      perEmailMax: env.RATE_LIMIT_CHECKOUT_DECLINES_PER_EMAIL,
      windowMs: env.RATE_LIMIT_CHECKOUT_DECLINES_WINDOW_SECONDS * 1000,
    },
    failedSaleRetentionMs: env.FAILED_SALES_RETENTION_DAYS * 24 * 60 * 60 * 1000,
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
      ...(env.PAYMENTS_TEST_MODE && env.STRIPE_SECRET_KEY
        ? ['PAYMENTS_TEST_MODE is ignored: STRIPE_SECRET_KEY is set, so payments go through Stripe']
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
    s3: s3From(env),
    stripe: stripeFrom(env),
    paymentsMode,
    redisUrl: env.REDIS_URL,
    reportExports: {
      maxPerUser: env.REPORT_EXPORT_MAX_PER_USER,
      maxConcurrent: env.REPORT_EXPORT_MAX_CONCURRENT ?? availableParallelism(),
    },
    metricsToken: env.METRICS_TOKEN,
    appEncryptionKey: env.APP_ENCRYPTION_KEY,
    appEncryptionPreviousKeys: env.APP_ENCRYPTION_PREVIOUS_KEYS,
    asaasApiUrl: env.ASAAS_API_URL,
    stripeApiUrl: env.STRIPE_API_URL,
    webhooks: {
      deliveryIntervalMs: env.WEBHOOK_DELIVERY_INTERVAL_MS,
      allowedHosts: env.WEBHOOK_ALLOWED_HOSTS,
    },
    publicApiRateLimitPerMinute: env.PUBLIC_API_RATE_LIMIT_PER_MINUTE,
    publicApiPlanCacheMs: env.PUBLIC_API_PLAN_CACHE_MS,
  };
}
