import type { PublicProduct } from '@afilia/api/server';
import {
  absoluteUrl,
  meta,
  pageHeadTags,
  SITE_NAME,
  summarize,
  twitterCard,
  withHeadTags,
} from '../seo/head-tags';

/** The head tags of a product page: title, description, Open Graph, Twitter card and canonical link. */
export function productHeadTags(product: PublicProduct, appUrl: string): string {
  const pageUrl = new URL(`/p/${product.productCode}`, appUrl).href;
  const title = `${product.title} | ${SITE_NAME}`;
  const description = summarize(product.description);
  const cover = product.imageUrls[0];
  const image = cover ? absoluteUrl(cover, appUrl) : null;
  return [
    ...pageHeadTags({
      title,
      description,
      url: pageUrl,
      type: 'product',
      ogTitle: product.title,
      image: image ? { url: image, alt: product.title } : null,
    }),
    meta('property', 'product:price:amount', (product.priceCents / 100).toFixed(2)),
    meta('property', 'product:price:currency', 'BRL'),
    twitterCard(image !== null),
  ].join('\n    ');
}

/** index.html with its generic title and description replaced by the product's head tags. */
export function renderProductPage(indexHtml: string, product: PublicProduct, appUrl: string): string {
  return withHeadTags(indexHtml, productHeadTags(product, appUrl));
}
