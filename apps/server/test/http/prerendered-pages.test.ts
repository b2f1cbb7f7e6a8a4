import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, productPricing, products, profiles, users } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPrerenderedPages } from '../../src/routes/spa';
import { createTestApp, type TestApp } from '../support/harness';

// A web build laid out as apps/web's build writes it: dist/ (index.html, assets, prerendered pages and their
// manifest) and, next to it, dist-ssr/entry-server.js, here a small module with the same two exports.
const THEME_SCRIPT = "document.documentElement.style.colorScheme = 'light';";
const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta name="description" content="Afilia" />
    <title>Afilia</title>
    <script>${THEME_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const prerendered = (heading: string) =>
  INDEX_HTML.replace('<div id="root"></div>', `<div id="root" data-prerendered><h1>${heading}</h1></div>`);

const RENDERER = `
let renders = 0;
export async function renderProductDocument(template, product) {
  if (product.title.includes('quebra')) throw new Error('render failed');
  renders += 1;
  const state = JSON.stringify({ productCode: product.productCode, title: product.title }).replace(/</g, '\\\\u003c');
  const title = product.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return template.replace(
    '<div id="root"></div>',
    () => '<div id="root" data-prerendered><h1>' + title + '</h1><p>render ' + renders + '</p></div>' +
      '<script type="application/json" id="afilia-server-state">' + state + '</script>',
  );
}
export async function warmUp() {}
`;

function writeWebBuild(root: string, renderer: string | null) {
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'index.js'), 'console.log(1);');
  writeFileSync(path.join(dist, 'prerendered', 'index.html'), prerendered('Venda mais'));
  writeFileSync(path.join(dist, 'prerendered', 'plans.html'), prerendered('Planos e Preços'));
  writeFileSync(path.join(dist, 'prerendered', 'login.html'), prerendered('Entrar na sua conta'));
  writeFileSync(
    path.join(dist, 'prerendered', 'manifest.json'),
    JSON.stringify({
      '/': 'index.html',
      '/plans': 'plans.html',
      '/login': { file: 'login.html', shellWith: ['tab', 'email'] },
      '/escape': '../../etc/passwd.html',
      '/odd': { file: 'odd.html', shellWith: 'tab' },
    }),
  );
  if (renderer !== null) {
    mkdirSync(path.join(root, 'dist-ssr'), { recursive: true });
    writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), renderer);
  }
  return dist;
}

async function insertProduct(t: TestApp, code: string, title: string) {
  const email = `${code.toLowerCase()}@example.com`;
  const [user] = await t.db.insert(users).values({ email, passwordHash: 'x' }).returning({ id: users.id });
  if (!user) throw new Error('no user');
  await t.db
    .insert(profiles)
    .values({ id: user.id, email, fullName: 'Paula', isProducer: true, status: 'active' });
  const [product] = await t.db
    .insert(products)
    .values({
      userId: user.id,
      productCode: code,
      title,
      description: 'Descrição',
      category: 'ebook',
      instructions: '',
      imageLinks: [],
      downloadLinks: [],
      youtubeVideos: [],
    })
    .returning({ id: products.id });
  if (!product) throw new Error('no product');
  await t.db
    .insert(productPricing)
    .values({ productId: product.id, priceCents: 4790, commissionType: 'percentage', commissionValue: 1000 });
}

const roots: string[] = [];
function tempRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'afilia-web-build-'));
  roots.push(root);
  return root;
}

let t: TestApp;
let shellOnly: TestApp;
let brokenRenderer: TestApp;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: writeWebBuild(tempRoot(), RENDERER) });
  shellOnly = await createTestApp({ WEB_DIST_DIR: writeWebBuild(tempRoot(), null) });
  brokenRenderer = await createTestApp({
    WEB_DIST_DIR: writeWebBuild(tempRoot(), 'export const nothing = 1;'),
  });
  for (const app of [t, shellOnly, brokenRenderer]) await insertProduct(app, 'AB23', 'Curso <Fotografia>');
  await insertProduct(t, 'CD45', 'Produto que quebra');
});

afterAll(async () => {
  await Promise.all([t.close(), shellOnly.close(), brokenRenderer.close()]);
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

describe('prerendered public pages', () => {
  it.each([
    ['/', 'Venda mais'],
    ['/plans', 'Planos e Preços'],
    ['/plans?checkout=profissional', 'Planos e Preços'],
  ])(
    '%s is the prerendered page, revalidated on each visit, under the same security headers',
    async (url, heading) => {
      const response = await get(t, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`<div id="root" data-prerendered><h1>${heading}</h1></div>`);
      // The CSP allows index.html's inline script by hash, and the prerendered page carries only that one.
      const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
      expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('answers HEAD for a prerendered page', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/plans' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each([['/plans/'], ['/Plans'], ['/dashboard'], ['/escape'], ['/odd'], ['/register']])(
    '%s is not a prerendered path: the app shell',
    async (url) => {
      const response = await get(t, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it('serves the app shell instead when the query names a parameter that changes the first render', async () => {
    for (const url of [
      '/login',
      '/login?returnTo=%2Fplans',
      '/login?tabs=1',
      '/login?%00=%00',
      '/login?&&=',
    ]) {
      const response = await get(t, url);
      expect(response.body, url).toContain('<h1>Entrar na sua conta</h1>');
    }
    for (const url of [
      '/login?tab=reseller',
      '/login?returnTo=%2Fplans&email=a%40b.com',
      '/login?email',
      '/login?tab=%00%0d%0a',
      '/login?x=1&tab',
    ]) {
      const response = await get(t, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('keeps hashed assets on long caching', async () => {
    const response = await get(t, '/assets/index.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('reads only well-formed manifest entries, inside the prerendered folder', () => {
    const pages = readPrerenderedPages(path.join(roots[0] ?? '', 'dist'));
    expect(Object.fromEntries(pages)).toEqual({
      '/': { file: 'prerendered/index.html', shellWith: [] },
      '/plans': { file: 'prerendered/plans.html', shellWith: [] },
      '/login': { file: 'prerendered/login.html', shellWith: ['tab', 'email'] },
    });
    expect(readPrerenderedPages(path.join(tmpdir(), 'no-such-build')).size).toBe(0);
  });
});

describe('server-rendered product page', () => {
  it('carries the page markup, the product data for the app and the head tags', async () => {
    const response = await get(t, '/p/AB23?utm_source=whatsapp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toMatch(
      /<div id="root" data-prerendered><h1>Curso &lt;Fotografia><\/h1><p>render \d+<\/p><\/div>/,
    );
    expect(html).toContain('<title>Curso &lt;Fotografia&gt; | Afilia</title>');
    expect(html).toContain('<meta property="og:title" content="Curso &lt;Fotografia&gt;" />');
    const data = /<script type="application\/json" id="afilia-server-state">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({ productCode: 'AB23', title: 'Curso <Fotografia>' });
  });

  it('renders a product again only when its data changed', async () => {
    const renderNumber = (html: string) => /<p>render (\d+)<\/p>/.exec(html)?.[1];
    const first = renderNumber((await get(t, '/p/AB23')).body);
    expect(first).toBeDefined();
    expect(renderNumber((await get(t, '/p/AB23?utm_source=x')).body)).toBe(first);
    await t.db
      .update(products)
      .set({ description: 'Nova descrição' })
      .where(eq(products.productCode, 'AB23'));
    const changed = await get(t, '/p/AB23');
    expect(renderNumber(changed.body)).not.toBe(first);
    expect(changed.body).toContain('content="Nova descrição"');
  });

  it('answers 404 with the app shell for an unknown or malformed code, as before', async () => {
    for (const url of ['/p/ZZ99', '/p/ab23', '/p/%3Cscript%3E']) {
      const response = await get(t, url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('keeps the checkout as the app shell with the head tags', async () => {
    const response = await get(t, '/p/AB23/checkout');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Curso &lt;Fotografia&gt; | Afilia</title>');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('afilia-server-state');
  });

  it('falls back to the shell with the head tags when rendering fails', async () => {
    const response = await get(t, '/p/CD45');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Produto que quebra | Afilia</title>');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it.each([
    ['without a server-side build', () => shellOnly],
    ['with a server-side build that lacks the exports', () => brokenRenderer],
  ])('is the shell with the head tags %s, and the prerendered pages are still served', async (_case, app) => {
    const product = await get(app(), '/p/AB23');
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('<title>Curso &lt;Fotografia&gt; | Afilia</title>');
    expect(product.body).toContain('<div id="root"></div>');
    const landing = await get(app(), '/');
    expect(landing.body).toContain('<h1>Venda mais</h1>');
  });
});
