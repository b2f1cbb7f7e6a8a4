// The producer REST API, /api/v1: each route of API_ROUTES (packages/api) behind an API key, its scope and a
// per-key rate limit, with Idempotency-Key on POST and every error as an RFC 9457 problem document carrying
// the same error code the app translates. The OpenAPI document is served at /api/v1/openapi.json.
import {
  API_ROUTES,
  type ApiCaller,
  ApiPlanCache,
  type ApiRoute,
  AppError,
  assertScope,
  authenticateApiKey,
  camelCaseKeys,
  camelToSnake,
  finishIdempotent,
  isDataException,
  openApiDocument,
  type PublicApiDeps,
  type RateLimiter,
  requestFingerprint,
  startIdempotent,
} from '@afilia/api/server';
import type { Database } from '@afilia/db';
import { matchLocale, type SupportedLocale } from '@afilia/i18n';
import { translate } from '@afilia/i18n/translate';
import { APP_ERROR_STATUS, type AppErrorCode, isAppErrorCode } from '@afilia/validators';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

export interface PublicApiRouteDeps extends Omit<PublicApiDeps, 'db'> {
  db: Database;
  rateLimiter: RateLimiter;
  /** How long a producer's plan check is trusted (PUBLIC_API_PLAN_CACHE_MS). */
  planCacheMs: number;
  /** The budget the limiter counts to, for RateLimit-Limit. */
  rateLimitPerMinute: number;
}

const PROBLEM_TYPE = 'https://afilia.app/docs/api#errors';

interface Problem {
  type: string;
  title: string;
  status: number;
  code: AppErrorCode;
  detail?: string;
  errors?: { field: string; code: string; message: string }[];
}

function problemOf(
  locale: SupportedLocale,
  code: AppErrorCode,
  params: Record<string, string> = {},
): Problem {
  return { type: PROBLEM_TYPE, title: translate(locale, code, params), status: APP_ERROR_STATUS[code], code };
}

/** A zod failure as a 400 problem naming each field (snake_case, as the request wrote it) and its rule. */
function validationProblem(locale: SupportedLocale, error: z.ZodError): Problem {
  return {
    ...problemOf(locale, 'errors.validation'),
    errors: error.issues.map((issue) => ({
      field: issue.path
        .map((part) => (typeof part === 'string' ? camelToSnake(part) : String(part)))
        .join('.'),
      code: issue.message,
      message: translate(locale, issue.message),
    })),
  };
}

function send(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply
    .code(problem.status)
    .header('content-type', 'application/problem+json; charset=utf-8')
    .send(problem);
}

/** Path params are ids: a malformed one is the same 404 as an unknown one (the route's own code). */
function parseParams(route: ApiRoute, raw: unknown): unknown {
  if (!route.params) return {};
  const parsed = route.params.safeParse(raw);
  if (parsed.success) return parsed.data;
  const code = parsed.error.issues[0]?.message;
  throw new AppError(isAppErrorCode(code) ? code : 'errors.notFound');
}

function parse(schema: z.ZodType | undefined, raw: unknown): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw parsed.error;
  return parsed.data;
}

/** Registers /api/v1 in a scope of its own, whose body-parsing errors are problem documents too. */
export async function registerPublicApi(app: FastifyInstance, deps: PublicApiRouteDeps) {
  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      const locale = matchLocale(request.headers['accept-language']);
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status === 413) return send(reply, problemOf(locale, 'errors.payloadTooLarge'));
      if (status >= 400 && status < 500) return send(reply, problemOf(locale, 'errors.invalidInput'));
      request.log.error({ err: error }, 'public API request failed');
      return send(reply, problemOf(locale, 'errors.internal'));
    });
    registerRoutes(scope, deps);
  });
}

function registerRoutes(app: FastifyInstance, deps: PublicApiRouteDeps) {
  const planCache = new ApiPlanCache(deps.planCacheMs);
  const document = JSON.stringify(openApiDocument());
  app.get('/api/v1/openapi.json', { config: { rateLimit: false } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(document),
  );

  for (const route of API_ROUTES) {
    const url = `/api/v1${route.path.replace(/\{(\w+)\}/g, ':$1')}`;
    app.route({
      method: route.method,
      url,
      // Counted per API key below, not per client address.
      config: { rateLimit: false },
      handler: (request, reply) => handle(route, request, reply),
    });
  }
  app.all('/api/v1/*', { config: { rateLimit: false } }, async (request, reply) =>
    send(reply, problemOf(matchLocale(request.headers['accept-language']), 'errors.api.routeNotFound')),
  );

  async function handle(route: ApiRoute, request: FastifyRequest, reply: FastifyReply) {
    const locale = matchLocale(request.headers['accept-language']);
    let idempotencyRecord: string | null = null;
    try {
      const caller: ApiCaller = await authenticateApiKey(
        deps.db,
        request.headers.authorization,
        new Date(),
        planCache,
      );
      const decision = await deps.rateLimiter.hit(caller.keyId);
      const resetSeconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
      reply.header('RateLimit-Limit', String(deps.rateLimitPerMinute));
      reply.header('RateLimit-Remaining', String(decision.remaining ?? 0));
      reply.header('RateLimit-Reset', String(resetSeconds));
      if (!decision.allowed) {
        reply.header('Retry-After', String(resetSeconds));
        return send(reply, problemOf(locale, 'errors.rateLimited', { seconds: String(resetSeconds) }));
      }
      assertScope(caller, route.scope);
      const params = parseParams(route, request.params);
      const query = parse(route.query, request.query ?? {});
      const body = route.body ? parse(route.body, camelCaseKeys(request.body ?? {})) : undefined;

      const idempotencyKey = request.headers['idempotency-key'];
      if (route.method === 'POST' && typeof idempotencyKey === 'string') {
        const start = await startIdempotent(
          deps.db,
          caller.keyId,
          idempotencyKey,
          requestFingerprint(route.method, request.url, request.body),
        );
        if (start.kind === 'replay')
          return reply
            .code(start.status)
            .header(
              'content-type',
              start.status >= 400
                ? 'application/problem+json; charset=utf-8'
                : 'application/json; charset=utf-8',
            )
            .header('Idempotent-Replayed', 'true')
            .send(start.body);
        idempotencyRecord = start.recordId;
      }

      const result = await route.handle(deps, caller, { params, query, body });
      const payload = JSON.stringify(result);
      if (idempotencyRecord) await finishIdempotent(deps.db, idempotencyRecord, route.status, payload);
      return reply.code(route.status).header('content-type', 'application/json; charset=utf-8').send(payload);
    } catch (error) {
      let problem: Problem;
      if (error instanceof AppError) problem = { ...problemOf(locale, error.code, error.params ?? {}) };
      else if (error instanceof z.ZodError) problem = validationProblem(locale, error);
      else if (isDataException(error)) problem = problemOf(locale, 'errors.invalidInput');
      else {
        request.log.error({ err: error, route: route.operationId }, 'public API request failed');
        problem = problemOf(locale, 'errors.internal');
      }
      if (idempotencyRecord)
        await finishIdempotent(deps.db, idempotencyRecord, problem.status, JSON.stringify(problem));
      return send(reply, problem);
    }
  }
}
