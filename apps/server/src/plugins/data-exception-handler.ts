import { isDataException } from '@afilia/api';
import type { FastifyInstance } from 'fastify';

/**
 * Routes outside tRPC (uploads, files) answer a PostgreSQL data exception (SQLSTATE class 22, a value
 * the database refused) with 400 `errors.invalidInput`, like the tRPC procedures; any other error keeps
 * Fastify's default handling. Registered before the routes so every route inherits it.
 */
export function registerDataExceptionHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (!isDataException(error)) return reply.send(error);
    request.log.warn({ err: error }, 'database refused a request value');
    return reply.code(400).send({ error: { appCode: 'errors.invalidInput', appParams: null } });
  });
}
