import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the HTTP-level rate limit skips this route (health checks, metrics, signed webhooks). */
    rateLimit?: false;
  }
}

/** Always answered, whatever the load: load balancers and monitoring call them. */
const UNLIMITED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * GET prefixes that do work per request (a database lookup, a file stream, a click, an article's head tags,
 * the sitemap and the feed): they keep the per-IP budget. Every other GET is a static file, a prerendered
 * page (the blog list's included) or the SPA shell, all served from memory or disk without touching the
 * database.
 */
const DYNAMIC_GET_PREFIXES = [
  '/r/',
  '/p/',
  '/files/',
  '/api/',
  '/dev/',
  '/blog/',
  '/sitemap.xml',
  '/rss.xml',
];

/**
 * Whether the HTTP-level per-IP limit skips this request. tRPC calls are counted per call, per user or IP,
 * inside tRPC (packages/api/src/trpc.ts): counting them here too would give an office or a carrier's shared
 * address one budget again. See docs/decisions/016.
 */
export function isExemptFromHttpLimit(request: FastifyRequest): boolean {
  if (request.routeOptions.config?.rateLimit === false) return true;
  const url = request.url;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.startsWith('/trpc/')) return true;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (UNLIMITED_PATHS.has(path)) return true;
  for (const prefix of DYNAMIC_GET_PREFIXES) if (path.startsWith(prefix)) return false;
  return true;
}
