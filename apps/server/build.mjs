// Bundles the server and the workspace packages into dist/main.js; npm dependencies stay external.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@afilia/'));
for (const workspace of ['api', 'auth', 'db', 'validators', 'i18n']) {
  const deps = JSON.parse(
    readFileSync(new URL(`../../packages/${workspace}/package.json`, import.meta.url), 'utf8'),
  );
  for (const name of Object.keys(deps.dependencies ?? {}))
    if (!name.startsWith('@afilia/')) external.push(name);
}

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  // Entry points are relative to this folder, whatever the working directory.
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: { main: 'src/main.ts', seed: 'src/seed/cli.ts' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outdir: 'dist',
  sourcemap: true,
  external: [...new Set(external)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(new URL('../../packages/db/drizzle', import.meta.url), new URL('./dist/drizzle', import.meta.url), {
  recursive: true,
});
