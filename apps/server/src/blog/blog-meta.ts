import type { BlogArticleDetail } from '@afilia/api/server';
import { translate } from '@afilia/i18n/translate';
import {
  absoluteUrl,
  escapeHtml,
  meta,
  pageHeadTags,
  SITE_NAME,
  summarize,
  twitterCard,
} from '../seo/head-tags';

/** The language the server-rendered head tags are written in (the reference language of the i18n resources). */
const LOCALE = 'pt-BR';

/** The blog's own texts for crawlers and feeds, from the i18n resources. */
export function blogTexts() {
  return {
    listTitle: translate(LOCALE, 'blog.seo.listTitle'),
    listDescription: translate(LOCALE, 'blog.seo.listDescription'),
    feedTitle: translate(LOCALE, 'blog.seo.feedTitle'),
  };
}

export function categoryLabel(category: string): string {
  return translate(LOCALE, `blog.categories.${category}`);
}

export function blogListUrl(appUrl: string): string {
  return new URL('/blog', appUrl).href;
}

export function articleUrl(slug: string, appUrl: string): string {
  return new URL(`/blog/${encodeURIComponent(slug)}`, appUrl).href;
}

function feedLink(appUrl: string): string {
  const href = new URL('/rss.xml', appUrl).href;
  return `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(blogTexts().feedTitle)}" href="${escapeHtml(href)}" />`;
}

/** A JSON text made safe inside a `<script>` data block: no `</script>`, no `<!--`. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head tags of /blog: title, description, canonical link, Open Graph (website) and the feed. */
export function blogListHeadTags(appUrl: string): string {
  const texts = blogTexts();
  const url = blogListUrl(appUrl);
  const title = `${texts.listTitle} | ${SITE_NAME}`;
  return [
    ...pageHeadTags({ title, description: texts.listDescription, url, type: 'website' }),
    twitterCard(false),
    feedLink(appUrl),
  ].join('\n    ');
}

/**
 * The head tags of an article page: title, description (the excerpt), canonical link, Open Graph (article,
 * with its image when it has a cover, its dates, section and tags), a Twitter card, the feed, and the
 * article as schema.org BlogPosting data (a JSON data block: not executed, so the CSP does not apply).
 */
export function articleHeadTags(article: BlogArticleDetail, appUrl: string): string {
  const url = articleUrl(article.slug, appUrl);
  const title = `${article.title} | ${SITE_NAME}`;
  const description = summarize(article.excerpt || article.title);
  const image = article.coverImageUrl ? absoluteUrl(article.coverImageUrl, appUrl) : null;
  const published = article.publishedAt?.toISOString() ?? null;
  const modified = article.updatedAt.toISOString();
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description,
    ...(image ? { image: [image] } : {}),
    ...(published ? { datePublished: published } : {}),
    dateModified: modified,
    author: { '@type': 'Person', name: article.authorName },
    publisher: { '@type': 'Organization', name: SITE_NAME },
    mainEntityOfPage: url,
    articleSection: categoryLabel(article.category),
    keywords: article.tags.join(', '),
    inLanguage: LOCALE,
  };
  return [
    ...pageHeadTags({
      title,
      description,
      url,
      type: 'article',
      ogTitle: article.title,
      image: image ? { url: image, alt: article.title } : null,
    }),
    ...(published ? [meta('property', 'article:published_time', published)] : []),
    meta('property', 'article:modified_time', modified),
    meta('property', 'article:author', article.authorName),
    meta('property', 'article:section', categoryLabel(article.category)),
    ...article.tags.map((tag) => meta('property', 'article:tag', tag)),
    twitterCard(image !== null),
    feedLink(appUrl),
    `<script type="application/ld+json">${jsonForScript(structured)}</script>`,
  ].join('\n    ');
}
