import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDb, type DbHandle } from './client';

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when `DATABASE_URL` is set
 * (dropped on cleanup), otherwise an in-memory PGlite.
 */
export async function createTestDb(): Promise<DbHandle & { cleanup(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = createDb({ dataDir: 'memory://' });
    await handle.migrate();
    return { ...handle, cleanup: () => handle.close() };
  }
  const name = `afilia_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = createDb({ databaseUrl: url.toString(), maxConnections: 5 });
  await handle.migrate();
  return {
    ...handle,
    async cleanup() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
