import { createHash } from 'node:crypto';
import { and, apiIdempotencyKeys, type Database, eq, lt } from '@afilia/db';
import { AppError } from '../../errors';

/** How long a POST's answer is kept for a retry with the same Idempotency-Key. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

export type IdempotencyStart =
  | { kind: 'first'; recordId: string }
  | { kind: 'replay'; status: number; body: string };

/** The hash a retry's request must match: method, path and body. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * Claims an Idempotency-Key for a POST: the first request with it runs (and its answer is stored by
 * `finishIdempotent`); a later one with the same body gets that answer again, one with another body 409
 * idempotencyConflict, and one while the first still runs 409 idempotencyInProgress. The unique index on
 * (API key, Idempotency-Key) decides between concurrent first requests.
 */
export async function startIdempotent(
  db: Database,
  apiKeyId: string,
  idempotencyKey: string,
  fingerprint: string,
  now: Date = new Date(),
): Promise<IdempotencyStart> {
  if (!KEY_FORMAT.test(idempotencyKey)) throw new AppError('errors.api.idempotencyKeyInvalid');
  const expired = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
  await db
    .delete(apiIdempotencyKeys)
    .where(
      and(
        eq(apiIdempotencyKeys.apiKeyId, apiKeyId),
        eq(apiIdempotencyKeys.idempotencyKey, idempotencyKey),
        lt(apiIdempotencyKeys.createdAt, expired),
      ),
    );
  const [claimed] = await db
    .insert(apiIdempotencyKeys)
    .values({ apiKeyId, idempotencyKey, requestHash: fingerprint, createdAt: now })
    .onConflictDoNothing({ target: [apiIdempotencyKeys.apiKeyId, apiIdempotencyKeys.idempotencyKey] })
    .returning({ id: apiIdempotencyKeys.id });
  if (claimed) return { kind: 'first', recordId: claimed.id };
  const [existing] = await db
    .select()
    .from(apiIdempotencyKeys)
    .where(
      and(eq(apiIdempotencyKeys.apiKeyId, apiKeyId), eq(apiIdempotencyKeys.idempotencyKey, idempotencyKey)),
    );
  if (!existing) throw new AppError('errors.api.idempotencyInProgress');
  if (existing.requestHash !== fingerprint) throw new AppError('errors.api.idempotencyConflict');
  if (existing.status === null || existing.responseBody === null)
    throw new AppError('errors.api.idempotencyInProgress');
  return { kind: 'replay', status: existing.status, body: existing.responseBody };
}

/**
 * Stores the first request's answer for its retries; a 5xx (or a 429) is not stored, so the retry runs again.
 */
export async function finishIdempotent(
  db: Database,
  recordId: string,
  status: number,
  body: string,
): Promise<void> {
  if (status >= 500 || status === 429) {
    await db.delete(apiIdempotencyKeys).where(eq(apiIdempotencyKeys.id, recordId));
    return;
  }
  await db
    .update(apiIdempotencyKeys)
    .set({ status, responseBody: body })
    .where(eq(apiIdempotencyKeys.id, recordId));
}

/** Deletes the records older than the window (a periodic job). */
export async function pruneIdempotencyKeys(
  db: Database,
  now: Date = new Date(),
): Promise<{ deleted: number }> {
  const deleted = await db
    .delete(apiIdempotencyKeys)
    .where(lt(apiIdempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)))
    .returning({ id: apiIdempotencyKeys.id });
  return { deleted: deleted.length };
}
