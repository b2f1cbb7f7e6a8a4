import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { ADVISORY_LOCKS } from './advisory-locks';
import { ConnectionSafePool } from './connection-safe-pool';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One typed handle for both drivers. Inside `db.transaction(tx => …)` always use `tx`. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A handle or a transaction: services accept either. */
export type DbOrTx = Database | Transaction;

export interface DbConfig {
  /** postgres://… uses PostgreSQL through node-postgres; without it PGlite is embedded. */
  databaseUrl?: string | undefined;
  /** Where PGlite persists its files; `memory://` keeps them in memory. Default `./.data`. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number | undefined;
  /**
   * PostgreSQL only: told when a pooled connection is lost (the server restarted or failed over, a network
   * blip, `pg_terminate_backend`). The pool drops that connection and opens another on the next query; the
   * queries that were on it fail. Without a listener the loss is silent.
   */
  onConnectionLost?: ((error: Error) => void) | undefined;
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

export function createDb(config: DbConfig): DbHandle {
  if (config.databaseUrl)
    return createPostgresDb(config.databaseUrl, config.maxConnections ?? 10, config.onConnectionLost);
  return createPgliteDb(config.dataDir ?? './.data', config.initialData);
}

/** How long a query waits for a pooled connection (a free one, or a new one to a server that does not answer). */
const CONNECTION_TIMEOUT_MS = 10_000;

/**
 * PostgreSQL through node-postgres (docs/decisions/028). A lost connection must never take the process down:
 * - the pool's own listener drops an idle connection that dies;
 * - a checked-out one (a transaction's) has no pool listener while it is out, and node-postgres emits `error`
 *   on it when its socket ends, which with no listener is an uncaught exception. Every connection therefore
 *   gets a listener of its own when it is made; the query in flight rejects, the transaction rolls back on
 *   the server, and the pool discards the connection, released as soon as it dies (connection-safe-pool.ts).
 */
function createPostgresDb(
  url: string,
  max: number,
  onConnectionLost: ((error: Error) => void) | undefined,
): DbHandle {
  const pool = new ConnectionSafePool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    keepAlive: true,
  });
  const lost = (error: Error) => onConnectionLost?.(error);
  pool.on('error', lost);
  pool.on('connect', (client) => {
    client.on('error', lost);
  });
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    async migrate(migrationsFolder = defaultMigrationsFolder) {
      const lockConnection = await pool.connect();
      try {
        await lockConnection.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
        await migratePostgres(db, { migrationsFolder });
      } finally {
        await lockConnection.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]);
        lockConnection.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
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
