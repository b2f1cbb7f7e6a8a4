import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { findPublishedArticle, getPublicProduct } from '@afilia/api/server';
import type { Database } from '@afilia/db';
import { isBlogSlug, RESERVED_BLOG_SLUGS } from '@afilia/validators';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { articleHeadTags, blogListHeadTags } from '../blog/blog-meta';
import { renderProductPage } from '../catalog/product-meta';
import { pickPrecompressed, readPrecompressedVariants } from '../plugins/compression';
import { withHeadTags } from '../seo/head-tags';
import { RenderedPageCache } from './rendered-page-cache';
import { loadWebRenderer, type WebRenderer } from './web-renderer';

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
/** The blog (`/blog`, `/blog/`) and an article (`/blog/{slug}`; an article's id is read as well). */
const BLOG_LIST_PAGE = /^\/blog\/?(?:\?.*)?$/;
const BLOG_ARTICLE_PAGE = /^\/blog\/([^/?#]+)\/?(?:\?.*)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface SpaOptions {
  db: Database;
  /** The public origin, for the absolute URLs link previews need (og:url, og:image, canonical). */
  appUrl: string;
}

/** A prerendered page's file under dist/, and the search parameters that get the app shell instead. */
export interface PrerenderedPage {
  file: string;
  shellWith: string[];
}

/** One manifest entry: a file name, or `{ file, shellWith }`; anything else is ignored. */
function manifestEntry(value: unknown): PrerenderedPage | null {
  if (typeof value === 'string') return { file: value, shellWith: [] };
  if (typeof value !== 'object' || value === null) return null;
  const { file, shellWith } = value as { file?: unknown; shellWith?: unknown };
  if (typeof file !== 'string') return null;
  if (!Array.isArray(shellWith) || !shellWith.every((name) => typeof name === 'string')) return null;
  return { file, shellWith };
}

/** The prerendered public pages (apps/web/scripts/prerender.mjs): page path → its file under dist/. */
export function readPrerenderedPages(webDistDir: string): Map<string, PrerenderedPage> {
  const manifestPath = path.join(webDistDir, PRERENDERED_DIR, 'manifest.json');
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(manifestPath)) return pages;
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (typeof manifest !== 'object' || manifest === null) return pages;
  for (const [pagePath, value] of Object.entries(manifest)) {
    const entry = manifestEntry(value);
    const relativePath = entry ? path.posix.join(PRERENDERED_DIR, entry.file) : '';
    if (entry && pagePath.startsWith('/') && relativePath.endsWith('.html') && !relativePath.includes('..'))
      pages.set(pagePath, { file: relativePath, shellWith: entry.shellWith });
  }
  return pages;
}

/** Whether the request's query string names one of `parameters`. */
function carriesAny(query: string, parameters: readonly string[]): boolean {
  if (parameters.length === 0 || query === '') return false;
  const search = new URLSearchParams(query);
  return parameters.some((name) => search.has(name));
}

const PRERENDERED_DIR = 'prerendered';

/**
 * Serves the built SPA: hashed assets with long caching; the public pages prerendered at build (exact paths,
 * see readPrerenderedPages); the public product page (/p/{code}) rendered here with the product, its head tags
 * (for link-preview crawlers) and its data for the app; index.html for every other page (history fallback).
 * An unknown product code gets status 404. The checkout (/p/{code}/checkout) gets the head tags and the same
 * 404; the thank-you page and /orders are plain app pages.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string, options: SpaOptions) {
  const indexPath = path.join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ webDistDir }, 'web build not found: run `npm run build` to serve the app');
    return;
  }
  const prerenderedPages = readPrerenderedPages(webDistDir);
  // The built HTML files, read once: index.html and the prerendered pages.
  const htmlFiles = new Map<string, Buffer>(
    ['index.html', ...[...prerenderedPages.values()].map((page) => page.file)].map((file) => [
      file,
      readFileSync(path.join(webDistDir, file)),
    ]),
  );
  const indexText = (htmlFiles.get('index.html') ?? Buffer.alloc(0)).toString('utf8');
  const renderer = await loadRenderer(app, webDistDir);
  const renderedProductPages = new RenderedPageCache({ maxEntries: 500, ttlMs: 10 * 60_000 });

  const sendHtml = (reply: FastifyReply, html: string | Buffer, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  /** One of the built HTML files (a key of htmlFiles), with the page headers. */
  const htmlVariants = new Map(
    [...htmlFiles.keys()].map((file) => [file, readPrecompressedVariants(path.join(webDistDir, file))]),
  );
  const sendHtmlFile = (reply: FastifyReply, relativePath: string, status = 200) =>
    sendHtml(
      reply,
      pickPrecompressed(reply, htmlVariants.get(relativePath)) ?? htmlFiles.get(relativePath) ?? indexText,
      status,
    );

  async function sendProductPage(reply: FastifyReply, productCode: string, withBody: boolean) {
    if (!PRODUCT_CODE.test(productCode)) return sendHtmlFile(reply, 'index.html', 404);
    let product: Awaited<ReturnType<typeof getPublicProduct>>;
    try {
      product = await getPublicProduct(options.db, productCode);
    } catch (error) {
      // Without the tags the page still works: the app loads the product itself and shows its own error.
      reply.log.error({ err: error }, 'product page: product lookup failed');
      return sendHtmlFile(reply, 'index.html');
    }
    if (!product) return sendHtmlFile(reply, 'index.html', 404);
    const productPage = renderProductPage(indexText, product, options.appUrl);
    if (!withBody || !renderer) return sendHtml(reply, productPage);
    try {
      // The same product data renders the same page: only a changed product is rendered again.
      const key = RenderedPageCache.key(productPage, JSON.stringify(product));
      let page = renderedProductPages.get(key);
      if (page === undefined) {
        page = await renderer.renderProductDocument(productPage, product);
        renderedProductPages.set(key, page);
      }
      return sendHtml(reply, page);
    } catch (error) {
      // The app renders the page itself from the shell; the head tags are there either way.
      reply.log.error({ err: error }, 'product page: server rendering failed');
      return sendHtml(reply, productPage);
    }
  }

  /** The blog list's page: its prerendered page (when built) or the shell, with the blog's head tags. */
  const blogListPages = new Map<string, string>();
  const sendBlogListPage = (reply: FastifyReply, query: string) => {
    const prerendered = prerenderedPages.get('/blog');
    const file = prerendered && !carriesAny(query, prerendered.shellWith) ? prerendered.file : 'index.html';
    let page = blogListPages.get(file);
    if (page === undefined) {
      const base = (htmlFiles.get(file) ?? Buffer.from(indexText)).toString('utf8');
      page = withHeadTags(base, blogListHeadTags(options.appUrl));
      blogListPages.set(file, page);
    }
    return sendHtml(reply, page);
  };

  async function sendBlogArticlePage(reply: FastifyReply, rawSlug: string) {
    let slug: string;
    try {
      slug = decodeURIComponent(rawSlug).toLowerCase();
    } catch {
      return sendHtmlFile(reply, 'index.html', 404);
    }
    if (!isBlogSlug(slug) && !UUID.test(slug)) return sendHtmlFile(reply, 'index.html', 404);
    // The app's own pages under /blog/ (the editor's /blog/new): never an article's slug.
    if (RESERVED_BLOG_SLUGS.includes(slug)) return sendHtmlFile(reply, 'index.html');
    let article: Awaited<ReturnType<typeof findPublishedArticle>>;
    try {
      article = await findPublishedArticle(options.db, slug);
    } catch (error) {
      // Without the tags the page still works: the app loads the article itself.
      reply.log.error({ err: error }, 'blog article page: article lookup failed');
      return sendHtmlFile(reply, 'index.html');
    }
    if (!article) return sendHtmlFile(reply, 'index.html', 404);
    return sendHtml(reply, withHeadTags(indexText, articleHeadTags(article, options.appUrl)));
  }

  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    // dist/**/*.br and *.gz (apps/web/scripts/precompress.mjs), sent with `Vary: Accept-Encoding` to clients
    // that accept them; no routes of their own.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });
  app.get('/*', async (request, reply) => {
    const productPage = PRODUCT_PAGE.exec(request.url);
    if (productPage) return sendProductPage(reply, productPage[1] ?? '', true);
    const checkoutPage = CHECKOUT_PAGE.exec(request.url);
    if (checkoutPage) return sendProductPage(reply, checkoutPage[1] ?? '', false);
    const queryStart = request.url.indexOf('?');
    const url = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const query = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
    if (BLOG_LIST_PAGE.test(request.url)) return sendBlogListPage(reply, query);
    const blogArticlePage = BLOG_ARTICLE_PAGE.exec(request.url);
    if (blogArticlePage) return sendBlogArticlePage(reply, blogArticlePage[1] ?? '');
    if (API_PREFIXES.some((prefix) => url.startsWith(prefix))) return reply.callNotFound();
    const prerendered = prerenderedPages.get(url);
    if (prerendered && !carriesAny(query, prerendered.shellWith))
      return sendHtmlFile(reply, prerendered.file);
    const file = path.join(webDistDir, path.normalize(url));
    if (url !== '/' && file.startsWith(webDistDir) && existsSync(file) && statSync(file).isFile()) {
      return reply.sendFile(path.relative(webDistDir, file));
    }
    return sendHtmlFile(reply, 'index.html');
  });
}

/** The web app's server-side build, loaded (and warmed up in the background) when it was built. */
async function loadRenderer(app: FastifyInstance, webDistDir: string): Promise<WebRenderer | null> {
  try {
    const renderer = await loadWebRenderer(webDistDir);
    if (!renderer) app.log.info('web server-side build not found: product pages are served as the app shell');
    renderer
      ?.warmUp()
      .catch((error: unknown) => app.log.warn({ err: error }, 'product page: warm-up failed'));
    return renderer;
  } catch (error) {
    app.log.error(
      { err: error },
      'web server-side build failed to load: product pages are served as the app shell',
    );
    return null;
  }
}
