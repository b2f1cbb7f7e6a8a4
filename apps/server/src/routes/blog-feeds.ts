import {
  type BlogArticleSummary,
  listFeedArticles,
  listSitemapArticles,
  type SitemapArticle,
} from '@afilia/api/server';
import type { Database } from '@afilia/db';
import type { FastifyInstance } from 'fastify';
import { articleUrl, blogListUrl, blogTexts, categoryLabel } from '../blog/blog-meta';

/** The public pages a crawler should know, besides the blog's articles. */
export const SITEMAP_PUBLIC_PATHS = [
  '/',
  '/plans',
  '/features',
  '/about',
  '/blog',
  '/contact',
  '/terms',
  '/privacy',
  '/docs/api',
] as const;

/** Crawlers and feed readers may keep these a few minutes; a new article shows up within that. */
const FEED_CACHE_CONTROL = 'public, max-age=300';

// Characters XML 1.0 does not allow at all (C0 controls but tab, LF, CR; U+FFFE, U+FFFF), and lone surrogates.
const XML_INVALID =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters removed
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text or attribute value made safe in XML: the five markup characters escaped, invalid characters removed. */
export function escapeXml(value: string): string {
  return value
    .replace(XML_INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function element(name: string, text: string, attributes = ''): string {
  return `<${name}${attributes}>${escapeXml(text)}</${name}>`;
}

/** sitemaps.org: the public pages, then every published article with its last change. */
export function sitemapXml(appUrl: string, articles: SitemapArticle[]): string {
  const newest = articles.reduce<Date | null>(
    (latest, article) => (!latest || article.updatedAt > latest ? article.updatedAt : latest),
    null,
  );
  const pages = SITEMAP_PUBLIC_PATHS.map((path) => {
    const lastmod = path === '/blog' && newest ? element('lastmod', newest.toISOString()) : '';
    return `  <url>${element('loc', new URL(path, appUrl).href)}${lastmod}</url>`;
  });
  const posts = articles.map(
    (article) =>
      `  <url>${element('loc', articleUrl(article.slug, appUrl))}${element('lastmod', article.updatedAt.toISOString())}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...posts,
    '</urlset>',
    '',
  ].join('\n');
}

/** RSS 2.0 with the newest published articles: title, link, guid, pubDate, the excerpt and the categories. */
export function rssXml(appUrl: string, articles: BlogArticleSummary[], now = new Date()): string {
  const texts = blogTexts();
  const selfUrl = new URL('/rss.xml', appUrl).href;
  const newest = articles[0]?.publishedAt ?? now;
  const items = articles.map((article) => {
    const link = articleUrl(article.slug, appUrl);
    return [
      '    <item>',
      `      ${element('title', article.title)}`,
      `      ${element('link', link)}`,
      `      ${element('guid', link, ' isPermaLink="true"')}`,
      `      ${element('pubDate', (article.publishedAt ?? article.createdAt).toUTCString())}`,
      `      ${element('description', article.excerpt)}`,
      `      ${element('category', categoryLabel(article.category))}`,
      ...article.tags.map((tag) => `      ${element('category', tag)}`),
      `      ${element('dc:creator', article.authorName)}`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', texts.feedTitle)}`,
    `    ${element('link', blogListUrl(appUrl))}`,
    `    ${element('description', texts.listDescription)}`,
    '    <language>pt-BR</language>',
    `    ${element('lastBuildDate', newest.toUTCString())}`,
    `    <atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export interface BlogFeedOptions {
  db: Database;
  appUrl: string;
}

/** GET /sitemap.xml and GET /rss.xml, read from the database on each request (cached briefly by clients). */
export function registerBlogFeedRoutes(app: FastifyInstance, options: BlogFeedOptions) {
  app.get('/sitemap.xml', async (_request, reply) => {
    const articles = await listSitemapArticles(options.db);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', FEED_CACHE_CONTROL)
      .send(sitemapXml(options.appUrl, articles));
  });
  app.get('/rss.xml', async (_request, reply) => {
    const articles = await listFeedArticles(options.db);
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', FEED_CACHE_CONTROL)
      .send(rssXml(options.appUrl, articles));
  });
}
