import type { DbHandle } from '@afilia/db';
import type { FastifyInstance } from 'fastify';

export function registerHealthRoutes(app: FastifyInstance, db: DbHandle) {
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { rateLimit: false } }, async (_request, reply) => {
    try {
      await db.ping();
      return { status: 'ok', database: db.driver };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
