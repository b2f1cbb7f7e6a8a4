import {
  type AffiliateLinkResolver,
  type ApiConfig,
  appRouter,
  type Context,
  type MailService,
  type PaymentProvider,
  type RateLimiter,
  readAttribution,
  type StorageService,
} from '@afilia/api';
import { sessionCookieName, validateSessionToken } from '@afilia/auth';
import type { Database } from '@afilia/db';
import { isSupportedLocale, matchLocale } from '@afilia/i18n';
import { ATTRIBUTION_COOKIE } from '@afilia/validators';
import type {} from '@fastify/cookie';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The most calls one batched request may carry; the web client's batch link uses the same limit. */
export const MAX_BATCH_SIZE = 10;

interface TrpcDeps {
  db: Database;
  apiConfig: ApiConfig;
  mail: MailService;
  authRateLimiter: RateLimiter;
  apiRateLimiter: RateLimiter;
  payments: PaymentProvider;
  storage: StorageService;
  affiliateLinks: AffiliateLinkResolver;
  /** Verifies the `afilia_ref` cookie the checkout attributes a sale by. */
  attributionSecret: string;
  secureCookies: boolean;
}

export function registerTrpc(app: FastifyInstance, deps: TrpcDeps) {
  // Path=/, Secure and no Domain are what the `__Host-` prefix of the production cookie name requires.
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: deps.secureCookies };
  const cookieName = sessionCookieName(deps.secureCookies);

  async function createContext({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> {
    const token = req.cookies[cookieName];
    const cookies = {
      set: (value: string, expiresAt: Date) =>
        res.setCookie(cookieName, value, { ...cookieOptions, expires: expiresAt }),
      clear: () => res.clearCookie(cookieName, cookieOptions),
    };
    const session = token ? await validateSessionToken(deps.db, token) : null;
    if (token && !session) cookies.clear();
    if (token && session?.renewed) cookies.set(token, session.session.expiresAt);
    const headerLocale = req.headers['x-afilia-locale'];
    return {
      db: deps.db,
      config: deps.apiConfig,
      mail: deps.mail,
      authRateLimiter: deps.authRateLimiter,
      apiRateLimiter: deps.apiRateLimiter,
      payments: deps.payments,
      storage: deps.storage,
      affiliateLinks: deps.affiliateLinks,
      session,
      cookies,
      request: {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
        locale: isSupportedLocale(headerLocale) ? headerLocale : matchLocale(req.headers['accept-language']),
        attribution: readAttribution(deps.attributionSecret, req.cookies[ATTRIBUTION_COOKIE]),
      },
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
        onError({ error, path }) {
          if (error.code === 'INTERNAL_SERVER_ERROR')
            app.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
        },
      } satisfies FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'],
    });
  });
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
