/**
 * Regenerates the procedure table of docs/web-contract.md from the router and the capability map
 * (packages/api/src/contract/web-contract.ts); the text above its marker line is kept as written.
 *
 *   npm run docs:contract            rewrite the file
 *   npm run docs:contract -- --check exit 1 when the committed file is stale (what the api test checks)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { updateWebContract } from '@afilia/api/server';

const file = fileURLToPath(new URL('../../docs/web-contract.md', import.meta.url));
const current = readFileSync(file, 'utf8');
const updated = updateWebContract(current);

if (process.argv.includes('--check')) {
  if (updated !== current) {
    console.error('docs/web-contract.md is stale: run `npm run docs:contract`.');
    process.exit(1);
  }
  console.log('docs/web-contract.md is up to date.');
} else if (updated === current) {
  console.log('docs/web-contract.md is up to date.');
} else {
  writeFileSync(file, updated);
  console.log('docs/web-contract.md rewritten.');
}
