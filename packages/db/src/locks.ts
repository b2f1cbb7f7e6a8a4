import { sql } from 'drizzle-orm';
import type { AdvisoryLockKey } from './advisory-locks';
import type { Transaction } from './client';
import { rawRows } from './raw-rows';

/**
 * Takes a PostgreSQL advisory lock for the rest of the transaction, without waiting. Returns false when
 * another session holds it (another server instance is doing the same job).
 */
export async function tryAdvisoryXactLock(tx: Transaction, key: AdvisoryLockKey): Promise<boolean> {
  const [row] = rawRows(await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`));
  return typeof row === 'object' && row !== null && 'locked' in row && row.locked === true;
}
