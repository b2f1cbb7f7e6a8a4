// Starts the built server for the end-to-end run on a fresh database: a new PostgreSQL database when
// DATABASE_URL is set, otherwise a new embedded one in a temporary directory. Demo data is seeded. Each
// Playwright worker has its own server (E2E_SERVER_INDEX), so each gets its own database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, '../../server/dist/main.js');

if (process.env.DATABASE_URL) {
  const { default: postgres } = await import('postgres');
  const base = new URL(process.env.DATABASE_URL);
  // A fixed name per server port: each run drops the previous run's database first. Named by the port, so a
  // second run on other ports (E2E_PORT) never drops the database under a run still going.
  const name = `afilia_e2e_${Number(process.env.PORT ?? 3210 + 2 * Number(process.env.E2E_SERVER_INDEX ?? 0))}`;
  const admin = postgres(base.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  base.pathname = `/${name}`;
  process.env.DATABASE_URL = base.toString();
  process.env.SEED_DEMO = 'true';
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'afilia-e2e-'));
  process.env.DATA_DIR = dataDir;
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

await import(serverMain);
