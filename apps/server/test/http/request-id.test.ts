import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PROXY_ID = 'lb-7f3a9c.0042_x';

describe('request ids without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives every answer a fresh id in x-request-id', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/healthz' });
    const second = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("ignores a client's own x-request-id: it could forge log correlation", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': PROXY_ID },
    });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('puts the id in a tRPC error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/trpc/products.list?input={}' });
    expect(response.statusCode).toBe(401);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(response.json().error.json.data).toMatchObject({
      appCode: 'errors.auth.unauthenticated',
      requestId: id,
    });
  });

  it("puts the id in a batch's errors and in an unknown procedure's", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/trpc/products.list,no.such?batch=1&input={}',
    });
    const id = response.headers['x-request-id'];
    const calls = response.json() as { error: { json: { data: { requestId: string } } } }[];
    expect(calls.map((call) => call.error.json.data.requestId)).toEqual([id, id]);
  });

  it("puts the id in Fastify's 404 JSON", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/no/such/route',
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(404);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route POST:/no/such/route not found',
      requestId: id,
    });
  });

  it("puts the id in Fastify's error JSON, keeping its status and code", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/product-images',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      statusCode: 415,
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
      error: 'Unsupported Media Type',
      requestId: response.headers['x-request-id'],
    });
  });
});

describe('request ids behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  async function idFor(incoming: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': incoming },
    });
    return response.headers['x-request-id'];
  }

  it("keeps the proxy's id when it is a short safe token", async () => {
    expect(await idFor(PROXY_ID)).toBe(PROXY_ID);
    const uuid = crypto.randomUUID();
    expect(await idFor(uuid)).toBe(uuid);
  });

  it('replaces a malformed one', async () => {
    for (const malformed of [
      'x'.repeat(200),
      'short',
      'has spaces in it',
      'line\nbreak-injected',
      'quote"d-value',
      '',
    ])
      expect(await idFor(malformed)).toMatch(UUID);
  });

  it("carries the proxy's id into a tRPC error", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/trpc/products.list?input={}',
      headers: { 'x-request-id': PROXY_ID },
    });
    expect(response.json().error.json.data.requestId).toBe(PROXY_ID);
  });
});
