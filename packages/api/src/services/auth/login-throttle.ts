import { hashToken } from '@afilia/auth';
import { and, count, type DbOrTx, eq, gt, loginFailures, lt } from '@afilia/db';

export interface ThrottleSettings {
  maxFailures: number;
  windowMs: number;
}

/** Failures are keyed by email and client IP together, so one attacker cannot lock out a victim everywhere. */
export function throttleKey(email: string, ip: string): string {
  return hashToken(`${email.trim().toLowerCase()}|${ip}`);
}

export async function isLoginThrottled(
  db: DbOrTx,
  key: string,
  settings: ThrottleSettings,
  now = new Date(),
) {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.keyHash, key),
        gt(loginFailures.attemptedAt, new Date(now.getTime() - settings.windowMs)),
      ),
    );
  return (row?.n ?? 0) >= settings.maxFailures;
}

export async function recordLoginFailure(db: DbOrTx, key: string, now = new Date()) {
  await db.insert(loginFailures).values({ keyHash: key, attemptedAt: now });
}

export async function clearLoginFailures(db: DbOrTx, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.keyHash, key));
}

/** Housekeeping: drops failures older than the window. */
export async function pruneLoginFailures(db: DbOrTx, windowMs: number, now = new Date()) {
  await db.delete(loginFailures).where(lt(loginFailures.attemptedAt, new Date(now.getTime() - windowMs)));
}
