import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** What Stripe.js and its card Element need (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * Helmet's headers with a CSP that allows only what the SPA needs; `extraScriptHashes` covers inline scripts
 * in index.html, and `stripe` opens what Stripe.js needs when the Stripe path is configured.
 *
 * The headers do not depend on the request (the CSP uses hashes, not nonces), so they are computed once at
 * start-up and copied onto every reply, rather than rebuilt by Helmet's middleware on each request.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean; extraScriptHashes: string[]; stripe?: boolean },
) {
  const headers = securityHeaders(options);
  const redirectOnly = Object.fromEntries(
    Object.entries(headers).filter(([name]) => REDIRECT_HEADERS.has(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.securityHeaders === 'redirect' ? redirectOnly : headers);
    done();
  });
}

/**
 * What a route that only ever answers with a redirect keeps: a browser renders nothing from it, so the
 * document policies (CSP, framing, cross-origin isolation) have nothing to apply to; these still do.
 */
const REDIRECT_HEADERS = new Set(['strict-transport-security', 'x-content-type-options', 'referrer-policy']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'redirect' for a route that only redirects: the headers a redirect needs, not the document's. */
    securityHeaders?: 'redirect';
  }
}

/** The headers Helmet would set, captured once from its middleware. */
export function securityHeaders(options: {
  production: boolean;
  extraScriptHashes: string[];
  stripe?: boolean;
}): Record<string, string> {
  const stripe = options.stripe ? STRIPE_SOURCES : { script: [], frame: [], connect: [] };
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.extraScriptHashes.map((h) => `'${h}'`), ...stripe.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com', ...stripe.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: options.production,
  });
  const headers: Record<string, string> = {};
  const capture = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, capture as unknown as ServerResponse, () => {});
  return headers;
}
