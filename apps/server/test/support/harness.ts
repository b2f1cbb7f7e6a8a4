import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppRouter, RouterInputs, RouterOutputs } from '@afilia/api';
import { findProcedure, procedureCatalog } from '@afilia/api/server';
import { and, desc, emailOutbox, inArray, sql } from '@afilia/db';
import { createTestDb } from '@afilia/db/testing';
import type { AnyTRPCProcedure } from '@trpc/server';
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

/** Every procedure of the app router as a dotted path (`'auth.login'`, `'sales.list'`, …). */
type PathsOf<TRecord, Prefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCProcedure
    ? `${Prefix}${K}`
    : PathsOf<TRecord[K], `${Prefix}${K}.`>;
}[keyof TRecord & string];

export type ProcedurePath = PathsOf<AppRouter['_def']['record']>;

/** What a dotted path names in a nested object type: `AtPath<{ a: { b: X } }, 'a.b'>` is X. */
type AtPath<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? AtPath<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** A procedure's input, as the client sends it (before the router's schema parses it). */
export type InputOf<P extends ProcedurePath> = AtPath<RouterInputs, P>;
/** A procedure's output, as the client receives it (superjson keeps Dates as Dates). */
export type OutputOf<P extends ProcedurePath> = AtPath<RouterOutputs, P>;

interface CallResponse {
  status: number;
  setCookie: string | undefined;
}

/** A call the app answered without an error: `data` is the procedure's output. */
export interface CallOk<TData> extends CallResponse {
  ok: true;
  data: TData;
  appCode: null;
  appParams: null;
  zodIssues: null;
}

/** A call the app refused or failed: what tRPC's error carried. */
export interface CallFailed extends CallResponse {
  ok: false;
  /** null for a tRPC error; the raw body for an answer above 299 without one. */
  data: unknown;
  appCode: string | null;
  appParams: Record<string, string> | null;
  zodIssues: { path: string[]; message: string }[] | null;
}

export type CallResult<TData = unknown> = CallOk<TData> | CallFailed;

/** The data of an answered call; fails the test with the status and app code of a refused one. */
export function expectOk<TData>(result: CallResult<TData>): TData {
  if (!result.ok) {
    throw new Error(`expected the call to succeed, got ${result.status} ${result.appCode ?? ''}`.trimEnd());
  }
  return result.data;
}

/** A value the test goes on with; fails the test on null or undefined. */
export function expectPresent<T>(value: T): NonNullable<T> {
  if (value === null || value === undefined) throw new Error(`expected a value, got ${String(value)}`);
  return value;
}

/** The members of the union T whose `key` can be `value`, with `key` narrowed to it. */
type Variant<T, K extends keyof T, V> = T extends unknown
  ? V extends T[K]
    ? T & { [P in K]: V }
    : never
  : never;

function isVariant<T, K extends keyof T, V>(value: T, key: K, expected: V): value is Variant<T, K, V> {
  return value[key] === expected;
}

/**
 * One variant of a union a procedure answers (an overview by `role`, a next action by `type`); fails the
 * test on another variant or on null.
 */
export function expectVariant<T extends object, K extends keyof T, const V extends T[K]>(
  value: T | null | undefined,
  key: K,
  expected: V,
): Variant<T, K, V> {
  if (value === null || value === undefined || !isVariant(value, key, expected)) {
    const found = value === null || value === undefined ? String(value) : String(value[key]);
    throw new Error(`expected ${String(key)} ${String(expected)}, got ${found}`);
  }
  return value;
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

  /**
   * Calls a procedure by its path with an input of its type; the result's data, when ok, is its output.
   * For input the router must refuse (malformed, of another type) or a path it does not have, use callRaw.
   */
  function call<P extends ProcedurePath>(
    path: P,
    input?: NoInfer<InputOf<P>>,
    options: CallOptions = {},
  ): Promise<CallResult<OutputOf<P>>> {
    return send<OutputOf<P>>(path, input, options);
  }

  /**
   * Untyped input: sends what no typed caller could (a malformed or foreign input, a path read at run time).
   * A known path's answer, when ok, is still its output.
   */
  function callRaw<P extends ProcedurePath>(
    path: P,
    input: unknown,
    options?: CallOptions,
  ): Promise<CallResult<OutputOf<P>>>;
  function callRaw(path: string, input: unknown, options?: CallOptions): Promise<CallResult>;
  function callRaw(path: string, input: unknown, options: CallOptions = {}): Promise<CallResult> {
    return send(path, input, options);
  }

  /** One call over HTTP injection: a GET for a query, a POST for a mutation, the input in superjson. */
  async function send<TData>(path: string, input: unknown, options: CallOptions): Promise<CallResult<TData>> {
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
    const data = body.result ? superjson.deserialize<TData>(body.result.data) : body;
    if (response.statusCode >= 300) {
      return {
        status: response.statusCode,
        ok: false,
        data,
        appCode: null,
        appParams: null,
        zodIssues: null,
        setCookie,
      };
    }
    return {
      status: response.statusCode,
      ok: true,
      data,
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
    return result.setCookie.split(';')[0] ?? '';
  }

  /** The emails to an address (of these templates, when given), in the order they were enqueued. */
  function emailsTo(to: string, templates: readonly string[] = []) {
    return testDb.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          sql`lower(${emailOutbox.to}) = ${to.toLowerCase()}`,
          templates.length > 0 ? inArray(emailOutbox.template, [...templates]) : undefined,
        ),
      )
      .orderBy(emailOutbox.seq);
  }

  /** The newest email sent to an address, with the links it carries. */
  async function lastEmailTo(to: string) {
    const [row] = await testDb.db
      .select()
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.to}) = ${to.toLowerCase()}`)
      .orderBy(desc(emailOutbox.seq))
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
    callRaw,
    login,
    emailsTo,
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
