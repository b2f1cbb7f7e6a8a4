import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailable, isDataException } from '@afilia/api/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../rate-limits/trpc-retry-after';

/**
 * Routes outside tRPC (uploads, files, webhooks, the affiliate redirect) answer like the tRPC procedures: a
 * PostgreSQL data exception (SQLSTATE class 22, a value the database refused) with 400 `errors.invalidInput`, a
 * lost or unreachable database with 503 `errors.serviceUnavailable` (a provider retries its webhook, a balancer
 * another instance); any other error gets
 * Fastify's usual JSON (statusCode, code, error, message). Every answer carries the request id, the `reqId` of
 * the request's log lines. Registered before the routes so every route inherits it.
 */
export function registerDataExceptionHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: { appCode: 'errors.serviceUnavailable', appParams: null }, requestId: request.id });
    }
    if (!isDataException(error)) return sendError(error, request, reply);
    request.log.warn({ err: error }, 'database refused a request value');
    return reply
      .code(400)
      .send({ error: { appCode: 'errors.invalidInput', appParams: null }, requestId: request.id });
  });
}

function errorStatus(value: unknown): number | null {
  return typeof value === 'number' && value >= 400 && value <= 599 ? value : null;
}

interface ErrorFields {
  statusCode?: unknown;
  status?: unknown;
  code?: unknown;
  message?: unknown;
  headers?: unknown;
}

/**
 * What Fastify's default handler does (the error's headers and status, its JSON shape), plus the request id, and
 * without the message of an unexpected error (one with no status of its own), which is for the log only.
 */
function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const fields: ErrorFields = typeof error === 'object' && error !== null ? error : {};
  if (typeof fields.headers === 'object' && fields.headers !== null)
    reply.headers(fields.headers as Record<string, string>);
  const own = errorStatus(fields.statusCode) ?? errorStatus(fields.status);
  const statusCode = own ?? errorStatus(reply.statusCode) ?? 500;
  const message = typeof fields.message === 'string' ? fields.message : String(error);
  if (statusCode >= 500) request.log.error({ err: error }, message);
  return reply.code(statusCode).send({
    statusCode,
    code: typeof fields.code === 'string' ? fields.code : undefined,
    error: STATUS_CODES[statusCode],
    message: own === null && statusCode >= 500 ? STATUS_CODES[statusCode] : message,
    requestId: request.id,
  });
}
