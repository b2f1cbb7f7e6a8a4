import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ADVISORY_LOCKS } from './advisory-locks';
import { createDb, type DbHandle, defaultMigrationsFolder } from './client';

export type TestDb = DbHandle & { cleanup(): Promise<void> };

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when `DATABASE_URL` (or the
 * `databaseUrl` option) is set (dropped on cleanup), otherwise an in-memory PGlite. Either starts from a copy of a database migrated once,
 * since migrating takes far longer than copying.
 */
export async function createTestDb(
  options: { databaseUrl?: string | undefined; onConnectionLost?: (error: Error) => void } = {},
): Promise<TestDb> {
  const baseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = createDb({ dataDir: 'memory://', initialData: await migratedPgliteData() });
    return { ...handle, cleanup: () => handle.close() };
  }
  const name = `afilia_test_${randomBytes(6).toString('hex')}`;
  const template = await migratedPostgresTemplate(baseUrl);
  await adminQuery(baseUrl, `create database ${name} template ${template}`);
  const handle = createDb({
    databaseUrl: withDatabase(baseUrl, name),
    maxConnections: 5,
    onConnectionLost: options.onConnectionLost,
  });
  return {
    ...handle,
    async cleanup() {
      await handle.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
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
async function migratedPostgresTemplate(baseUrl: string): Promise<string> {
  const template = `afilia_template_${migrationsDigest()}`;
  const lock = new pg.Client({ connectionString: baseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.testTemplate]);
    const existing = await lock.query('select 1 from pg_database where datname = $1', [template]);
    if (existing.rowCount === 0) {
      const building = `${template}_building`;
      await lock.query(`drop database if exists ${building} with (force)`);
      await lock.query(`create database ${building}`);
      const handle = createDb({ databaseUrl: withDatabase(baseUrl, building), maxConnections: 2 });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await lock.query(`alter database ${building} rename to ${template}`);
      // Templates of earlier migrations are of no further use.
      const stale = await lock.query<{ datname: string }>(
        "select datname from pg_database where datname like 'afilia\\_template\\_%' and datname <> $1",
        [template],
      );
      for (const { datname } of stale.rows)
        await lock.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.testTemplate]).catch(() => {});
    await lock.end();
  }
  return template;
}

/** One statement on the server's maintenance connection (create or drop a database). */
async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
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
