// The JavaScript the landing page loads at start: the entry module and its modulepreloads, gzipped. Free of
// the load-test tools, so the browser suite can check the budget against the build it runs on.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** Budget for the JavaScript loaded at start, gzipped. */
export const START_JS_BUDGET_KB = 150;

export interface SizedFile {
  file: string;
  raw: number;
  gzip: number;
}

function gzipSize(content: Buffer): number {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The paths index.html loads at start: `<script type="module" src>` and `<link rel="modulepreload" href>`. */
export function startScripts(indexHtml: string): string[] {
  const found: string[] = [];
  for (const [tag] of indexHtml.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src && attribute(tag, 'type') === 'module') found.push(src);
  }
  for (const [tag] of indexHtml.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (href && attribute(tag, 'rel')?.split(/\s+/).includes('modulepreload')) found.push(href);
  }
  return [...new Set(found)];
}

export function measureStartBundle(webDistDir: string): { files: SizedFile[]; all: SizedFile[] } {
  const indexHtml = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const files = startScripts(indexHtml).map((src) => {
    if (/^[a-z]+:\/\//i.test(src)) throw new Error(`index.html loads an external script: ${src}`);
    const relative = src.replace(/^\//, '').split(/[?#]/)[0] ?? '';
    const content = readFileSync(path.join(webDistDir, relative));
    return { file: relative, raw: content.length, gzip: gzipSize(content) };
  });
  const assetsDir = path.join(webDistDir, 'assets');
  const all = readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const content = readFileSync(path.join(assetsDir, name));
      return { file: `assets/${name}`, raw: content.length, gzip: gzipSize(content) };
    });
  return { files, all };
}
