import { eq, profiles, sessions, users } from '@afilia/db';
import { createTestDb } from '@afilia/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from './session-cookie';
import { createSession, SESSION_MAX_AGE_MS, SESSION_TTL_MS, validateSessionToken } from './sessions';

const DAY_MS = 24 * 60 * 60 * 1000;
const start = new Date('2025-01-01T12:00:00Z');
const at = (days: number) => new Date(start.getTime() + days * DAY_MS);

let db: Awaited<ReturnType<typeof createTestDb>>;
let userId: string;

beforeAll(async () => {
  db = await createTestDb();
  const [user] = await db.db
    .insert(users)
    .values({ email: 'sessao@example.com', passwordHash: 'x' })
    .returning({ id: users.id });
  userId = user?.id ?? '';
  await db.db.insert(profiles).values({ id: userId, email: 'sessao@example.com' });
});
afterAll(() => db.cleanup());

/** Uses the session every `stepDays` from sign-in until `untilDays`, as a daily user would. */
async function useEvery(token: string, stepDays: number, untilDays: number) {
  let last = null;
  for (let day = stepDays; day <= untilDays; day += stepDays)
    last = await validateSessionToken(db.db, token, at(day));
  return last;
}

describe('session lifetime', () => {
  it('slides: a session used every 10 days is still valid after 80 days', async () => {
    const { token } = await createSession(db.db, userId, null, start);
    const session = await useEvery(token, 10, 80);
    expect(session).not.toBeNull();
    expect(session?.session.expiresAt.getTime()).toBeGreaterThan(at(80).getTime());
  });

  it('never renews past 90 days after sign-in', async () => {
    const { token } = await createSession(db.db, userId, null, start);
    const session = await useEvery(token, 10, 80);
    expect(session?.session.expiresAt.getTime()).toBeLessThanOrEqual(start.getTime() + SESSION_MAX_AGE_MS);
    const renewedLate = await validateSessionToken(db.db, token, at(89));
    expect(renewedLate?.session.expiresAt.getTime()).toBe(start.getTime() + SESSION_MAX_AGE_MS);
    expect(renewedLate?.renewed).toBe(false);
  });

  it('ends a session 90 days after sign-in even when its sliding expiry is later', async () => {
    const { token, sessionId } = await createSession(db.db, userId, null, start);
    // A row whose sliding expiry was pushed beyond the absolute end (e.g. written before the cap existed).
    await db.db
      .update(sessions)
      .set({ expiresAt: at(90 + 20) })
      .where(eq(sessions.id, sessionId));
    expect(await validateSessionToken(db.db, token, at(89))).not.toBeNull();
    expect(await validateSessionToken(db.db, token, at(90))).toBeNull();
    const [row] = await db.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row).toBeUndefined();
  });

  it('still expires after 30 days without use', async () => {
    const { token } = await createSession(db.db, userId, null, start);
    expect(await validateSessionToken(db.db, token, new Date(start.getTime() + SESSION_TTL_MS))).toBeNull();
  });
});

describe('session cookie name', () => {
  it('uses the __Host- prefix when cookies are Secure and the plain name otherwise', () => {
    expect(sessionCookieName(true)).toBe('__Host-afilia_session');
    expect(sessionCookieName(false)).toBe('afilia_session');
  });
});
