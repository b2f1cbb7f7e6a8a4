import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client';
import { eq, profiles, sql, users } from './index';
import { createTestDb } from './testing';

let handle: DbHandle & { cleanup(): Promise<void> };
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.cleanup());

describe(`createDb (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('answers a ping and reports its driver', async () => {
    await handle.ping();
    expect(handle.driver).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('applies migrations idempotently', async () => {
    await handle.migrate();
    await handle.migrate();
  });

  it('enforces case-insensitive unique emails', async () => {
    await handle.db.insert(users).values({ email: 'ana@example.com', passwordHash: 'x' });
    await expect(
      handle.db.insert(users).values({ email: 'ANA@example.com', passwordHash: 'x' }),
    ).rejects.toThrow();
  });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ email: 'tx@example.com', passwordHash: 'x' })
          .returning();
        await tx.insert(profiles).values({ id: user?.id ?? '', email: 'tx@example.com' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await handle.db.select().from(users).where(eq(users.email, 'tx@example.com'))).toHaveLength(0);
  });

  it('keeps the branding settings to a single row', async () => {
    await expect(handle.db.execute(sql`insert into branding_settings (id) values (2)`)).rejects.toThrow();
  });
});
