// The session cache across two app instances sharing one database and one Redis (db 3): a cached session stops
// working on both at once after logout, password change, role change, suspension and removal, and a changed
// role applies on the next request.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '@afilia/auth';
import { profiles, users } from '@afilia/db';
import { createTestDb } from '@afilia/db/testing';
import type { Role } from '@afilia/validators';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { TEST_ORIGIN } from '../support/harness';
import { planCheckoutInput, TEST_CARD } from '../support/plan-fixtures';

const REDIS_URL = process.env.SESSION_CACHE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/3';
const PASSWORD = 'senha-do-cache-1';

type Instance = Awaited<ReturnType<typeof buildApp>>;

let testDb: Awaited<ReturnType<typeof createTestDb>>;
let dataDir: string;
let first: Instance;
let second: Instance;
let adminCookie: string;

async function call(instance: Instance, procedure: string, cookie: string, input?: unknown) {
  const serialized = input === undefined ? undefined : JSON.stringify(superjson.serialize(input));
  const isQuery = procedure === 'auth.me' || procedure === 'products.list';
  const response = await instance.app.inject(
    isQuery
      ? {
          method: 'GET',
          url: `/trpc/${procedure}${serialized ? `?input=${encodeURIComponent(serialized)}` : ''}`,
          headers: { cookie },
        }
      : {
          method: 'POST',
          url: `/trpc/${procedure}`,
          headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
          payload: serialized ?? '{}',
        },
  );
  const body = JSON.parse(response.body) as { result?: { data: { json: unknown } } };
  return {
    status: response.statusCode,
    data: body.result?.data.json,
    setCookie: response.headers['set-cookie'],
  };
}

/** The signed-in user's email and role as auth.me sees them, or null. */
async function me(instance: Instance, cookie: string) {
  const { data } = await call(instance, 'auth.me', cookie);
  const user = data as { user: { email: string }; role: Role } | null;
  return user ? { email: user.user.email, role: user.role } : null;
}

let counter = 0;
async function createUser(role: Role) {
  counter++;
  const email = `cache${counter}@example.com`;
  const [user] = await testDb.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(PASSWORD), emailConfirmedAt: new Date() })
    .returning({ id: users.id });
  const id = user?.id ?? '';
  await testDb.db.insert(profiles).values({
    id,
    email,
    fullName: `Pessoa ${counter}`,
    isAdmin: role === 'admin',
    isProducer: role === 'producer',
    isReseller: role === 'reseller',
  });
  return { id, email };
}

async function login(email: string, userType: 'producer' | 'reseller' = 'producer') {
  const result = await call(first, 'auth.login', '', { email, password: PASSWORD, userType });
  const setCookie = [result.setCookie ?? []].flat()[0];
  if (result.status !== 200 || !setCookie) throw new Error(`login failed for ${email}`);
  return setCookie.split(';')[0] as string;
}

/** A user signed in, whose session both instances have cached. */
async function cachedSession(role: Role = 'reseller') {
  const user = await createUser(role);
  const cookie = await login(user.email, role === 'reseller' ? 'reseller' : 'producer');
  const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  // The login's own invalidation reaches the other instance a moment later and may drop a first entry.
  await expect
    .poll(
      async () => {
        for (const instance of [first, second])
          expect(await me(instance, cookie)).toEqual({ email: user.email, role });
        return first.sessionCache.has(token) && second.sessionCache.has(token);
      },
      { timeout: 1_000, interval: 20 },
    )
    .toBe(true);
  return { ...user, cookie };
}

beforeAll(async () => {
  testDb = await createTestDb();
  dataDir = mkdtempSync(path.join(tmpdir(), 'afilia-session-cache-'));
  const start = () =>
    buildApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        APP_URL: TEST_ORIGIN,
        WEB_DIST_DIR: '/nonexistent',
        DATA_DIR: dataDir,
        REDIS_URL,
        SESSION_CACHE_TTL_MS: '60000',
      }),
      { db: testDb },
    );
  first = await start();
  second = await start();
  await Promise.all([first.app.ready(), second.app.ready()]);
  const admin = await createUser('admin');
  adminCookie = await login(admin.email);
});

afterAll(async () => {
  await first?.app.close();
  await second?.app.close();
  await testDb?.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Both instances see the cookie as signed out. */
async function expectSignedOutEverywhere(cookie: string) {
  // Redis delivers the other instance's invalidation asynchronously: a few milliseconds at most.
  await expect.poll(() => me(second, cookie), { timeout: 1_000, interval: 5 }).toBeNull();
  expect(await me(first, cookie)).toBeNull();
}

describe('a cached session on two instances', () => {
  it('ends on both at logout', async () => {
    const { cookie } = await cachedSession();
    expect((await call(first, 'auth.logout', cookie)).status).toBe(200);
    expect(await me(first, cookie)).toBeNull();
    await expectSignedOutEverywhere(cookie);
  });

  it("ends on both when the user's password changes (the session that changed it stays)", async () => {
    const { email, cookie: other } = await cachedSession();
    const current = await login(email, 'reseller');
    const changed = await call(first, 'security.changePassword', current, {
      currentPassword: PASSWORD,
      newPassword: 'outra-senha-forte-2',
    });
    expect(changed.status).toBe(200);
    await expectSignedOutEverywhere(other);
    expect(await me(second, current)).toEqual({ email, role: 'reseller' });
  });

  it('ends on both when an admin changes the role', async () => {
    const { id, cookie } = await cachedSession();
    const result = await call(first, 'users.updateRole', adminCookie, { userId: id, role: 'producer' });
    expect(result.status).toBe(200);
    await expectSignedOutEverywhere(cookie);
  });

  it('ends on both when an admin suspends the user', async () => {
    const { id, cookie } = await cachedSession();
    const result = await call(first, 'users.updateStatus', adminCookie, { userId: id, status: 'suspended' });
    expect(result.status).toBe(200);
    await expectSignedOutEverywhere(cookie);
  });

  it('ends on both when an admin removes the user', async () => {
    const { id, cookie } = await cachedSession();
    expect((await call(first, 'users.deleteUser', adminCookie, { userId: id })).status).toBe(200);
    await expectSignedOutEverywhere(cookie);
  });

  it("applies a role the user's own mutation changed on the next request, on both instances", async () => {
    const { email, cookie } = await cachedSession('reseller');
    const list = { page: 1, pageSize: 12, search: '' };
    expect((await call(second, 'products.list', cookie, list)).status).toBe(403);
    const bought = await call(first, 'plans.checkout', cookie, planCheckoutInput('Profissional', TEST_CARD));
    expect(bought.status).toBe(200);
    expect(await me(first, cookie)).toEqual({ email, role: 'producer' });
    await expect
      .poll(async () => (await call(second, 'products.list', cookie, list)).status, {
        timeout: 1_000,
        interval: 5,
      })
      .toBe(200);
  });
});
