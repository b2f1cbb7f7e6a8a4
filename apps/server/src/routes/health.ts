import type { DbHandle } from '@afilia/db';
import type { FastifyInstance } from 'fastify';

/** A readiness probe answers within this, even when the database hangs rather than refuses. */
const READINESS_TIMEOUT_MS = 2_000;

export function registerHealthRoutes(app: FastifyInstance, db: DbHandle) {
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  // Down while the database does not answer, so a balancer sends the traffic elsewhere; up again as soon as a
  // new connection works (the pool replaces lost ones by itself).
  app.get('/readyz', { config: { rateLimit: false } }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('readiness ping timed out')), READINESS_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ok', database: db.driver };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.driver });
    } finally {
      clearTimeout(timer);
    }
  });
}
