import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AffiliateLinkResolver,
  type ApiConfig,
  ClickRecorder,
  createStripeClient,
  MailService,
  MemoryRateLimiter,
  type PaymentProvider,
  StorageService,
  StripePaymentProvider,
  TestPaymentProvider,
} from '@afilia/api';
import { createDb, type DbHandle } from '@afilia/db';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { clickSecrets } from './affiliates/click-secrets';
import { fastifyTrustProxy, type ServerConfig } from './config';
import { registerCsrfProtection } from './plugins/csrf';
import { registerDataExceptionHandler } from './plugins/data-exception-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerTrpc } from './plugins/trpc';
import { registerAffiliateRedirect } from './routes/affiliate-redirect';
import { registerDevMailRoutes } from './routes/dev-mail';
import { registerFileRoutes } from './routes/files';
import { registerHealthRoutes } from './routes/health';
import { inlineScriptHashes, registerSpa } from './routes/spa';
import { registerStripeWebhookRoute } from './routes/stripe-webhook';
import { registerUploadRoutes } from './routes/uploads';
import { createRedis, type Redis } from './redis';
import { createStorageDriver, fileSigningSecret } from './storage';

export type { ServerConfig } from './config';
export { loadConfig } from './config';

/** apps/web/dist, resolved the same way from src/ (tests, dev) and from dist/ (the built server). */
export const defaultWebDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const GLOBAL_RATE_LIMIT_WINDOW_MS = 60_000;

export interface AppDeps {
  /** An open database; when omitted one is created from the config and closed with the app. */
  db?: DbHandle;
  mail?: MailService;
  payments?: PaymentProvider;
  storage?: StorageService;
  /** Shared state for several instances; when omitted one is opened from REDIS_URL (none without it). */
  redis?: Redis | null;
}

export interface AfiliaApp {
  app: FastifyInstance;
  db: DbHandle;
  mail: MailService;
  payments: PaymentProvider;
  storage: StorageService;
  affiliateLinks: AffiliateLinkResolver;
  /** Buffers the clicks of /r/{code}; `app.close()` writes what it holds. */
  clickRecorder: ClickRecorder;
  redis: Redis | null;
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
  };
}

export async function buildApp(config: ServerConfig, deps: AppDeps = {}): Promise<AfiliaApp> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
  });
  for (const warning of config.warnings) app.log.warn(warning);
  const db = deps.db ?? createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (!deps.db) app.addHook('onClose', () => db.close());
  const redis = deps.redis !== undefined ? deps.redis : config.redisUrl ? createRedis(config.redisUrl) : null;
  if (redis && deps.redis === undefined) app.addHook('onClose', async () => void (await redis.quit()));
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
  const storage = deps.storage ?? new StorageService(createStorageDriver(config), signingSecret, app.log);
  const affiliateLinks = new AffiliateLinkResolver(db.db);
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

  registerDataExceptionHandler(app);
  await app.register(cookie);
  registerSecurityHeaders(app, {
    production: config.production,
    extraScriptHashes: inlineScriptHashes(webDistDir),
    stripe: Boolean(config.stripe),
  });
  await app.register(rateLimit, {
    global: true,
    max: config.globalRateLimitMax,
    timeWindow: GLOBAL_RATE_LIMIT_WINDOW_MS,
    allowList: (request) => request.url === '/healthz' || request.url === '/readyz',
  });
  registerCsrfProtection(app, {
    allowedOrigins: [new URL(config.appUrl).origin],
    secureCookies: config.production,
  });

  registerHealthRoutes(app, db);
  if (stripe && config.stripe?.webhookSecret)
    await registerStripeWebhookRoute(app, {
      db: db.db,
      stripe,
      webhookSecret: config.stripe.webhookSecret,
      mail,
      storage,
      appUrl: config.appUrl,
    });
  await registerTrpc(app, {
    db: db.db,
    apiConfig: toApiConfig(config),
    mail,
    authRateLimiter: new MemoryRateLimiter(config.authRateLimit.max, config.authRateLimit.windowMs),
    // The same bound as the HTTP-level limit, counted per call so a batch cannot multiply it.
    apiRateLimiter: new MemoryRateLimiter(config.globalRateLimitMax, GLOBAL_RATE_LIMIT_WINDOW_MS),
    payments,
    storage,
    affiliateLinks,
    attributionSecret: secrets.attributionCookie,
    secureCookies: config.production,
  });
  await registerUploadRoutes(app, {
    db: db.db,
    storage,
    secureCookies: config.production,
    uploadRateLimiter: new MemoryRateLimiter(config.uploadRateLimit.max, config.uploadRateLimit.windowMs),
  });
  registerFileRoutes(app, { db: db.db, storage });
  registerAffiliateRedirect(app, {
    db: db.db,
    affiliateLinks,
    clickRecorder,
    attributionSecret: secrets.attributionCookie,
    secureCookies: config.production,
  });
  if (config.devMailbox) registerDevMailRoutes(app, db.db);
  await registerSpa(app, webDistDir, { db: db.db, appUrl: config.appUrl });

  return { app, db, mail, payments, storage, affiliateLinks, clickRecorder, redis };
}
