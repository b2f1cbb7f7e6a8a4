import type { PublicProduct } from '@afilia/api';

/** Link-preview crawlers (WhatsApp, Facebook, Telegram) show about this much of og:description. */
export const META_DESCRIPTION_MAX = 200;
const SITE_NAME = 'Afilia';

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

/** The head tags of a product page: title, description, Open Graph, Twitter card and canonical link. */
export function productHeadTags(product: PublicProduct, appUrl: string): string {
  const pageUrl = new URL(`/p/${product.productCode}`, appUrl).href;
  const title = `${product.title} | ${SITE_NAME}`;
  const description = summarize(product.description);
  const cover = product.imageUrls[0];
  const image = cover ? absoluteUrl(cover, appUrl) : null;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:title', product.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', product.title)] : []),
    meta('property', 'product:price:amount', (product.priceCents / 100).toFixed(2)),
    meta('property', 'product:price:currency', 'BRL'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ].join('\n    ');
}

const TITLE_TAG = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION_TAG = /<meta\s+name=["']description["'][^>]*>\s*/i;

/** index.html with its generic title and description replaced by the product's head tags. */
export function renderProductPage(indexHtml: string, product: PublicProduct, appUrl: string): string {
  const tags = productHeadTags(product, appUrl);
  const withoutDescription = indexHtml.replace(DESCRIPTION_TAG, '');
  if (TITLE_TAG.test(withoutDescription)) return withoutDescription.replace(TITLE_TAG, () => tags);
  return withoutDescription.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
