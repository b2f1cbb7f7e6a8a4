import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { productPricing, products, profiles, users } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness';

const PRECOMPRESS_SCRIPT = fileURLToPath(new URL('../../../web/scripts/precompress.mjs', import.meta.url));

// A built web app in miniature: a shell, a script large enough to be worth compressing, and a tiny one.
const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head><meta charset="UTF-8" /><title>Afilia</title>${'<meta name="x" content="padding" />'.repeat(40)}</head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body>
</html>
`;
const APP_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = 'texto ${i}';`).join('\n');
const TINY_SCRIPT = 'export const x = 1;\n';

let t: TestApp;
let webDist = '';
let productCode = '';

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'afilia-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets/index-abc123.js'), APP_SCRIPT);
  writeFileSync(path.join(webDist, 'assets/tiny-abc123.js'), TINY_SCRIPT);
  // The build step itself, on this directory.
  execFileSync(process.execPath, [PRECOMPRESS_SCRIPT, webDist], { stdio: 'pipe' });
  t = await createTestApp({ WEB_DIST_DIR: webDist });

  const [user] = await t.db
    .insert(users)
    .values({ email: 'compress@example.com', passwordHash: 'x' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  await t.db.insert(profiles).values({
    id: user.id,
    email: 'compress@example.com',
    fullName: 'Produtora',
    isProducer: true,
    status: 'active',
  });
  productCode = 'CM23';
  const [product] = await t.db
    .insert(products)
    .values({
      userId: user.id,
      productCode,
      title: 'Curso longo',
      description: 'Uma descrição bem longa. '.repeat(200),
      category: 'ebook',
      instructions: 'Instruções',
      imageLinks: [],
      downloadLinks: [],
      youtubeVideos: [],
    })
    .returning({ id: products.id });
  if (!product) throw new Error('no product');
  await t.db.insert(productPricing).values({
    productId: product.id,
    priceCents: 19700,
    commissionType: 'percentage',
    commissionValue: 4000,
  });
});

afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('precompress.mjs', () => {
  it('writes brotli and gzip variants of text files above 1 KB that decompress to the original', () => {
    const file = path.join(webDist, 'assets/index-abc123.js');
    const original = readFileSync(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(original);
    expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(original);
    expect(() => readFileSync(path.join(webDist, 'assets/tiny-abc123.js.br'))).toThrow(/ENOENT/);
  });
});

describe('built assets', () => {
  const url = '/assets/index-abc123.js';

  it('sends the brotli variant to a client that accepts it, varying on Accept-Encoding', async () => {
    const response = await get(url, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(APP_SCRIPT.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(APP_SCRIPT);
  });

  it('falls back to gzip for a client without brotli', async () => {
    const response = await get(url, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(APP_SCRIPT);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get(url, acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(APP_SCRIPT);
    }
  });

  it('sends a file too small to have variants uncompressed', async () => {
    const response = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(TINY_SCRIPT);
  });
});

describe('pages', () => {
  it('sends the app shell from its brotli variant, and as it is without Accept-Encoding', async () => {
    const compressed = await get('/login', 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(INDEX_HTML);

    const plain = await get('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX_HTML);
  });

  it('compresses the server-rendered product page', async () => {
    const response = await get(`/p/${productCode}`, 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('Curso longo');
  });
});

describe('dynamic responses', () => {
  const productUrl = () =>
    `/trpc/catalog.product?input=${encodeURIComponent(JSON.stringify({ json: { productCode } }))}`;

  it('compresses a large tRPC answer with brotli, keeping no-store; the bytes decompress to the answer', async () => {
    const plain = await get(productUrl());
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(2048);

    const compressed = await get(productUrl(), 'br, gzip');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['cache-control']).toMatch(/no-store/);
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);

    const gzipped = await get(productUrl(), 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('leaves a small tRPC answer uncompressed', async () => {
    const response = await get('/trpc/auth.me', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toMatch(/no-store/);
    expect(JSON.parse(response.body)).toEqual({ result: { data: { json: null } } });
  });

  it('never compresses the health probe', async () => {
    const response = await get('/healthz', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
