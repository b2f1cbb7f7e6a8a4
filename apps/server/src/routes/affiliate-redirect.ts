import {
  type AffiliateLinkResolver,
  type ClickRecorder,
  encodeAttribution,
  type ResolvedLink,
  readAttribution,
} from '@afilia/api/server';
import { type SessionCache, sessionCookieName } from '@afilia/auth';
import type { Database } from '@afilia/db';
import { ATTRIBUTION_COOKIE } from '@afilia/validators';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isBot } from '../affiliate-redirect/bot-detection';

export interface AffiliateRedirectDeps {
  db: Database;
  affiliateLinks: AffiliateLinkResolver;
  clickRecorder: ClickRecorder;
  /** The same validated-session cache as the API: a signed-in visitor's click costs no query when warm. */
  sessionCache: Pick<SessionCache, 'validate'>;
  /** Signs the `afilia_ref` cookie (see `clickSecrets`). */
  attributionSecret: string;
  secureCookies: boolean;
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Whether the browser is following the link as a page (a top-level navigation), by its Fetch Metadata: an
 * `<img>`, `<script>` or `fetch()` pointed at the link from another site, or a hidden frame, is not a visit.
 * A browser that sends no such headers (older ones, some in-app webviews) is taken at its word.
 */
function isNavigation(request: FastifyRequest): boolean {
  const dest = request.headers['sec-fetch-dest'];
  const mode = request.headers['sec-fetch-mode'];
  return (dest === undefined || dest === 'document') && (mode === undefined || mode === 'navigate');
}

/**
 * GET /r/{code}: a reseller's link. A link that may attribute redirects (302) to the product page
 * `/p/{productCode}` with the query string kept, sets the attribution cookie (last click wins) and records
 * the click off the response path; anything else redirects to `/`, so the route tells nothing about a code.
 * A request that is not a navigation (see `isNavigation`) is redirected but neither attributed nor counted,
 * and so is a visitor signed in as the link's reseller or as the product's producer; bots and link-preview
 * crawlers are attributed (harmless) but not counted. Which clicks count, and which are unique, the click
 * recorder decides when it writes (per IP, not per user agent). Anonymous visitors cost no database query
 * beyond the cached link lookup, and signed-in ones none while their session is cached.
 */
export function registerAffiliateRedirect(app: FastifyInstance, deps: AffiliateRedirectDeps) {
  const cookieBase = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: deps.secureCookies };
  const sessionCookie = sessionCookieName(deps.secureCookies);

  /** Whether the session cookie's holder is the link's reseller or the product's producer. */
  async function isOwnLink(token: string, reply: FastifyReply, link: ResolvedLink) {
    const session = await deps.sessionCache.validate(deps.db, token);
    if (!session) return false;
    // Keep the browser's cookie in step with a renewed session, as every tRPC call does.
    if (session.renewed)
      reply.setCookie(sessionCookie, token, { ...cookieBase, expires: session.session.expiresAt });
    return session.user.id === link.resellerId || session.user.id === link.producerId;
  }

  /** The page an unknown or retired affiliate link leads to. */
  const LINK_NOT_FOUND_PATH = '/link-not-found';

  // The hot path: one access-log line per click is noise at info level (the clicks table is the record), and
  // a redirect needs none of the document's security headers (a kilobyte on every answer).
  const routeOptions = { logLevel: 'warn', config: { securityHeaders: 'redirect' } } as const;
  app.get<{ Params: { code: string } }>('/r/:code', routeOptions, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let link: ResolvedLink | null;
    try {
      link = await deps.affiliateLinks.resolve(request.params.code);
    } catch (error) {
      request.log.error({ err: error }, 'affiliate link lookup failed');
      link = null;
    }
    // An unknown or retired code says so on a page of its own, rather than landing silently on the home page.
    if (!link) return reply.redirect(LINK_NOT_FOUND_PATH, 302);
    const target = `/p/${link.productCode}${queryString(request.url)}`;
    if (!isNavigation(request)) return reply.redirect(target, 302);

    // Only a visitor with a session cookie costs a query; anonymous visitors go straight on.
    const sessionToken = request.cookies[sessionCookie];
    if (sessionToken) {
      let ownLink: boolean;
      try {
        ownLink = await isOwnLink(sessionToken, reply, link);
      } catch (error) {
        // When it cannot be told whether the visitor owns the link, neither attribute nor count the visit.
        request.log.error({ err: error }, 'affiliate redirect: session check failed');
        ownLink = true;
      }
      if (ownLink) return reply.redirect(target, 302);
    }

    const now = Date.now();
    const userAgent = request.headers['user-agent'];
    // HEAD is what preview fetchers send to probe a link; a person's browser navigates with GET.
    if (request.method === 'GET' && !isBot(userAgent)) {
      const previous = readAttribution(deps.attributionSecret, request.cookies[ATTRIBUTION_COOKIE], now);
      deps.clickRecorder.record({
        affiliationId: link.affiliationId,
        clickedAt: now,
        ip: request.ip,
        userAgent: userAgent ?? '',
        referer: request.headers.referer,
        previousClickAt: previous?.affiliationId === link.affiliationId ? previous.clickedAt : null,
      });
    }
    const attribution = {
      affiliationId: link.affiliationId,
      clickedAt: now,
      attributionWindowDays: link.attributionWindowDays,
    };
    reply.setCookie(ATTRIBUTION_COOKIE, encodeAttribution(deps.attributionSecret, attribution), {
      ...cookieBase,
      maxAge: link.attributionWindowDays * DAY_SECONDS,
    });
    return reply.redirect(target, 302);
  });
}

/**
 * The request's query string (with its `?`), passed on to the product page as it came (utm_source…). The
 * target path is fixed, so the query cannot turn the redirect elsewhere; bytes a header may not carry are
 * percent-encoded.
 */
function queryString(url: string): string {
  const start = url.indexOf('?');
  if (start < 0 || start === url.length - 1) return '';
  return url.slice(start).replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char));
}
