// Renders the public pages (src/ssr/prerendered-pages.ts) into dist/prerendered/*.html, with dist/index.html
// as the template and the server-side build in dist-ssr/; writes dist/prerendered/manifest.json
// ({ "/plans": "plans.html", "/login": { "file": "login.html", "shellWith": ["tab", "email"] }, … }), which the
// server reads to serve them. Run after both vite builds.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const ssr = await import(new URL('../dist-ssr/entry-server.js', import.meta.url).href);
const template = readFileSync(new URL('index.html', dist), 'utf8');
const outDir = new URL(`${ssr.PRERENDERED_DIR}/`, dist);

/** Executable inline scripts: the CSP allows index.html's by hash, so a page may carry no other. */
function inlineScripts(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type=["']application\/json["']/.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
}
const allowedScripts = JSON.stringify(inlineScripts(template));

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const manifest = {};
const rows = [];
for (const page of ssr.PRERENDERED_PAGES) {
  const started = performance.now();
  const rendered = await ssr.renderRoute(page.path);
  if (rendered.status !== 200) throw new Error(`prerender ${page.path}: status ${rendered.status}`);
  const html = ssr.fillTemplate(await ssr.withPageTitle(template, page.titleKey), rendered);
  if (JSON.stringify(inlineScripts(html)) !== allowedScripts)
    throw new Error(
      `prerender ${page.path}: inline scripts differ from index.html's (the CSP would block them)`,
    );
  writeFileSync(new URL(page.file, outDir), html);
  manifest[page.path] = page.shellWith ? { file: page.file, shellWith: page.shellWith } : page.file;
  rows.push({
    path: page.path,
    file: `${ssr.PRERENDERED_DIR}/${page.file}`,
    kB: (Buffer.byteLength(html) / 1024).toFixed(1),
    'kB gzip': (gzipSync(html).length / 1024).toFixed(1),
    ms: Math.round(performance.now() - started),
  });
}
writeFileSync(new URL('manifest.json', outDir), `${JSON.stringify(manifest, null, 2)}\n`);
console.table(rows);
