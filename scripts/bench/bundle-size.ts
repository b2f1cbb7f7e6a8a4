// The start bundle's report for `npm run bench`.

import { measureStartBundle, type SizedFile, START_JS_BUDGET_KB } from '../../apps/web/e2e/start-bundle';
import { markdownTable } from './measure';

export { measureStartBundle, START_JS_BUDGET_KB, startScripts } from '../../apps/web/e2e/start-bundle';

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
