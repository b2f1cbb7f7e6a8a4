import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, defaultMigrationsFolder } from './client';
import { eq, profiles, sql, users } from './index';
import { rawRows } from './raw-rows';
import { createTestDb, type TestDb } from './testing';

let handle: TestDb;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.cleanup());

async function addProfile(email: string, flags: Partial<typeof profiles.$inferInsert> = {}) {
  const [user] = await handle.db
    .insert(users)
    .values({ email, passwordHash: 'x' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  await handle.db.insert(profiles).values({ id: user.id, email, ...flags });
  return user.id;
}

async function roleOf(id: string) {
  const [row] = await handle.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id));
  return row?.role;
}

describe(`profiles.role follows the role flags (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('is computed from the flags: admin, else producer, else reseller', async () => {
    expect(await roleOf(await addProfile('admin@example.com', { isAdmin: true, isProducer: true }))).toBe(
      'admin',
    );
    expect(await roleOf(await addProfile('producer@example.com', { isProducer: true }))).toBe('producer');
    expect(await roleOf(await addProfile('reseller@example.com', { isReseller: true }))).toBe('reseller');
    expect(await roleOf(await addProfile('none@example.com'))).toBe('reseller');
  });

  it('changes when the flags change', async () => {
    const id = await addProfile('promoted@example.com', { isReseller: true });
    await handle.db.update(profiles).set({ isProducer: true, isReseller: false }).where(eq(profiles.id, id));
    expect(await roleOf(id)).toBe('producer');
  });

  it('refuses a write that would put the role out of step with the flags', async () => {
    const id = await addProfile('steady@example.com', { isReseller: true });
    await expect(
      handle.db.execute(sql`update profiles set role = 'admin' where id = ${id}`),
    ).rejects.toThrow();
    const email = 'forged@example.com';
    const [user] = await handle.db
      .insert(users)
      .values({ email, passwordHash: 'x' })
      .returning({ id: users.id });
    await expect(
      handle.db.execute(
        sql`insert into profiles (id, email, is_reseller, role) values (${user?.id}, ${email}, true, 'admin')`,
      ),
    ).rejects.toThrow();
    expect(await roleOf(id)).toBe('reseller');
  });
});

describe('the migration that computes profiles.role', () => {
  it('brings a stored role that disagreed with the flags in step', async () => {
    // The migrations up to the one before, a row out of step, then the rest.
    const before = mkdtempSync(path.join(tmpdir(), 'afilia-migrations-'));
    try {
      cpSync(defaultMigrationsFolder, before, { recursive: true });
      const journalFile = path.join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
      const index = journal.entries.findIndex((entry) => entry.tag === '0017_profile_role_generated');
      expect(index).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, index);
      writeFileSync(journalFile, JSON.stringify(journal));

      const db = createDb({ dataDir: 'memory://' });
      try {
        await db.migrate(before);
        await db.db.execute(sql`
          with u as (insert into users (email, password_hash) values ('old@example.com', 'x') returning id)
          insert into profiles (id, email, is_producer, role) select id, 'old@example.com', true, 'reseller' from u`);
        await db.migrate();
        const rows = rawRows(
          await db.db.execute(sql`select role from profiles where email = 'old@example.com'`),
        );
        expect(rows).toEqual([{ role: 'producer' }]);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
  }, 120_000);
});
