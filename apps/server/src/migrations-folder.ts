import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Migrations ship next to the bundle in dist/drizzle; from source they come from packages/db (the default). */
export function bundledMigrationsFolder(): string | undefined {
  const bundled = path.join(path.dirname(fileURLToPath(import.meta.url)), 'drizzle');
  return existsSync(bundled) ? bundled : undefined;
}
