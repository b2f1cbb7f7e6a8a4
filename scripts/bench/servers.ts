// Starts what the benchmark measures: the real Afilia app (fresh database, migrated and seeded) and its two
// references, a bare Fastify route and a minimal tRPC procedure, all in this process on ephemeral ports.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ClickRecorder } from '@afilia/api/server';
import { sessionCookieName } from '@afilia/auth';
import { createDb, type DbHandle } from '@afilia/db';
import { buildApp, loadConfig } from '@afilia/server';
import type { LoginInput } from '@afilia/validators';
import { initTRPC } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify from 'fastify';
import postgres from 'postgres';
import superjson from 'superjson';
import { databaseIsEmpty, seedDemoData } from '../../apps/server/src/seed';
import { freePort } from './free-port';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const webDistDir = path.join(repoRoot, 'apps/web/dist');

export interface Started {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  close(): Promise<void>;
}

export interface StartedAfilia extends Started {
  /** The app's click buffer (its clicks are written by `close()`, or at once by `flush()`). */
  clickRecorder: ClickRecorder;
}

export interface BenchDatabase {
  handle: DbHandle;
  /** Where the database lives, for the report. */
  description: string;
  dataDir: string;
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database: a throwaway `afilia_bench_<random>` database when DATABASE_URL is set
 * (dropped on cleanup), otherwise embedded PGlite in a temporary directory (removed on cleanup).
 */
export async function createBenchDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'afilia-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!databaseUrl) {
    const handle = createDb({ dataDir });
    await handle.migrate();
    return {
      handle,
      description: 'PGlite (embedded, temp dir)',
      dataDir,
      async cleanup() {
        await handle.close();
        removeDir();
      },
    };
  }
  const name = `afilia_bench_${randomBytes(6).toString('hex')}`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const handle = createDb({ databaseUrl: url.toString() });
  const dropAll = async () => {
    await handle.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
    removeDir();
  };
  try {
    await handle.migrate();
  } catch (error) {
    await dropAll();
    throw error;
  }
  return {
    handle,
    description: `PostgreSQL (${url.host}, database ${name})`,
    dataDir,
    cleanup: dropAll,
  };
}

/**
 * The real app, configured like production but with the rate limits out of the way. `close()` may be called
 * more than once (the /r/{code} measurement closes it to count the clicks written on shutdown).
 */
/** The app on the bench database; `env` overrides settings (the first start seeds the demo data). */
export async function startAfilia(
  database: BenchDatabase,
  env: Record<string, string> = {},
): Promise<StartedAfilia> {
  if (await databaseIsEmpty(database.handle.db)) await seedDemoData(database.handle.db);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    // No Stripe here: the built-in test payments, which production mode runs only when asked to.
    PAYMENTS_TEST_MODE: 'true',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: origin,
    DATA_DIR: database.dataDir,
    WEB_DIST_DIR: webDistDir,
    RATE_LIMIT_GLOBAL_MAX: '100000000',
    RATE_LIMIT_HTTP_MAX: '100000000',
    RATE_LIMIT_READ_MAX: '100000000',
    RATE_LIMIT_WRITE_MAX: '100000000',
    RATE_LIMIT_ANON_READ_MAX: '100000000',
    RATE_LIMIT_ANON_WRITE_MAX: '100000000',
    RATE_LIMIT_AUTH_MAX: '100000000',
    LOGIN_MAX_FAILURES: '100000000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000000',
    RATE_LIMIT_UPLOAD_MAX: '100000000',
    PUBLIC_API_RATE_LIMIT_PER_MINUTE: '100000',
    FILES_SIGNING_SECRET: 'bench-signing-secret-bench-signing-secret',
    APP_ENCRYPTION_KEY: Buffer.alloc(32, 11).toString('base64'),
    ...env,
  });
  const { app, clickRecorder } = await buildApp(config, { db: database.handle });
  await app.listen({ port, host: '127.0.0.1' });
  let closing: Promise<void> | null = null;
  return {
    origin,
    clickRecorder,
    close: () => {
      closing ??= app.close();
      return closing;
    },
  };
}

/** The baseline: a plain Fastify app with one JSON route. */
export async function startBare(): Promise<Started> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin: address, close: () => app.close() };
}

const minimalTrpc = initTRPC.create({ transformer: superjson });
const minimalRouter = minimalTrpc.router({ ping: minimalTrpc.procedure.query(() => null) });

/**
 * The ceiling of the app's stack: the same Fastify, tRPC fastify adapter and superjson as the app, one query
 * returning null at /trpc/ping, no context, no middleware and no hooks.
 */
export async function startMinimalTrpc(): Promise<Started> {
  const app = Fastify({ logger: false });
  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router: minimalRouter } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin: address, close: () => app.close() };
}

/** Logs in through tRPC like the web app does and returns the session cookie pair (production name). */
export async function login(
  origin: string,
  email: string,
  password: string,
  userType: LoginInput['userType'],
): Promise<string> {
  const response = await fetch(`${origin}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ json: { email, password, userType } }),
  });
  if (response.status !== 200) {
    throw new Error(
      `login as ${email} answered ${response.status}: ${(await response.text()).slice(0, 500)}`,
    );
  }
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0] ?? '';
    if (pair.startsWith(`${sessionCookieName(true)}=`)) return pair;
  }
  throw new Error(`login as ${email} set no ${sessionCookieName(true)} cookie`);
}
