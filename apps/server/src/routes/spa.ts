import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/trpc', '/api/', '/files/', '/dev/', '/healthz', '/readyz'];

/** SHA-256 hashes of the inline scripts in index.html, for the CSP. */
export function inlineScriptHashes(webDistDir: string): string[] {
  const indexPath = path.join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) return [];
  const html = readFileSync(indexPath, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim().length > 0)
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
}

/** Serves the built SPA: hashed assets with long caching, and index.html for every other page (history fallback). */
export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const indexPath = path.join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ webDistDir }, 'web build not found: run `npm run build` to serve the app');
    return;
  }
  const indexHtml = readFileSync(indexPath);
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => url.startsWith(prefix))) return reply.callNotFound();
    const file = path.join(webDistDir, path.normalize(url));
    if (url !== '/' && file.startsWith(webDistDir) && existsSync(file) && statSync(file).isFile()) {
      return reply.sendFile(path.relative(webDistDir, file));
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
