import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppMetrics } from './app-metrics';

export const METRICS_PATH = '/metrics';

export interface MetricsRouteOptions {
  production: boolean;
  /** METRICS_TOKEN: scrapers send `Authorization: Bearer <token>`; required in production. */
  token: string | undefined;
}

/**
 * GET /metrics in Prometheus' text format. With a token, only `Authorization: Bearer <token>` is answered
 * (compared in constant time); without one it is open outside production and answers 404 in production
 * (config.ts warns at start-up). Exempt from the HTTP rate limit, like the health checks: monitoring must get in.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: AppMetrics,
  options: MetricsRouteOptions,
) {
  if (options.production && !options.token) {
    // Not served: an explicit 404, so that the SPA's catch-all does not answer a scraper with the app's HTML.
    app.get(METRICS_PATH, { config: { rateLimit: false } }, (_request, reply) => reply.callNotFound());
    return;
  }
  const expected = options.token ? digest(options.token) : null;
  app.get(METRICS_PATH, { config: { rateLimit: false } }, async (request, reply) => {
    if (expected && !bearerMatches(request, expected))
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'metrics token required',
        requestId: request.id,
      });
    const body = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}

/** Fixed-length digests, so that the comparison takes the same time whatever was sent, even its length. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), expected);
}
