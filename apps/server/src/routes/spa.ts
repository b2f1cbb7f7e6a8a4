import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getPublicProduct } from '@afilia/api';
import type { Database } from '@afilia/db';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { renderProductPage } from '../catalog/product-meta';

const API_PREFIXES = ['/trpc', '/api/', '/files/', '/dev/', '/healthz', '/readyz'];

/** SHA-256 hashes of the inline scripts in index.html, for the CSP. */
export function inlineScriptHashes(webDistDir: string): string[] {
  const indexPath = path.join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) return [];
  const html = readFileSync(indexPath, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim().length > 0)
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
}

/** The public product page's path: `/p/{productCode}`, nothing after the code but a query string. */
const PRODUCT_PAGE = /^\/p\/([^/?#]+)(?:\?.*)?$/;
/** Its checkout, `/p/{productCode}/checkout`: the same product lookup, the same 404 for a product not for sale. */
const CHECKOUT_PAGE = /^\/p\/([^/?#]+)\/checkout(?:\?.*)?$/;
const PRODUCT_CODE = /^[A-HJ-NP-Z2-9]{4}$/;

export interface SpaOptions {
  db: Database;
  /** The public origin, for the absolute URLs link previews need (og:url, og:image, canonical). */
  appUrl: string;
}

/**
 * Serves the built SPA: hashed assets with long caching, and index.html for every other page (history
 * fallback). A product page (/p/{code}) gets the product's title, description and Open Graph tags in its
 * first response, for link-preview crawlers that run no JavaScript; an unknown code gets status 404. Its
 * checkout (/p/{code}/checkout) answers the same way; the thank-you page and /orders are plain app pages.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string, options: SpaOptions) {
  const indexPath = path.join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ webDistDir }, 'web build not found: run `npm run build` to serve the app');
    return;
  }
  const indexHtml = readFileSync(indexPath);
  const indexText = indexHtml.toString('utf8');
  const sendHtml = (reply: FastifyReply, html: string | Buffer, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  async function sendProductPage(reply: FastifyReply, productCode: string) {
    if (!PRODUCT_CODE.test(productCode)) return sendHtml(reply, indexHtml, 404);
    let product: Awaited<ReturnType<typeof getPublicProduct>>;
    try {
      product = await getPublicProduct(options.db, productCode);
    } catch (error) {
      // Without the tags the page still works: the app loads the product itself and shows its own error.
      reply.log.error({ err: error }, 'product page: product lookup failed');
      return sendHtml(reply, indexHtml);
    }
    if (!product) return sendHtml(reply, indexHtml, 404);
    return sendHtml(reply, renderProductPage(indexText, product, options.appUrl));
  }

  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });
  app.get('/*', async (request, reply) => {
    const productPage = PRODUCT_PAGE.exec(request.url) ?? CHECKOUT_PAGE.exec(request.url);
    if (productPage) return sendProductPage(reply, productPage[1] ?? '');
    const url = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => url.startsWith(prefix))) return reply.callNotFound();
    const file = path.join(webDistDir, path.normalize(url));
    if (url !== '/' && file.startsWith(webDistDir) && existsSync(file) && statSync(file).isFile()) {
      return reply.sendFile(path.relative(webDistDir, file));
    }
    return sendHtml(reply, indexHtml);
  });
}
