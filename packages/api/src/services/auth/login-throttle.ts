import { hashToken } from '@afilia/auth';
import { and, count, type DbOrTx, eq, gt, inArray, loginFailures, lt } from '@afilia/db';

export interface ThrottleSettings {
  /** Failures allowed per email and client IP. */
  maxFailures: number;
  /** Failures allowed per email from all addresses together: stops one account being guessed from many IPs. */
  maxFailuresPerAccount: number;
  windowMs: number;
}

/** The two counters a failed login adds to. */
export interface ThrottleKeys {
  /** Email and client IP together, so one attacker cannot lock a victim out everywhere with the lower bound. */
  client: string;
  /** Email alone, with the higher bound, so rotating addresses does not buy more guesses. */
  account: string;
}

function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function throttleKeys(email: string, ip: string): ThrottleKeys {
  return {
    client: hashToken(`${normalizedEmail(email)}|${ip}`),
    account: hashToken(`account|${normalizedEmail(email)}`),
  };
}

export async function isLoginThrottled(
  db: DbOrTx,
  keys: ThrottleKeys,
  settings: ThrottleSettings,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .select({ keyHash: loginFailures.keyHash, n: count() })
    .from(loginFailures)
    .where(
      and(
        inArray(loginFailures.keyHash, [keys.client, keys.account]),
        gt(loginFailures.attemptedAt, new Date(now.getTime() - settings.windowMs)),
      ),
    )
    .groupBy(loginFailures.keyHash);
  const failures = (key: string) => rows.find((row) => row.keyHash === key)?.n ?? 0;
  return (
    failures(keys.client) >= settings.maxFailures || failures(keys.account) >= settings.maxFailuresPerAccount
  );
}

/** One statement writes both rows, so the two counters never disagree. */
export async function recordLoginFailure(db: DbOrTx, keys: ThrottleKeys, now = new Date()) {
  await db.insert(loginFailures).values([
    { keyHash: keys.client, attemptedAt: now },
    { keyHash: keys.account, attemptedAt: now },
  ]);
}

/**
 * After a successful login only the client's own counter is cleared. The account counter ages out with the
 * window: clearing it would hand an attacker rotating addresses a fresh allowance each time the owner signs in.
 */
export async function clearLoginFailures(db: DbOrTx, keys: ThrottleKeys) {
  await db.delete(loginFailures).where(eq(loginFailures.keyHash, keys.client));
}

/** Housekeeping: drops failures older than the window. */
export async function pruneLoginFailures(db: DbOrTx, windowMs: number, now = new Date()) {
  await db.delete(loginFailures).where(lt(loginFailures.attemptedAt, new Date(now.getTime() - windowMs)));
}
