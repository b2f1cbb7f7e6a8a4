import {
  type AffiliateLinkResolver,
  type ApiConfig,
  type ApiRateLimits,
  AppError,
  type Attribution,
  appRouter,
  type CheckoutDeclineLimits,
  type Context,
  isDatabaseUnavailable,
  type MailService,
  type PaymentProvider,
  type RateLimiter,
  type RequestMeta,
  readAttribution,
  type SecretBox,
  type SessionCookieWriter,
  type StorageService,
} from '@afilia/api/server';
import { type SessionCache, sessionCookieName } from '@afilia/auth';
import type { Database } from '@afilia/db';
import { isSupportedLocale, matchLocale, type SupportedLocale } from '@afilia/i18n';
import { ATTRIBUTION_COOKIE } from '@afilia/validators';
import type {} from '@fastify/cookie';
import { TRPCError } from '@trpc/server';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProcedureMetrics } from '../metrics/procedure-outcomes';
import { retryAfterResponseMeta } from '../rate-limits/trpc-retry-after';

/** The most calls one batched request may carry; the web client's batch link uses the same limit. */
export const MAX_BATCH_SIZE = 10;

interface TrpcDeps {
  db: Database;
  apiConfig: ApiConfig;
  mail: MailService;
  authRateLimiter: RateLimiter;
  apiRateLimits: ApiRateLimits;
  checkoutDeclineLimits: CheckoutDeclineLimits;
  payments: PaymentProvider;
  secrets: SecretBox;
  storage: StorageService;
  affiliateLinks: AffiliateLinkResolver;
  sessionCache: SessionCache;
  /** Verifies the `afilia_ref` cookie the checkout attributes a sale by. */
  attributionSecret: string;
  secureCookies: boolean;
  /** Notes failed calls for trpc_procedure_duration_seconds' outcome label. */
  procedureMetrics: ProcedureMetrics;
}

export function registerTrpc(app: FastifyInstance, deps: TrpcDeps) {
  // Path=/, Secure and no Domain are what the `__Host-` prefix of the production cookie name requires.
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: deps.secureCookies };
  const cookieName = sessionCookieName(deps.secureCookies);

  /** The cookie's session; a database that cannot be reached answers 503, as inside a procedure. */
  async function validSession(token: string) {
    try {
      return await deps.sessionCache.validate(deps.db, token);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const cause = new AppError('errors.serviceUnavailable', { cause: error });
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: cause.code, cause });
    }
  }

  async function createContext({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> {
    const token = req.cookies[cookieName];
    const cookies = new ReplySessionCookie(res, cookieName, cookieOptions);
    const session = token ? await validSession(token) : null;
    if (token && !session) cookies.clear();
    if (token && session?.renewed) cookies.set(token, session.session.expiresAt);
    return {
      db: deps.db,
      config: deps.apiConfig,
      mail: deps.mail,
      authRateLimiter: deps.authRateLimiter,
      apiRateLimits: deps.apiRateLimits,
      checkoutDeclineLimits: deps.checkoutDeclineLimits,
      payments: deps.payments,
      secrets: deps.secrets,
      storage: deps.storage,
      affiliateLinks: deps.affiliateLinks,
      sessionCache: deps.sessionCache,
      session,
      cookies,
      request: lazyRequestMeta(req, deps.attributionSecret),
    };
  }

  return app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      // Answers carry the signed-in user's data: no browser or shared cache may keep them.
      reply.header('cache-control', 'no-store');
      if (batchSize(request) > MAX_BATCH_SIZE)
        return reply
          .code(400)
          .send({ error: { appCode: 'errors.batchTooLarge', message: 'errors.batchTooLarge' } });
    });
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext,
        maxBatchSize: MAX_BATCH_SIZE,
        responseMeta: retryAfterResponseMeta,
        onError({ error, path, req }) {
          deps.procedureMetrics.recordFailure(req, path, error.code);
          if (error.code === 'INTERNAL_SERVER_ERROR')
            req.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
        },
      } satisfies FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'],
    });
  });
}

type CookieOptions = { httpOnly: boolean; sameSite: 'lax'; path: string; secure: boolean };

/** Sets or clears the session cookie on one reply. */
class ReplySessionCookie implements SessionCookieWriter {
  constructor(
    private readonly reply: FastifyReply,
    private readonly name: string,
    private readonly options: CookieOptions,
  ) {}

  set(value: string, expiresAt: Date): void {
    this.reply.setCookie(this.name, value, { ...this.options, expires: expiresAt });
  }

  clear(): void {
    this.reply.clearCookie(this.name, this.options);
  }
}

/**
 * The request's metadata, with what most procedures never read (the negotiated locale, the attribution
 * cookie's HMAC check) worked out on first use only.
 */
function lazyRequestMeta(req: FastifyRequest, attributionSecret: string): RequestMeta {
  let locale: SupportedLocale | undefined;
  let attribution: Attribution | null | undefined;
  return {
    id: req.id,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    get locale() {
      if (locale === undefined) {
        const headerLocale = req.headers['x-afilia-locale'];
        locale = isSupportedLocale(headerLocale) ? headerLocale : matchLocale(req.headers['accept-language']);
      }
      return locale;
    },
    get attribution() {
      if (attribution === undefined)
        attribution = readAttribution(attributionSecret, req.cookies[ATTRIBUTION_COOKIE]);
      return attribution;
    },
  };
}

/**
 * How many calls a request carries, read the way tRPC reads it (the decoded path, split on commas when
 * ?batch=1), so the limit applies before the body is even parsed.
 */
function batchSize(request: FastifyRequest): number {
  const query = request.query as { batch?: unknown } | undefined;
  if (query?.batch !== '1') return 1;
  const path = (request.params as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path.split(',').length : 1;
}
