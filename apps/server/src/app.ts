import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AffiliateLinkResolver,
  type ApiConfig,
  ClickRecorder,
  createStripeClient,
  MailService,
  type PaymentProvider,
  resolveEncryptionKeyRing,
  SecretBox,
  StorageService,
  StripePaymentProvider,
  TestPaymentProvider,
} from '@afilia/api/server';
import { SessionCache, sessionCookieName } from '@afilia/auth';
import { createDb, type DbHandle } from '@afilia/db';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { clickSecrets } from './affiliate-redirect/click-secrets';
import { fastifyTrustProxy, type ServerConfig } from './config';
import { AppMetrics } from './metrics/app-metrics';
import { registerHttpMetrics } from './metrics/http-metrics';
import { registerMetricsRoute } from './metrics/metrics-route';
import { ProcedureMetrics } from './metrics/procedure-outcomes';
import { registerCompression } from './plugins/compression';
import { registerCsrfProtection } from './plugins/csrf';
import { registerDataExceptionHandler } from './plugins/data-exception-handler';
import { registerRequestIds, requestIdGenerator } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerTrpc } from './plugins/trpc';
import { registerHttpRateLimit } from './rate-limits/http-rate-limit';
import { createRateLimiters } from './rate-limits/limiters';
import { createRedis, type Redis } from './redis';
import { REDIS_START_WAIT_MS, RedisAvailability } from './redis-availability';
import { registerAffiliateRedirect } from './routes/affiliate-redirect';
import { registerAsaasWebhookRoute } from './routes/asaas-webhook';
import { registerBlogFeedRoutes } from './routes/blog-feeds';
import { registerDevMailRoutes } from './routes/dev-mail';
import { registerFileRoutes } from './routes/files';
import { registerHealthRoutes } from './routes/health';
import { registerPublicApi } from './routes/public-api';
import { registerReceiptRoutes } from './routes/receipts';
import { registerReportExportRoutes } from './routes/report-export';
import { inlineScriptHashes, registerSpa } from './routes/spa';
import { registerProducerStripeWebhookRoute, registerStripeWebhookRoute } from './routes/stripe-webhook';
import { registerUploadRoutes } from './routes/uploads';
import { SampledWarning } from './sampled-warning';
import { RedisInvalidationBus } from './session-cache/redis-invalidation-bus';
import { createStorageDriver, fileSigningSecret } from './storage';

export type { ServerConfig } from './config';
export { loadConfig } from './config';

/** apps/web/dist, resolved the same way from src/ (tests, dev) and from dist/ (the built server). */
export const defaultWebDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface AppDeps {
  /** An open database; when omitted one is created from the config and closed with the app. */
  db?: DbHandle;
  mail?: MailService;
  payments?: PaymentProvider;
  storage?: StorageService;
  /** Shared state for several instances; when omitted one is opened from REDIS_URL (none without it). */
  redis?: Redis | null;
  /** Where log lines go (stdout when omitted); tests read them to prove what is never logged. */
  logStream?: { write(line: string): void };
  /** The clock the payment platforms' notifications are applied at (tests set the time of day). */
  clock?: () => Date;
}

export interface AfiliaApp {
  app: FastifyInstance;
  db: DbHandle;
  mail: MailService;
  payments: PaymentProvider;
  /** Seals the producers' payment-platform secrets. */
  secrets: SecretBox;
  storage: StorageService;
  affiliateLinks: AffiliateLinkResolver;
  /** Buffers the clicks of /r/{code}; `app.close()` writes what it holds. */
  clickRecorder: ClickRecorder;
  /** Validated sessions for a few seconds; invalidate through it after changing what a session carries. */
  sessionCache: SessionCache;
  redis: Redis | null;
  /** The Prometheus metrics served at /metrics; the periodic jobs (main.ts) record their runs in it. */
  metrics: AppMetrics;
}

export function toApiConfig(config: ServerConfig): ApiConfig {
  return {
    appUrl: config.appUrl,
    production: config.production,
    requireEmailConfirmation: config.requireEmailConfirmation,
    loginMaxFailures: config.loginMaxFailures,
    loginMaxFailuresPerAccount: config.loginMaxFailuresPerAccount,
    loginFailureWindowMs: config.loginFailureWindowMs,
    supportEmail: config.supportEmail,
    stripePublishableKey: config.stripe?.publishableKey ?? null,
    asaasApiUrl: config.asaasApiUrl ?? null,
    stripeApiUrl: config.stripeApiUrl ?? null,
    webhooks: { allowHttp: !config.production, allowedHosts: config.webhooks.allowedHosts },
  };
}

export async function buildApp(config: ServerConfig, deps: AppDeps = {}): Promise<AfiliaApp> {
  const app = Fastify({
    logger: deps.logStream ? { level: config.logLevel, stream: deps.logStream } : { level: config.logLevel },
    // Fastify's two access-log lines per request cost a third of a small route's throughput; errors and
    // warnings are still logged, and the per-request line (if any) is the request-id/metrics plugin's.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIdGenerator(config.trustProxy !== false),
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
  });
  for (const warning of config.warnings) app.log.warn(warning);
  // A lost connection (a restart or failover of PostgreSQL, a network blip) is logged, at most once per ten
  // seconds with how many were folded in; the pool replaces it, and the requests it fails answer 503.
  const connectionLoss = new SampledWarning(app.log, 'database connection lost; the pool opens a new one');
  const db =
    deps.db ??
    createDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionLost: (error) => connectionLoss.warn(error),
    });
  if (!deps.db) app.addHook('onClose', () => db.close());
  const redis = deps.redis !== undefined ? deps.redis : config.redisUrl ? createRedis(config.redisUrl) : null;
  // What decides, without a round trip, whether Redis is used or bypassed (see RedisAvailability).
  const shared = redis ? { connection: redis, availability: new RedisAvailability(redis, app.log) } : null;
  if (shared)
    app.addHook('onClose', async () => {
      shared.availability.close();
      // QUIT needs an answer; without one (Redis away) the connection is simply dropped.
      if (deps.redis === undefined)
        await shared.connection.quit().catch(() => shared.connection.disconnect());
    });
  await shared?.availability.whenReady(REDIS_START_WAIT_MS);
  const mail =
    deps.mail ?? new MailService({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log });
  const stripe = config.stripe
    ? createStripeClient({ secretKey: config.stripe.secretKey, apiUrl: config.stripe.apiUrl })
    : null;
  const payments = deps.payments ?? (stripe ? new StripePaymentProvider(stripe) : new TestPaymentProvider());
  if (config.stripe && !config.stripe.publishableKey)
    app.log.warn('STRIPE_SECRET_KEY is set without STRIPE_PUBLISHABLE_KEY: the card form cannot load');
  if (config.stripe && !config.stripe.webhookSecret)
    app.log.warn('STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: Stripe webhooks are not received');
  const signingSecret = fileSigningSecret(config);
  const encryption = resolveEncryptionKeyRing({
    appEncryptionKey: config.appEncryptionKey,
    previousKeys: config.appEncryptionPreviousKeys,
    production: config.production,
    dataDir: config.dataDir,
  });
  const secretBox = new SecretBox(encryption.ring);
  app.log.info(
    {
      origin: encryption.origin,
      keyId: encryption.ring.current.id,
      previousKeyIds: encryption.ring.previous.map((key) => key.id),
    },
    'encryption key',
  );
  const storage = deps.storage ?? new StorageService(createStorageDriver(config), signingSecret, app.log);
  const affiliateLinks = new AffiliateLinkResolver(db.db);
  const sessionCache = new SessionCache({
    ttlMs: config.sessionCacheTtlMs,
    bus: shared ? new RedisInvalidationBus(shared.connection, shared.availability, app.log) : null,
  });
  await sessionCache.start();
  app.addHook('onClose', () => sessionCache.close());
  const secrets = clickSecrets(signingSecret);
  const clickRecorder = new ClickRecorder(db.db, {
    hashSecret: secrets.visitorHash,
    flushIntervalMs: config.clickFlushIntervalMs,
    logger: app.log,
  });
  // onClose hooks run last-registered first: this one, added after the database's, writes the buffered
  // clicks while the database is still open.
  app.addHook('onClose', () => clickRecorder.close());
  const webDistDir = path.resolve(config.webDistDir ?? defaultWebDistDir);

  // Request ids and metrics first: their hooks see every request, refused ones included.
  registerRequestIds(app);
  const metrics = new AppMetrics({
    db: db.db,
    clickBuffer: clickRecorder,
    redis: shared?.availability ?? null,
  });
  const procedureMetrics = new ProcedureMetrics(metrics);
  registerHttpMetrics(app, metrics, procedureMetrics);
  registerDataExceptionHandler(app);
  await app.register(cookie);
  // Before the routes: it applies to the routes added after it (static files and probes excepted).
  await registerCompression(app);
  registerSecurityHeaders(app, {
    production: config.production,
    extraScriptHashes: inlineScriptHashes(webDistDir),
    // Stripe.js may be needed on any checkout: the platform's Stripe, or a producer's own account.
    stripe: true,
  });
  // Rate limits (docs/decisions/016): in Redis when there is one and it is usable, else in process; refusals
  // logged in aggregate.
  const rateLimiters = createRateLimiters(config, shared, app.log);
  app.addHook('onClose', async () => rateLimiters.report.close());
  registerHttpRateLimit(app, rateLimiters.http, {
    refused: rateLimiters.api.anonymousRefused,
    sessionCookieName: sessionCookieName(config.production),
  });
  registerCsrfProtection(app, {
    allowedOrigins: [new URL(config.appUrl).origin],
    secureCookies: config.production,
  });

  registerHealthRoutes(app, db);
  registerMetricsRoute(app, metrics, { production: config.production, token: config.metricsToken });
  if (stripe && config.stripe?.webhookSecret)
    await registerStripeWebhookRoute(app, {
      db: db.db,
      stripe,
      webhookSecret: config.stripe.webhookSecret,
      sessionCache,
      mail,
      storage,
      appUrl: config.appUrl,
    });
  registerAsaasWebhookRoute(app, {
    db: db.db,
    secrets: secretBox,
    asaasApiUrl: config.asaasApiUrl ?? null,
    clock: deps.clock ?? (() => new Date()),
    mail,
    storage,
    appUrl: config.appUrl,
  });
  await registerProducerStripeWebhookRoute(app, {
    db: db.db,
    secrets: secretBox,
    stripeApiUrl: config.stripeApiUrl ?? null,
    mail,
    storage,
    appUrl: config.appUrl,
  });
  await registerTrpc(app, {
    db: db.db,
    apiConfig: toApiConfig(config),
    secrets: secretBox,
    mail,
    authRateLimiter: rateLimiters.strict,
    apiRateLimits: rateLimiters.api,
    checkoutDeclineLimits: rateLimiters.checkoutDeclines,
    payments,
    storage,
    affiliateLinks,
    sessionCache,
    attributionSecret: secrets.attributionCookie,
    secureCookies: config.production,
    procedureMetrics,
  });
  await registerUploadRoutes(app, {
    db: db.db,
    storage,
    secureCookies: config.production,
    uploadRateLimiter: rateLimiters.uploads,
    sessionCache,
  });
  registerFileRoutes(app, { db: db.db, storage });
  await registerPublicApi(app, {
    db: db.db,
    mail,
    appUrl: config.appUrl,
    payments,
    accounts: {
      secrets: secretBox,
      asaasApiUrl: config.asaasApiUrl ?? null,
      stripeApiUrl: config.stripeApiUrl ?? null,
    },
    affiliateLinks,
    rateLimiter: rateLimiters.publicApi,
    rateLimitPerMinute: config.publicApiRateLimitPerMinute,
    planCacheMs: config.publicApiPlanCacheMs,
  });
  registerReceiptRoutes(app, {
    db: db.db,
    sessionCache,
    brandName: 'Afilia',
    secureCookies: config.production,
  });
  registerReportExportRoutes(app, {
    db: db.db,
    sessionCache,
    brandName: 'Afilia',
    secureCookies: config.production,
    exportLimits: config.reportExports,
  });
  registerAffiliateRedirect(app, {
    db: db.db,
    affiliateLinks,
    clickRecorder,
    sessionCache,
    attributionSecret: secrets.attributionCookie,
    secureCookies: config.production,
  });
  if (config.devMailbox) registerDevMailRoutes(app, db.db);
  registerBlogFeedRoutes(app, { db: db.db, appUrl: config.appUrl });
  await registerSpa(app, webDistDir, { db: db.db, appUrl: config.appUrl });

  return {
    app,
    db,
    mail,
    payments,
    secrets: secretBox,
    storage,
    affiliateLinks,
    clickRecorder,
    sessionCache,
    redis,
    metrics,
  };
}
