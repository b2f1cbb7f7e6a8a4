// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to every text file of the build
// (dist/, prerendered pages included), so the server sends them as they are (@fastify/static `preCompressed`)
// instead of compressing on each request. Run after the last step that writes into dist/. Files under 1 KB,
// and variants that do not save at least 5% of the bytes, are not written: the server then sends the original.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));
const TEXT = /\.(js|mjs|css|html|svg|json|xml|txt|webmanifest|map)$/;
const MIN_BYTES = 1024;
const MIN_SAVING = 0.05;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

const encoders = [
  {
    ext: '.br',
    encode: (content) =>
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
  },
  { ext: '.gz', encode: (content) => gzipSync(content, { level: constants.Z_BEST_COMPRESSION }) },
];

let count = 0;
let before = 0;
const after = { '.br': 0, '.gz': 0 };
for (const file of [...files(dist)]) {
  if (!TEXT.test(file)) continue;
  // A stale variant of an earlier build would be served for a file that changed.
  for (const { ext } of encoders) rmSync(file + ext, { force: true });
  if (statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  count++;
  before += content.length;
  for (const { ext, encode } of encoders) {
    const compressed = encode(content);
    if (compressed.length > content.length * (1 - MIN_SAVING)) {
      after[ext] += content.length;
      continue;
    }
    writeFileSync(file + ext, compressed);
    after[ext] += compressed.length;
  }
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${count} files in ${path.relative(process.cwd(), dist) || '.'}: ${kb(before)} → brotli ${kb(after['.br'])}, gzip ${kb(after['.gz'])}`,
);
