import {
  type ApiConfig,
  appRouter,
  type Context,
  type MailService,
  type PaymentProvider,
  type RateLimiter,
  type StorageService,
} from '@afilia/api';
import { SESSION_COOKIE_NAME, validateSessionToken } from '@afilia/auth';
import type { Database } from '@afilia/db';
import { isSupportedLocale, matchLocale } from '@afilia/i18n';
import type {} from '@fastify/cookie';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface TrpcDeps {
  db: Database;
  apiConfig: ApiConfig;
  mail: MailService;
  authRateLimiter: RateLimiter;
  payments: PaymentProvider;
  storage: StorageService;
  secureCookies: boolean;
}

export function registerTrpc(app: FastifyInstance, deps: TrpcDeps) {
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: deps.secureCookies };

  async function createContext({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> {
    const token = req.cookies[SESSION_COOKIE_NAME];
    const cookies = {
      set: (value: string, expiresAt: Date) =>
        res.setCookie(SESSION_COOKIE_NAME, value, { ...cookieOptions, expires: expiresAt }),
      clear: () => res.clearCookie(SESSION_COOKIE_NAME, cookieOptions),
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
      payments: deps.payments,
      storage: deps.storage,
      session,
      cookies,
      request: {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
        locale: isSupportedLocale(headerLocale) ? headerLocale : matchLocale(req.headers['accept-language']),
      },
    };
  }

  return app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'],
  });
}
