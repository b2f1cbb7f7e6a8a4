import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, productPricing, products, profiles, userContactInfo, users } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/harness';

const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Afilia: plataforma de vendas com afiliados." />
    <title>Afilia</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>
</html>
`;

const TRICKY_TITLE = `<script>alert("x")</script> Curso & 'Aspas'`;
const LONG_DESCRIPTION = `Primeira linha\n\n   com espaços   ${'palavra '.repeat(60)}fim`;

let t: TestApp;
let webDist = '';
let producerId = '';
let suspendedId = '';

async function insertProducer(email: string, fullName: string) {
  const [user] = await t.db.insert(users).values({ email, passwordHash: 'x' }).returning({ id: users.id });
  if (!user) throw new Error('no user');
  await t.db.insert(profiles).values({ id: user.id, email, fullName, isProducer: true, status: 'active' });
  return user.id;
}

async function insertProduct(
  userId: string,
  code: string,
  extra: Partial<typeof products.$inferInsert> = {},
  priceCents: number | null = 19700,
) {
  const [product] = await t.db
    .insert(products)
    .values({
      userId,
      productCode: code,
      title: `Produto ${code}`,
      description: 'Descrição',
      category: 'ebook',
      instructions: 'Instruções secretas',
      imageLinks: [],
      downloadLinks: [{ title: 'Arquivo', url: 'https://cdn.example.com/segredo.pdf' }],
      youtubeVideos: [],
      ...extra,
    })
    .returning({ id: products.id });
  if (!product) throw new Error('no product');
  if (priceCents !== null)
    await t.db.insert(productPricing).values({
      productId: product.id,
      priceCents,
      commissionType: 'percentage',
      commissionValue: 4000,
    });
}

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'afilia-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST_DIR: webDist });
  producerId = await insertProducer('paula@example.com', 'Paula Produtora');
  suspendedId = await insertProducer('suspensa@example.com', 'Sara Suspensa');
  await t.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.id, suspendedId));
  await t.db.insert(userContactInfo).values({
    userId: producerId,
    contactEmail: 'contato@paula.example',
    phoneNumber: '+55 11 3000-0000',
    whatsappNumber: '+55 (11) 98888-7777',
  });
  await insertProduct(producerId, 'AB23', {
    title: TRICKY_TITLE,
    description: LONG_DESCRIPTION,
    category: 'digital-course',
    email: 'vendas@paula.example',
    imageLinks: ['/files/product-images/capa.png', 'https://cdn.example.com/2.jpg'],
    youtubeVideos: [
      { title: 'Apresentação', url: 'https://youtu.be/dQw4w9WgXcQ' },
      { title: 'Quebrado', url: 'https://example.com/nao-e-youtube' },
    ],
  });
  await insertProduct(producerId, 'CD45', { imageLinks: ['https://cdn.example.com/capa.jpg'] });
  await insertProduct(producerId, 'EF67', {}, null);
  await insertProduct(suspendedId, 'GH89');
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('catalog.product', () => {
  it('shows a product with pricing to an anonymous visitor, without commission, instructions or downloads', async () => {
    const result = await t.call('catalog.product', { productCode: 'AB23' });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({
      productCode: 'AB23',
      title: TRICKY_TITLE,
      description: LONG_DESCRIPTION,
      category: 'digital-course',
      imageUrls: ['/files/product-images/capa.png', 'https://cdn.example.com/2.jpg'],
      priceCents: 19700,
      installmentOptions: [
        { count: 1, installmentCents: 19700, totalCents: 19700, feeCents: 0, interestFree: true },
      ],
      paymentMethods: ['card'],
      cardAccount: null,
      videos: [{ title: 'Apresentação', youtubeId: 'dQw4w9WgXcQ' }],
      producerName: 'Paula Produtora',
      contact: {
        email: 'vendas@paula.example',
        phone: '+55 11 3000-0000',
        whatsappUrl: 'https://wa.me/5511988887777',
      },
    });
  });

  it('prefers the custom WhatsApp link, and has no contact when nothing is set', async () => {
    await t.db
      .update(userContactInfo)
      .set({ whatsappCustomLink: 'https://wa.me/message/ABC' })
      .where(eq(userContactInfo.userId, producerId));
    const custom = await t.call('catalog.product', { productCode: 'CD45' });
    expect(custom.data).toMatchObject({
      contact: {
        email: 'contato@paula.example',
        phone: '+55 11 3000-0000',
        whatsappUrl: 'https://wa.me/message/ABC',
      },
    });
    await t.db.delete(userContactInfo).where(eq(userContactInfo.userId, producerId));
    const none = await t.call('catalog.product', { productCode: 'CD45' });
    expect(none.data).toMatchObject({ contact: null, producerName: 'Paula Produtora' });
  });

  it.each([
    ['a product without pricing', 'EF67'],
    ['a suspended producer', 'GH89'],
    ['an unknown code', 'ZZ99'],
  ])('answers 404 for %s', async (_case, productCode) => {
    const result = await t.call('catalog.product', { productCode });
    expect(result.status).toBe(404);
    expect(result.appCode).toBe('errors.catalog.productNotFound');
  });

  it.each([['ab23'], ['AB2'], ['AB2I'], ["'; drop"], ['A'.repeat(500)]])(
    'answers a malformed code %s with 4xx, never 500',
    async (productCode) => {
      const result = await t.call('catalog.product', { productCode });
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
    },
  );
});

describe('GET /p/{code}', () => {
  it('carries the escaped title, description, Open Graph tags and canonical link in the first response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/p/AB23?utm_source=whatsapp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    const escapedTitle = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Curso &amp; &#39;Aspas&#39;';
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(`<title>${escapedTitle} | Afilia</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<meta property="og:title" content="${escapedTitle}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="og:site_name" content="Afilia" />');
    expect(html).toContain('<meta property="og:locale" content="pt_BR" />');
    expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/p/AB23" />`);
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/p/AB23" />`);
    expect(html).toContain(
      `<meta property="og:image" content="${TEST_ORIGIN}/files/product-images/capa.png" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const description = /<meta property="og:description" content="([^"]*)" \/>/.exec(html)?.[1] ?? '';
    expect(description.startsWith('Primeira linha com espaços palavra palavra')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
    expect(html).toContain(`<meta name="description" content="${description}" />`);
    // The app itself is untouched: its root and module script are still there, no inline script added.
    expect(html).toContain('<div id="root"></div><script type="module" src="/assets/index.js"></script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('keeps an absolute image URL as it is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/p/CD45' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<meta property="og:image" content="https://cdn.example.com/capa.jpg" />',
    );
    expect(response.body).toContain('<title>Produto CD45 | Afilia</title>');
  });

  it.each([
    ['an unknown code', '/p/ZZ99'],
    ['a product without pricing', '/p/EF67'],
    ['a suspended producer', '/p/GH89'],
    ['a malformed code', '/p/ab%2F'],
    ['a lowercase code', '/p/ab23'],
  ])('answers %s with the app page and status 404', async (_case, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Afilia</title>');
    expect(response.body).not.toContain('og:title');
  });

  it('serves other pages with the generic head', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Afilia</title>');
    expect(response.body).not.toContain('og:title');
  });
});
