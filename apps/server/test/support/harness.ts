import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findProcedure, procedureCatalog } from '@afilia/api/server';
import { desc, emailOutbox, sql } from '@afilia/db';
import { createTestDb } from '@afilia/db/testing';
import superjson from 'superjson';
import { type AppDeps, buildApp } from '../../src/app';
import { loadConfig, type ServerConfig } from '../../src/config';

export const TEST_ORIGIN = 'http://localhost:3000';

export function procedureType(path: string) {
  const procedure = findProcedure(path);
  if (!procedure) throw new Error(`unknown procedure ${path}`);
  return procedure.kind;
}

export function allProcedurePaths(): string[] {
  return procedureCatalog().map((procedure) => procedure.path);
}

export interface CallOptions {
  cookie?: string;
  origin?: string | null;
  headers?: Record<string, string>;
  ip?: string;
}

export interface CallResult {
  status: number;
  ok: boolean;
  data: unknown;
  appCode: string | null;
  appParams: Record<string, string> | null;
  zodIssues: { path: string[]; message: string }[] | null;
  setCookie: string | undefined;
}

/** A fresh app on a fresh database, with helpers to call procedures over real HTTP injection. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'db'> = {},
  database: Parameters<typeof createTestDb>[0] = {},
) {
  const testDb = await createTestDb(database);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'afilia-test-'));
  const config: ServerConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: TEST_ORIGIN,
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    ...env,
  });
  const { app, mail, storage, payments, secrets, affiliateLinks, clickRecorder, sessionCache } =
    await buildApp(config, {
      ...deps,
      db: testDb,
    });
  await app.ready();

  async function call(path: string, input?: unknown, options: CallOptions = {}): Promise<CallResult> {
    const procedure = path;
    const isQuery = procedureType(path) === 'query';
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.origin !== null) headers.origin = options.origin ?? TEST_ORIGIN;
    const serialized = input === undefined ? undefined : superjson.serialize(input);
    const response = isQuery
      ? await app.inject({
          method: 'GET',
          url: `/trpc/${procedure}${serialized ? `?input=${encodeURIComponent(JSON.stringify(serialized))}` : ''}`,
          headers,
          remoteAddress: options.ip ?? '127.0.0.1',
        })
      : await app.inject({
          method: 'POST',
          url: `/trpc/${procedure}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(serialized ?? {}),
          remoteAddress: options.ip ?? '127.0.0.1',
        });
    const body = response.body ? JSON.parse(response.body) : {};
    const setCookieHeader = response.headers['set-cookie'];
    const setCookie = Array.isArray(setCookieHeader) ? setCookieHeader[0] : setCookieHeader;
    if (body.error) {
      const data = body.error.json?.data ?? body.error;
      return {
        status: response.statusCode,
        ok: false,
        data: null,
        appCode: data.appCode ?? null,
        appParams: data.appParams ?? null,
        zodIssues: data.zodIssues ?? null,
        setCookie,
      };
    }
    return {
      status: response.statusCode,
      ok: response.statusCode < 300,
      data: body.result ? superjson.deserialize(body.result.data) : body,
      appCode: null,
      appParams: null,
      zodIssues: null,
      setCookie,
    };
  }

  /** Logs in and returns the `name=value` cookie pair. */
  async function login(email: string, password: string, userType: 'producer' | 'reseller' = 'producer') {
    const result = await call('auth.login', { email, password, userType });
    if (!result.ok || !result.setCookie) throw new Error(`login failed for ${email}: ${result.appCode}`);
    return result.setCookie.split(';')[0] as string;
  }

  /** The newest email sent to an address, with the links it carries. */
  async function lastEmailTo(to: string) {
    const [row] = await testDb.db
      .select()
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.to}) = ${to.toLowerCase()}`)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    if (!row) throw new Error(`no email to ${to}`);
    return { ...row, links: row.text.match(/https?:\/\/[^\s]+/g) ?? [] };
  }

  return {
    app,
    db: testDb.db,
    /** The database handle the app was built with (what jobs take). */
    dbHandle: testDb,
    driver: testDb.driver,
    mail,
    storage,
    payments,
    secrets,
    sessionCache,
    /** The app's link resolver (the one /r/{code} and the affiliation procedures use). */
    affiliateLinks,
    /** The app's click buffer: `flush()` writes what /r/{code} recorded. */
    clickRecorder,
    config,
    call,
    login,
    lastEmailTo,
    async close() {
      await app.close();
      await testDb.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * What a production-mode test app needs besides NODE_ENV: the secrets production requires, and the explicit
 * consent to the built-in test payments (there is no Stripe in tests).
 */
export const PRODUCTION_SECRETS = {
  FILES_SIGNING_SECRET: 'x'.repeat(48),
  APP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  PAYMENTS_TEST_MODE: 'true',
} as const;
