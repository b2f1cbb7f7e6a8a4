import { and, type DbOrTx, eq, ne, profiles, sessions, users } from '@afilia/db';
import { generateToken, hashToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
/** Absolute lifetime: however often it is used, a session ends this long after sign-in. */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS;
/** Sliding expiry: a session used in the second half of its life is extended to a full 30 days. */
const RENEW_WHEN_REMAINING_MS = 15 * DAY_MS;
/** last_seen_at is written at most once a minute per session, to keep reads cheap. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export interface CreatedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export async function createSession(
  db: DbOrTx,
  userId: string,
  userAgent?: string | null,
  now = new Date(),
): Promise<CreatedSession> {
  const token = generateToken();
  const sessionId = hashToken(token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    id: sessionId,
    userId,
    expiresAt,
    createdAt: now,
    lastSeenAt: now,
    userAgent: userAgent?.slice(0, 500) ?? null,
  });
  return { token, sessionId, expiresAt };
}

export type SessionUser = NonNullable<Awaited<ReturnType<typeof validateSessionToken>>>;

/** The sliding expiry after a renewal at `now`, never past the absolute lifetime. */
function renewedExpiry(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_TTL_MS, createdAt.getTime() + SESSION_MAX_AGE_MS));
}

interface SessionTimes {
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** The writes a use of the session at `now` calls for: a sliding renewal, a last-seen update, or none. */
export function sessionWrites(session: SessionTimes, now: Date) {
  const renewal = renewedExpiry(session.createdAt, now);
  return {
    // Near the absolute end the renewal cannot move the expiry any further, so it is not written again.
    needsRenewal:
      session.expiresAt.getTime() - now.getTime() < RENEW_WHEN_REMAINING_MS &&
      renewal.getTime() > session.expiresAt.getTime(),
    needsLastSeen: now.getTime() - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS,
  };
}

/** Whether the session is past its sliding expiry or its absolute lifetime at `now`. */
export function sessionExpired(session: SessionTimes, now: Date): boolean {
  return (
    session.expiresAt.getTime() <= now.getTime() ||
    session.createdAt.getTime() + SESSION_MAX_AGE_MS <= now.getTime()
  );
}

/**
 * Looks a token up in one query (session + user + profile). Expired sessions (past their sliding expiry or
 * their absolute lifetime) are deleted. Returns the session's new expiry when it was renewed, so the caller
 * can refresh the cookie.
 */
export async function validateSessionToken(db: DbOrTx, token: string, now = new Date()) {
  if (!token || token.length > 100) return null;
  const sessionId = hashToken(token);
  const [row] = await db
    .select({
      session: sessions,
      user: { id: users.id, email: users.email, emailConfirmedAt: users.emailConfirmedAt },
      profile: profiles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  if (sessionExpired(row.session, now)) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  let renewed = false;
  const renewal = renewedExpiry(row.session.createdAt, now);
  const { needsRenewal, needsLastSeen } = sessionWrites(row.session, now);
  if (needsRenewal || needsLastSeen) {
    const expiresAt = needsRenewal ? renewal : row.session.expiresAt;
    await db.update(sessions).set({ expiresAt, lastSeenAt: now }).where(eq(sessions.id, sessionId));
    row.session.expiresAt = expiresAt;
    row.session.lastSeenAt = now;
    renewed = needsRenewal;
  }
  return { ...row, renewed };
}

export async function invalidateSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, optionally keeping one (the caller's own). */
export async function invalidateUserSessions(
  db: DbOrTx,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}
