import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { createDb, type DbHandle, defaultMigrationsFolder } from './client';

type Sql = postgres.Sql;
export type TestDb = DbHandle & { cleanup(): Promise<void> };

const TEMPLATE_LOCK_KEY = 724_113_002;

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when `DATABASE_URL` is set
 * (dropped on cleanup), otherwise an in-memory PGlite. Either starts from a copy of a database migrated once,
 * since migrating takes far longer than copying.
 */
export async function createTestDb(): Promise<TestDb> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = createDb({ dataDir: 'memory://', initialData: await migratedPgliteData() });
    return { ...handle, cleanup: () => handle.close() };
  }
  const name = `afilia_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  const template = await migratedPostgresTemplate(admin, baseUrl);
  await admin.unsafe(`create database ${name} template ${template}`);
  const handle = createDb({ databaseUrl: withDatabase(baseUrl, name), maxConnections: 5 });
  return {
    ...handle,
    async cleanup() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

let migratedData: Promise<Blob> | undefined;

/** A PGlite data directory with every migration applied, made once per process. */
function migratedPgliteData(): Promise<Blob> {
  migratedData ??= (async () => {
    const handle = createDb({ dataDir: 'memory://' });
    try {
      await handle.migrate();
      if (!handle.dumpDataDir) throw new Error('PGlite handle without dumpDataDir');
      return await handle.dumpDataDir();
    } finally {
      await handle.close();
    }
  })();
  return migratedData;
}

/**
 * The name of a PostgreSQL database with every migration applied, named after the migrations' content so a
 * changed migration makes a new one. Test processes run in parallel: an advisory lock lets one of them build
 * it, under a temporary name renamed once its connections are closed (a template must have none).
 */
async function migratedPostgresTemplate(admin: Sql, baseUrl: string): Promise<string> {
  const template = `afilia_template_${migrationsDigest()}`;
  const lock = await admin.reserve();
  try {
    await lock`select pg_advisory_lock(${TEMPLATE_LOCK_KEY})`;
    const [existing] = await lock`select 1 from pg_database where datname = ${template}`;
    if (!existing) {
      const building = `${template}_building`;
      await lock.unsafe(`drop database if exists ${building} with (force)`);
      await lock.unsafe(`create database ${building}`);
      const handle = createDb({ databaseUrl: withDatabase(baseUrl, building), maxConnections: 2 });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await lock.unsafe(`alter database ${building} rename to ${template}`);
      // Templates of earlier migrations are of no further use.
      const stale = await lock<{ datname: string }[]>`
        select datname from pg_database where datname like 'afilia\\_template\\_%' and datname <> ${template}`;
      for (const { datname } of stale) await lock.unsafe(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await lock`select pg_advisory_unlock(${TEMPLATE_LOCK_KEY})`;
    lock.release();
  }
  return template;
}

function migrationsDigest(): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(defaultMigrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

function withDatabase(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
