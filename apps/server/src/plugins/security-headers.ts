import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** What Stripe.js and its card Element need (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * Helmet with a CSP that allows only what the SPA needs; `extraScriptHashes` covers inline scripts in
 * index.html, and `stripe` opens what Stripe.js needs when the Stripe path is configured.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean; extraScriptHashes: string[]; stripe?: boolean },
) {
  const stripe = options.stripe ? STRIPE_SOURCES : { script: [], frame: [], connect: [] };
  await app.register(helmet, {
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
}
