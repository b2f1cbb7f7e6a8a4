import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'afilia-rl-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1);');
  t = await createTestApp({
    WEB_DIST_DIR: webDist,
    RATE_LIMIT_HTTP_MAX: '3',
    RATE_LIMIT_ANON_READ_MAX: '1000',
  });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: ip });

const navigation = (language?: string) => ({
  accept: 'text/html,application/xhtml+xml',
  'sec-fetch-mode': 'navigate',
  ...(language ? { 'accept-language': language } : {}),
});

describe('HTTP-level limit per IP', () => {
  it('never refuses static assets, pages, health checks or tRPC calls (counted per call instead)', async () => {
    const urls = [
      '/assets/app-abc123.js',
      '/',
      '/plans',
      '/dashboard/products',
      '/healthz',
      '/readyz',
      '/trpc/auth.me',
    ];
    for (let round = 0; round < 10; round++)
      for (const url of urls) expect((await get(url, '10.30.0.1', navigation())).statusCode).not.toBe(429);
  });

  it('limits what does work per request, e.g. affiliate redirects, and renders a page for a navigation', async () => {
    for (let i = 0; i < 3; i++)
      expect((await get('/r/ABCD2345', '10.31.0.1', navigation())).statusCode).not.toBe(429);
    const refused = await get('/r/ABCD2345', '10.31.0.1', navigation());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('text/html');
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.body).toContain('<html lang="pt-BR">');
    expect(refused.body).toContain(`Tente novamente em ${seconds} segundos`);
    // The page lives under the app's CSP: no script at all.
    expect(refused.headers['content-security-policy']).toContain("default-src 'none'");
    expect(refused.body).not.toContain('<script');
    // Another address is not affected.
    expect((await get('/r/ABCD2345', '10.31.0.2', navigation())).statusCode).not.toBe(429);
  });

  it.each([
    ['en-US,en;q=0.9', 'en-US', 'Please try again in'],
    ['es-ES,es;q=0.9', 'es', 'Inténtalo de nuevo en'],
  ])('speaks the Accept-Language (%s)', async (language, lang, phrase) => {
    const ip = `10.32.0.${lang.length}`;
    for (let i = 0; i < 3; i++) await get('/r/ABCD2345', ip);
    const refused = await get('/r/ABCD2345', ip, navigation(language));
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(`<html lang="${lang}">`);
    expect(refused.body).toContain(`${phrase} ${refused.headers['retry-after']}`);
  });

  it('answers a script (not a navigation) with JSON and Retry-After', async () => {
    for (let i = 0; i < 3; i++) await get('/files/x', '10.33.0.1');
    const refused = await get('/files/x', '10.33.0.1', { accept: 'application/json' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json().error.appCode).toBe('errors.rateLimited');
  });
});
