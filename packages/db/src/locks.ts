import { sql } from 'drizzle-orm';
import type { Transaction } from './client';
import { rawRows } from './raw-rows';

/**
 * Takes a PostgreSQL advisory lock for the rest of the transaction, without waiting. Returns false when
 * another session holds it (another server instance is doing the same job).
 */
export async function tryAdvisoryXactLock(tx: Transaction, key: number): Promise<boolean> {
  const rows = rawRows(await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`)) as {
    locked: boolean;
  }[];
  return rows[0]?.locked === true;
}
