import { sql } from 'drizzle-orm';
import type { Transaction } from './client';

/**
 * Takes a PostgreSQL advisory lock for the rest of the transaction, without waiting. Returns false when
 * another session holds it (another server instance is doing the same job).
 */
export async function tryAdvisoryXactLock(tx: Transaction, key: number): Promise<boolean> {
  const result: unknown = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`);
  // postgres.js returns the rows as an array; PGlite returns { rows }.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    locked: boolean;
  }[];
  return rows[0]?.locked === true;
}
