import { sessionCookieName } from '@afilia/auth';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isSameOrigin(request: FastifyRequest, allowedOrigins: Set<string>): boolean {
  if (request.headers['sec-fetch-site'] === 'same-origin') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (allowedOrigins.has(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * tRPC accepts form posts without a CORS preflight, so a state-changing request that carries the session
 * cookie must prove it comes from our own pages. A cross-site Origin is refused even without a cookie
 * (that stops login CSRF); server-to-server calls without Origin and without the cookie pass.
 */
export function registerCsrfProtection(
  app: FastifyInstance,
  options: { allowedOrigins: string[]; secureCookies: boolean },
) {
  const allowed = new Set(options.allowedOrigins);
  const cookieName = sessionCookieName(options.secureCookies);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const hasSession = Boolean(request.cookies[cookieName]);
    const hasOrigin = Boolean(request.headers.origin) || Boolean(request.headers['sec-fetch-site']);
    if (!hasSession && !hasOrigin) return;
    if (isSameOrigin(request, allowed)) return;
    return reply.code(403).send({ error: { appCode: 'errors.csrf', message: 'errors.csrf' } });
  });
}
