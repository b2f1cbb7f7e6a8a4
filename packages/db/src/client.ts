import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One typed handle for both drivers. Inside `db.transaction(tx => …)` always use `tx`. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A handle or a transaction: services accept either. */
export type DbOrTx = Database | Transaction;

export interface DbConfig {
  /** postgres://… uses PostgreSQL through postgres.js; without it PGlite is embedded. */
  databaseUrl?: string | undefined;
  /** Where PGlite persists its files; `memory://` keeps them in memory. Default `./.data`. */
  dataDir?: string | undefined;
  /** Pool size for postgres.js. */
  maxConnections?: number | undefined;
  /** PGlite only: start from this copy of a data directory (from `dumpDataDir`) instead of an empty one. */
  initialData?: Blob | undefined;
}

export interface DbHandle {
  db: Database;
  driver: 'postgres' | 'pglite';
  /** Applies the committed SQL migrations (idempotent, safe with several instances on PostgreSQL). */
  migrate(migrationsFolder?: string): Promise<void>;
  /** Cheap round trip, for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a copy of the whole data directory, to start another database from (`initialData`). */
  dumpDataDir?(): Promise<Blob>;
}

export const defaultMigrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../drizzle',
);

const MIGRATION_LOCK_KEY = 724_113_001;

export function createDb(config: DbConfig): DbHandle {
  if (config.databaseUrl) return createPostgresDb(config.databaseUrl, config.maxConnections ?? 10);
  return createPgliteDb(config.dataDir ?? './.data', config.initialData);
}

function createPostgresDb(url: string, max: number): DbHandle {
  const sql = postgres(url, { max, onnotice: () => {} });
  const db = drizzlePostgres(sql, { schema });
  return {
    db,
    driver: 'postgres',
    async migrate(migrationsFolder = defaultMigrationsFolder) {
      const lockConnection = await sql.reserve();
      try {
        await lockConnection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migratePostgres(db, { migrationsFolder });
      } finally {
        await lockConnection`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
        lockConnection.release();
      }
    },
    async ping() {
      await sql`select 1`;
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}

function createPgliteDb(dataDir: string, initialData: Blob | undefined): DbHandle {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    ...(inMemory ? {} : { dataDir: path.resolve(dataDir, 'pglite') }),
    ...(initialData ? { loadDataDir: initialData } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    async migrate(migrationsFolder = defaultMigrationsFolder) {
      await migratePglite(db, { migrationsFolder });
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
