// The JavaScript the landing page loads at start: the entry module and its modulepreloads, gzipped.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { markdownTable } from './measure';

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

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function bundleReport(webDistDir: string): string {
  const { files, all } = measureStartBundle(webDistDir);
  const sum = (list: SizedFile[], key: 'raw' | 'gzip') => list.reduce((total, f) => total + f[key], 0);
  const startGzip = sum(files, 'gzip');
  const rows = [...files].sort((a, b) => b.gzip - a.gzip).map((f) => [f.file, kb(f.raw), kb(f.gzip)]);
  rows.push([`**total (${files.length} files)**`, kb(sum(files, 'raw')), kb(startGzip)]);
  const verdict =
    startGzip / 1024 <= START_JS_BUDGET_KB
      ? `meets the ${START_JS_BUDGET_KB} KB target (${kb(startGzip)} KB gzip)`
      : `DOES NOT meet the ${START_JS_BUDGET_KB} KB target (${kb(startGzip)} KB gzip, ${kb(startGzip - START_JS_BUDGET_KB * 1024)} KB over)`;
  return [
    markdownTable(['file', 'raw KB', 'gzip KB'], rows, [false, true, true]),
    '',
    `JavaScript loaded at start (gzip -9): ${verdict}.`,
    `All JavaScript in dist/assets: ${all.length} files, ${kb(sum(all, 'raw'))} KB raw, ${kb(sum(all, 'gzip'))} KB gzip ` +
      '(routes are code-split by the TanStack router plugin; only what index.html references loads at start).',
  ].join('\n');
}
