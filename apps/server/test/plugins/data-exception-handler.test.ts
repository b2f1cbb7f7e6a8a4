import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDataExceptionHandler } from '../../src/plugins/data-exception-handler';

// Routes outside tRPC answer a value PostgreSQL refused with 400, not 500.

/** How the query builder reports a driver error: the SQLSTATE sits on the cause. */
function failedQuery(sqlState: string) {
  return new Error('Failed query', { cause: Object.assign(new Error('driver error'), { code: sqlState }) });
}

const app = Fastify({ logger: false });

beforeAll(async () => {
  registerDataExceptionHandler(app);
  await app.register(async (routes) => {
    routes.get('/nul', async () => {
      throw failedQuery('22021');
    });
    routes.get('/bad-uuid', async () => {
      throw failedQuery('22P02');
    });
    routes.get('/unique', async () => {
      throw failedQuery('23505');
    });
    routes.get('/teapot', async () => {
      throw Object.assign(new Error('short and stout'), { statusCode: 418 });
    });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('data exception handler', () => {
  it('answers a class-22 error with 400 errors.invalidInput', async () => {
    for (const url of ['/nul', '/bad-uuid']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { appCode: 'errors.invalidInput', appParams: null },
        requestId: expect.any(String),
      });
    }
  });

  it("leaves every other error to Fastify's default handling", async () => {
    expect((await app.inject({ method: 'GET', url: '/unique' })).statusCode).toBe(500);
    const teapot = await app.inject({ method: 'GET', url: '/teapot' });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.json()).toMatchObject({ statusCode: 418, message: 'short and stout' });
  });

  it("keeps an unexpected error's message for the log, out of the answer", async () => {
    const response = await app.inject({ method: 'GET', url: '/unique' });
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
      requestId: expect.any(String),
    });
  });
});
