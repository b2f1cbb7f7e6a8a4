// The head tags the server writes into a page's first response for crawlers and link previews (they run no
// JavaScript): the product page and the blog share the common part.

/** Link-preview crawlers (WhatsApp, Facebook, Telegram) show about this much of og:description. */
export const META_DESCRIPTION_MAX = 200;
export const SITE_NAME = 'Afilia';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text on one line, cut at a word boundary to at most `max` characters (with '…' when cut). */
export function summarize(text: string, max = META_DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Our own files are site paths: crawlers need them absolute on the app's origin. */
export function absoluteUrl(pathOrUrl: string, appUrl: string): string | null {
  try {
    const url = new URL(pathOrUrl, appUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

export interface PageHead {
  /** The document's `<title>`. */
  title: string;
  description: string;
  /** The canonical URL, also og:url. */
  url: string;
  type: 'website' | 'article' | 'product';
  /** og:title, when it is not the document's title. */
  ogTitle?: string;
  /** An absolute image URL, with its alt text. */
  image?: { url: string; alt: string } | null;
}

/** Title, description, canonical link and the Open Graph tags every page has (image when there is one). */
export function pageHeadTags(head: PageHead): string[] {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:title', head.ogTitle ?? head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    ...(head.image
      ? [meta('property', 'og:image', head.image.url), meta('property', 'og:image:alt', head.image.alt)]
      : []),
  ];
}

/** The Twitter card: the large one when the page has an image. */
export function twitterCard(hasImage: boolean): string {
  return meta('name', 'twitter:card', hasImage ? 'summary_large_image' : 'summary');
}

const TITLE_TAG = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION_TAG = /<meta\s+name=["']description["'][^>]*>\s*/i;

/** `html` (index.html or a prerendered page) with its title and description replaced by `tags`. */
export function withHeadTags(html: string, tags: string): string {
  const withoutDescription = html.replace(DESCRIPTION_TAG, '');
  if (TITLE_TAG.test(withoutDescription)) return withoutDescription.replace(TITLE_TAG, () => tags);
  return withoutDescription.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
