import {
  type RateLimiter,
  type RefusedCallers,
  refusedCallerKey,
  retryAfterSeconds,
} from '@afilia/api/server';
import { matchLocale } from '@afilia/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isExemptFromHttpLimit } from './exempt-requests';
import { renderRateLimitedPage } from './rate-limited-page';

/**
 * The refusal page's own policy, whatever route it stands in for (a redirect route carries no document CSP):
 * nothing but its inline style may load.
 */
const RATE_LIMITED_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A browser loading a page (a link, the address bar, a reload), as opposed to a script's fetch. */
export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const mode = request.headers['sec-fetch-mode'];
  if (mode) return mode === 'navigate';
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Answers 429 with `Retry-After`: a small translated page for a page navigation, the API's JSON error
 * otherwise. Sent from the hook, with no Error thrown: nothing is allocated for the error handler or its log.
 */
export function sendRateLimited(request: FastifyRequest, reply: FastifyReply, seconds: number) {
  reply.code(429).header('retry-after', String(seconds)).header('cache-control', 'no-store');
  if (isPageNavigation(request))
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', RATE_LIMITED_PAGE_CSP)
      .send(renderRateLimitedPage(matchLocale(request.headers['accept-language']), seconds));
  return reply.send({
    statusCode: 429,
    error: {
      appCode: 'errors.rateLimited',
      message: 'errors.rateLimited',
      appParams: { retryAfterSeconds: String(seconds) },
    },
  });
}

/**
 * Whether a request-log line should be skipped: refusals are reported in aggregate (RejectionReport), never a
 * line each, so that a flood cannot fill the disk with them.
 */
export function isRateLimitRefusal(reply: FastifyReply): boolean {
  return reply.statusCode === 429;
}

/**
 * The per-IP budget of HTTP requests that never reach tRPC: redirects, downloads, uploads, product pages.
 * Also the door of the API tier: an anonymous tRPC call (no session cookie) from an address the tier has just
 * refused is answered here until its window ends, so a flood costs a map lookup per request, not a tRPC call.
 */
export function registerHttpRateLimit(
  app: FastifyInstance,
  limiter: RateLimiter,
  door: { refused: RefusedCallers; sessionCookieName: string },
) {
  const sessionCookie = `${door.sessionCookieName}=`;
  app.addHook('onRequest', async (request, reply) => {
    if (door.refused.size > 0 && request.url.startsWith('/trpc/')) {
      if (request.headers.cookie?.includes(sessionCookie)) return;
      const waitMs = door.refused.retryAfterMs(refusedCallerKey(request.method !== 'GET', request.ip));
      if (waitMs > 0)
        return sendTrpcRateLimited(
          request,
          reply,
          retryAfterSeconds({ allowed: false, retryAfterMs: waitMs }),
        );
      return;
    }
    if (isExemptFromHttpLimit(request)) return;
    const decision = await limiter.hit(`ip:${request.ip}`);
    if (!decision.allowed) return sendRateLimited(request, reply, retryAfterSeconds(decision));
  });
}

/**
 * The error tRPC itself would answer for a refused call (superjson-wrapped, one per call of a batch), so the
 * web client reads a door refusal exactly like one from inside tRPC.
 */
function sendTrpcRateLimited(request: FastifyRequest, reply: FastifyReply, seconds: number) {
  const error = {
    error: {
      json: {
        message: 'errors.rateLimited',
        code: -32029,
        data: {
          code: 'TOO_MANY_REQUESTS',
          httpStatus: 429,
          appCode: 'errors.rateLimited',
          appParams: { retryAfterSeconds: String(seconds) },
          zodIssues: null,
          requestId: request.id,
        },
      },
    },
  };
  const query = request.query as { batch?: unknown } | undefined;
  const path = request.url.slice('/trpc/'.length).split('?')[0] ?? '';
  const calls = query?.batch === '1' ? Math.min(path.split(',').length, 10) : 0;
  reply.code(429).header('retry-after', String(seconds)).header('cache-control', 'no-store');
  return reply.send(calls > 0 ? Array.from({ length: calls }, () => error) : error);
}
