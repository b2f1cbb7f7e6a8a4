// What the Afilia instances share: a throwaway PostgreSQL database, a flushed Redis database and a local S3
// server in a process of its own. Each adds its own teardown to `cleanups` (run in reverse by run.ts).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { databaseBase, redisUrl, repoRoot } from './settings';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point an instance at it. */
  env: Record<string, string>;
}

export interface BackingServices {
  databaseUrl: URL;
  sql: postgres.Sql;
  s3: S3Server;
}

export async function startBackingServices(cleanups: (() => Promise<unknown>)[]): Promise<BackingServices> {
  // ---- PostgreSQL: a throwaway database ----
  const dbName = `afilia_scale_${randomBytes(5).toString('hex')}`;
  const admin = postgres(databaseBase, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end({ timeout: 5 });
  });
  const databaseUrl = new URL(databaseBase);
  databaseUrl.pathname = `/${dbName}`;
  const sql = postgres(databaseUrl.toString(), { max: 2, onnotice: () => {} });
  cleanups.push(() => sql.end({ timeout: 5 }));

  // ---- Redis: db 9 by default, flushed ----
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  cleanups.push(async () => {
    await redis.flushdb();
    redis.disconnect();
  });

  // ---- S3: s3rver in its own process ----
  const s3Child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 's3-server.ts')],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const s3Exited = new Promise<void>((resolve) => s3Child.once('exit', () => resolve()));
  cleanups.push(async () => {
    s3Child.kill('SIGTERM');
    await s3Exited;
  });
  const s3Line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: s3Child.stdout as NodeJS.ReadableStream }).once('line', resolve);
    s3Child.once('exit', () => reject(new Error('the S3 server exited')));
  });
  const s3 = JSON.parse(s3Line) as S3Server;

  return { databaseUrl, sql, s3 };
}
