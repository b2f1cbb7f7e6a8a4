import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './app-metrics';
import type { ProcedureMetrics } from './procedure-outcomes';

/** The route label of a request no route matched: never the raw URL, whose values are unbounded. */
export const NOT_FOUND_ROUTE = 'not_found';
const TRPC_ROUTE = '/trpc/:path';

/**
 * One histogram observation per response, labelled by the route's pattern (`/p/*`, `/files/*`, …), and per tRPC
 * call for /trpc. Fastify already times each reply (`reply.elapsedTime`), so nothing is started per request.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: AppMetrics, procedures: ProcedureMetrics) {
  const histogram = metrics.httpRequestDuration;
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? NOT_FOUND_ROUTE;
    const statusCode = reply.statusCode;
    const seconds = reply.elapsedTime / 1000;
    histogram.observe(request.method, route, statusCode, seconds);
    if (route === TRPC_ROUTE) procedures.observe(request, statusCode, seconds);
    done();
  });
}
