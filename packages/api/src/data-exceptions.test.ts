import { sql } from '@afilia/db';
import { createTestDb } from '@afilia/db/testing';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from './context';
import { isDataException, isUniqueViolation } from './errors';
import { MemoryRateLimiter } from './rate-limiter';
import { publicProcedure, router } from './trpc';

// Second line of defence behind the input schemas: a value PostgreSQL refuses is the client's fault.

type TestDb = Awaited<ReturnType<typeof createTestDb>>;
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.cleanup());

/** The error the driver (node-postgres or PGlite, whichever the run uses) throws for a query. */
async function queryError(query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await testDb.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

const DATA_EXCEPTIONS = {
  '22021 NUL in text': sql`select ${'a\u0000b'}::text`,
  '22P02 malformed uuid': sql`select ${'not-a-uuid'}::uuid`,
  '22P05 NUL escape in json': sql`select ${'{"a": "\\u0000"}'}::jsonb`,
  '22012 division by zero': sql`select 1 / ${0}::int`,
  '22008 datetime out of range': sql`select ${'2026-13-45'}::date`,
  '22003 numeric out of range': sql`select ${'99999999999'}::int`,
};

describe('isDataException', () => {
  for (const [name, query] of Object.entries(DATA_EXCEPTIONS)) {
    it(`recognises ${name} from the driver`, async () => {
      expect(isDataException(await queryError(query))).toBe(true);
    });
  }

  it('is false for other database errors and for errors without a SQLSTATE', async () => {
    const syntax = await queryError(sql`select from where`);
    expect(isDataException(syntax)).toBe(false);
    expect(isDataException(new Error('boom'))).toBe(false);
    expect(isDataException(Object.assign(new Error('pipe'), { code: 'EPIPE' }))).toBe(false);
    expect(isDataException(undefined)).toBe(false);
  });

  it('follows the cause chain, as wrapped by the query builder', () => {
    const driverError = Object.assign(new Error('invalid byte sequence'), { code: '22021' });
    expect(isDataException(new Error('Failed query', { cause: driverError }))).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: { code: '23505' } }))).toBe(true);
  });
});

describe('tRPC answer to a data exception', () => {
  const testRouter = router({
    nul: publicProcedure.query(async () => {
      await testDb.db.execute(sql`select ${'a\u0000b'}::text`);
      return 'unreachable';
    }),
    crash: publicProcedure.query(() => {
      throw new Error('a bug');
    }),
  });

  async function request(path: string) {
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request(`http://localhost/trpc/${path}`),
      router: testRouter,
      // Only what the shared middlewares read: the caller's address and the rate limiters.
      createContext: () =>
        ({
          request: {
            id: 'test-request',
            ip: '127.0.0.1',
            userAgent: null,
            locale: 'pt-BR',
            attribution: null,
          },
          apiRateLimits: {
            signedInReads: new MemoryRateLimiter(1000, 60_000),
            signedInWrites: new MemoryRateLimiter(1000, 60_000),
            anonymousReads: new MemoryRateLimiter(1000, 60_000),
            anonymousWrites: new MemoryRateLimiter(1000, 60_000),
          },
          authRateLimiter: new MemoryRateLimiter(1000, 60_000),
          session: null,
        }) as unknown as Context,
    });
    const body = (await response.json()) as { error?: { json?: { data?: { appCode?: string } } } };
    return { status: response.status, appCode: body.error?.json?.data?.appCode };
  }

  it('maps it to 400 errors.invalidInput', async () => {
    expect(await request('nul')).toEqual({ status: 400, appCode: 'errors.invalidInput' });
  });

  it('leaves any other failure a 500', async () => {
    expect(await request('crash')).toEqual({ status: 500, appCode: 'errors.internal' });
  });
});
