import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an upstream proxy's id may look like to be kept: short, and nothing a log line or header could trip on. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Fastify's `genReqId`. The `x-request-id` of the proxy in front is kept (so its logs and ours correlate) only
 * when proxies are trusted (TRUST_PROXY) and the value is a short safe token: otherwise any client could pick the
 * id its requests are logged under. Every other request gets a random UUID.
 */
export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  if (!trustProxy) return () => randomUUID();
  return (req) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  };
}

/**
 * Every answer carries its request id (`x-request-id`), the one its log lines carry as `reqId`, and an unknown
 * route answers Fastify's usual 404 JSON with the id in it.
 */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      statusCode: 404,
      error: STATUS_CODES[404],
      message: `Route ${request.method}:${request.url} not found`,
      requestId: request.id,
    }),
  );
}
