import { Readable } from 'node:stream';
import { eq, productPricing, products } from '@afilia/db';
import type { ProductLink } from '@afilia/validators';
import { expect } from 'vitest';
import { type CheckoutInputOverrides, checkoutWorld } from '../checkout/checkout-world';
import type { TestApp } from '../support/harness';
import { expectOk } from '../support/harness';

export const VIDEO = { title: 'Aula de boas-vindas', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
export const EXTERNAL_DOWNLOAD = { title: 'Bônus externo', url: 'https://cdn.example.com/bonus.zip' };

/**
 * The checkout world plus what the buyer's side needs: products with a real uploaded private file, a
 * purchase through checkout.start, signed links fetched through the app, and the outbox.
 */
export function ordersWorld(t: TestApp) {
  const world = checkoutWorld(t);

  async function uploadPrivateFile(ownerId: string, content: string) {
    return t.storage.upload(t.db, {
      bucket: 'product-files',
      ownerId,
      body: Readable.from([Buffer.from(content)]),
      originalName: 'apostila.pdf',
      declaredType: 'application/pdf',
    });
  }

  /** A priced product whose downloads are an uploaded private file and an external link, with one video. */
  async function addProductWithFiles(
    producerId: string,
    options: { membership?: boolean; commissionRecurring?: boolean; priceCents?: number } = {},
  ) {
    const content = `conteúdo privado ${Math.random()}`;
    const file = await uploadPrivateFile(producerId, content);
    const product = await world.addProduct(producerId, {
      pricing: {
        priceCents: options.priceCents ?? 9_990,
        commissionType: 'percentage',
        commissionValue: 2000,
      },
    });
    const downloadLinks: ProductLink[] = [{ title: 'Apostila', url: file.path }, EXTERNAL_DOWNLOAD];
    await t.db
      .update(products)
      .set({
        instructions: 'Acesse a área de membros com o seu email.',
        downloadLinks,
        youtubeVideos: [VIDEO],
        category: options.membership ? 'membership' : 'digital-course',
      })
      .where(eq(products.id, product.id));
    if (options.commissionRecurring)
      await t.db
        .update(productPricing)
        .set({ commissionRecurring: true })
        .where(eq(productPricing.productId, product.id));
    return { ...product, file, content };
  }

  async function buy(
    productCode: string,
    options: CheckoutInputOverrides & { cookie?: string; locale?: 'pt-BR' | 'en-US' | 'es' } = {},
  ) {
    const input = { ...world.checkoutInput(productCode, options), locale: options.locale };
    const call = await t.call('checkout.start', input, options.cookie ? { cookie: options.cookie } : {});
    expect(call.status, String(call.appCode)).toBe(200);
    const result = expectOk(call);
    return { result, sale: await world.saleByOrder(result.orderCode) };
  }

  /** GETs a link through the app (absolute links of this app, or site paths). */
  async function fetchThroughApp(url: string) {
    const path = url.startsWith(t.config.appUrl) ? url.slice(t.config.appUrl.length) : url;
    return t.app.inject({ method: 'GET', url: path });
  }

  /** The emails to an address (of one template, when given), in the order they were enqueued. */
  const emailsTo = (to: string, template?: string) => t.emailsTo(to, template ? [template] : []);

  return { ...world, uploadPrivateFile, addProductWithFiles, buy, fetchThroughApp, emailsTo };
}
