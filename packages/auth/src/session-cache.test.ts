import { eq, profiles, users } from '@afilia/db';
import { createTestDb } from '@afilia/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';
import { createSession } from './sessions';

let db: Awaited<ReturnType<typeof createTestDb>>;
let userId: string;
const start = new Date('2025-03-01T12:00:00Z');
const after = (ms: number) => new Date(start.getTime() + ms);

beforeAll(async () => {
  db = await createTestDb();
  const [user] = await db.db
    .insert(users)
    .values({ email: 'cache@example.com', passwordHash: 'x' })
    .returning({ id: users.id });
  userId = user?.id ?? '';
  await db.db.insert(profiles).values({ id: userId, email: 'cache@example.com', fullName: 'Antes' });
});
afterAll(() => db.cleanup());

/** Renames the user behind the cache's back: only a database read sees it. */
const rename = (fullName: string) => db.db.update(profiles).set({ fullName }).where(eq(profiles.id, userId));

describe('SessionCache', () => {
  it('answers from memory within its TTL and reads the database again once it expires', async () => {
    const cache = new SessionCache({ ttlMs: 5_000 });
    const { token } = await createSession(db.db, userId, null, start);
    expect((await cache.validate(db.db, token, after(1_000)))?.profile.fullName).toBe('Antes');
    await rename('Depois');
    expect((await cache.validate(db.db, token, after(5_999)))?.profile.fullName).toBe('Antes');
    expect((await cache.validate(db.db, token, after(6_000)))?.profile.fullName).toBe('Depois');
    await rename('Antes');
  });

  it('drops a user at once on invalidateUser, and a session on invalidateSession', async () => {
    const cache = new SessionCache({ ttlMs: 60_000 });
    const { token, sessionId } = await createSession(db.db, userId, null, start);
    await cache.validate(db.db, token, after(1_000));
    await rename('Outro');
    await cache.invalidateUser(userId);
    expect(cache.has(token)).toBe(false);
    expect((await cache.validate(db.db, token, after(1_001)))?.profile.fullName).toBe('Outro');
    await cache.invalidateSession(sessionId);
    expect(cache.has(token)).toBe(false);
    await rename('Antes');
  });

  it('goes to the database when the last-seen write is due, so it is still written once a minute', async () => {
    const cache = new SessionCache({ ttlMs: 120_000 });
    const { token } = await createSession(db.db, userId, null, start);
    await cache.validate(db.db, token, after(1_000));
    const due = await cache.validate(db.db, token, after(61_000));
    expect(due?.session.lastSeenAt.getTime()).toBe(after(61_000).getTime());
  });

  it('keeps at most maxEntries sessions, dropping the least recently used', async () => {
    const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 2 });
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push((await createSession(db.db, userId, null, start)).token);
    for (const token of tokens) await cache.validate(db.db, token, after(1_000));
    expect(cache.size).toBe(2);
    expect(tokens.map((token) => cache.has(token))).toEqual([false, true, true]);
  });

  it('caches nothing with a TTL of 0', async () => {
    const cache = new SessionCache({ ttlMs: 0 });
    const { token } = await createSession(db.db, userId, null, start);
    expect(await cache.validate(db.db, token, after(1_000))).not.toBeNull();
    expect(cache.size).toBe(0);
  });
});
