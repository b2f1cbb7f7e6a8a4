// The producer REST API through a client generated from its OpenAPI document (openapi-typescript types,
// openapi-fetch): keys and their scopes, another producer's ids, pagination, idempotency, the plan gate, the
// rate limit and malformed input, each answer checked against the API's own zod schemas.
import { apiKeys, eq, products, profiles, sales, subscriptions, users } from '@afilia/db';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed';
import { createTestApp, expectOk, expectPresent, type TestApp } from '../support/harness';
import type { paths } from './openapi-schema';
import { API_SCHEMAS } from './public-api-schemas';

let t: TestApp;
let baseUrl = '';
let producerId = '';
let starterId = '';
let cookie = '';
let fullKey = '';

async function setPlan(userId: string, planId: 'profissional' | 'visionario') {
  await t.db.update(subscriptions).set({ planId }).where(eq(subscriptions.userId, userId));
}

async function createKey(name: string, scopes: string[]) {
  const created = expectOk(await t.call('apiKeys.create', { name, scopes: scopes as never }, { cookie }));
  return created.secret;
}

function client(key: string) {
  return createClient<paths>({ baseUrl: `${baseUrl}/api/v1`, headers: { authorization: `Bearer ${key}` } });
}

async function raw(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, init);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  // The plan is checked on every request here: a test changes it between two calls.
  t = await createTestApp({
    RATE_LIMIT_AUTH_MAX: '1000',
    PUBLIC_API_RATE_LIMIT_PER_MINUTE: '1000',
    PUBLIC_API_PLAN_CACHE_MS: '0',
  });
  await seedDemoData(t.db, 'test', new Date(), t.storage, t.secrets);
  const rows = await t.db.select({ id: users.id, email: users.email }).from(users);
  producerId = expectPresent(rows.find((row) => row.email === 'produtor@demo.afilia.app')).id;
  starterId = expectPresent(rows.find((row) => row.email === 'iniciante@demo.afilia.app')).id;
  cookie = await t.login('produtor@demo.afilia.app', 'demo12345');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await setPlan(producerId, 'visionario');
  fullKey = await createKey('Integração completa', [
    'products:read',
    'products:write',
    'sales:read',
    'sales:refund',
    'commissions:read',
    'affiliations:read',
    'affiliations:write',
    'payouts:read',
  ]);
});
afterAll(() => t.close());

describe('producer REST API', () => {
  it('answers 401 problem documents without a key or with a bad one', async () => {
    const none = await raw('/products');
    expect(none.response.status).toBe(401);
    expect(none.response.headers.get('content-type')).toContain('application/problem+json');
    expect(none.body).toMatchObject({
      status: 401,
      code: 'errors.api.missingKey',
      title: expect.any(String),
    });
    const bad = await raw('/products', { headers: { authorization: 'Bearer afilia_live_nope' } });
    expect(bad.body.code).toBe('errors.api.invalidKey');
    const english = await raw('/products', { headers: { 'accept-language': 'en-US' } });
    expect(english.body.title).toBe('Send the API key in the Authorization header: Bearer afilia_live_….');
  });

  it('lists the producer’s products by cursor, every page valid against the schema, none twice', async () => {
    const api = client(fullKey);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages++) {
      const { data, response } = await api.GET('/products', { params: { query: { limit: 2, cursor } } });
      expect(response.status).toBe(200);
      const page = API_SCHEMAS.productList.parse(data);
      seen.push(...page.data.map((product) => product.id));
      expect(response.headers.get('ratelimit-limit')).toBe('1000');
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    const own = await t.db.select({ id: products.id }).from(products).where(eq(products.userId, producerId));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(own.map((row) => row.id).sort());
    const broken = await api.GET('/products', { params: { query: { cursor: 'not-a-cursor' } } });
    expect(broken.response.status).toBe(400);
    expect(broken.error).toMatchObject({ code: 'errors.api.invalidCursor' });
  });

  it("answers 404 for another producer's product and for a malformed id", async () => {
    const api = client(fullKey);
    const [foreign] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.userId, starterId));
    const other = await api.GET('/products/{id}', { params: { path: { id: expectPresent(foreign).id } } });
    expect(other.response.status).toBe(404);
    expect(other.error).toMatchObject({ code: 'errors.products.notFound' });
    const malformed = await api.GET('/products/{id}', { params: { path: { id: 'x' } } });
    expect(malformed.response.status).toBe(404);
  });

  it('creates a product once per Idempotency-Key, and refuses the key with another body', async () => {
    const api = client(fullKey);
    const body = {
      title: 'Mentoria de Retratos',
      image_links: ['https://cdn.example.com/retratos.png'],
      pricing: { price_cents: 49_700, commission_type: 'percentage' as const, commission_value: 2_500 },
    };
    const headers = { 'Idempotency-Key': 'retratos-1' };
    const first = await api.POST('/products', { body, params: { header: headers } });
    expect(first.response.status).toBe(201);
    const created = API_SCHEMAS.product.parse(first.data);
    expect(created).toMatchObject({ title: 'Mentoria de Retratos', pricing: { price_cents: 49_700 } });
    const again = await api.POST('/products', { body, params: { header: headers } });
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data?.id).toBe(created.id);
    const other = await api.POST('/products', {
      body: { ...body, title: 'Outro' },
      params: { header: headers },
    });
    expect(other.response.status).toBe(409);
    expect(other.error).toMatchObject({ code: 'errors.api.idempotencyConflict' });
    const count = await t.db.select().from(products).where(eq(products.title, 'Mentoria de Retratos'));
    expect(count).toHaveLength(1);
  });

  it('changes a price by PATCH with the form’s rules, naming the field it refuses', async () => {
    const api = client(fullKey);
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.userId, producerId));
    const id = expectPresent(product).id;
    const patched = await api.PATCH('/products/{id}', {
      params: { path: { id } },
      body: { pricing: { price_cents: 12_345 } },
    });
    expect(patched.response.status).toBe(200);
    expect(API_SCHEMAS.product.parse(patched.data).pricing?.price_cents).toBe(12_345);
    const refused = await raw(`/products/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${fullKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pricing: { commission_type: 'percentage', commission_value: 20_000 } }),
    });
    expect(refused.response.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'errors.validation',
      errors: [{ field: 'pricing.commission_value', code: 'validation.pricing.percentageMax' }],
    });
  });

  it('lists sales with the dashboard filters, gets one and refunds it through the same rules', async () => {
    const api = client(fullKey);
    const paid = await api.GET('/sales', { params: { query: { status: 'paid', limit: 5 } } });
    const page = API_SCHEMAS.saleList.parse(paid.data);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((sale) => sale.status === 'paid')).toBe(true);
    const target = expectPresent(page.data.find((sale) => sale.payment_method === 'card'));
    const one = await api.GET('/sales/{id}', { params: { path: { id: target.id } } });
    expect(API_SCHEMAS.sale.parse(one.data).order_code).toBe(target.order_code);
    const refunded = await api.POST('/sales/{id}/refund', { params: { path: { id: target.id } } });
    expect(refunded.response.status).toBe(200);
    expect(API_SCHEMAS.sale.parse(refunded.data).status).toBe('refunded');
    const twice = await api.POST('/sales/{id}/refund', { params: { path: { id: target.id } } });
    expect(twice.response.status).toBe(409);
    expect(twice.error).toMatchObject({ code: 'errors.sales.notRefundable' });
    const [foreign] = await t.db.select({ id: sales.id }).from(sales).where(eq(sales.producerId, starterId));
    const other = await api.POST('/sales/{id}/refund', {
      params: { path: { id: expectPresent(foreign).id } },
    });
    expect(other.response.status).toBe(404);
  });

  it("lists the same sales as the dashboard's 'Vendas' for every shape of the filters", async () => {
    // The API runs one prepared statement per shape of the filters; the same shape with other values, and
    // every other shape, must still list exactly what the dashboard lists, in the same order.
    const api = client(fullKey);
    const own = await t.db
      .select({ productId: sales.productId, resellerId: sales.resellerId, orderCode: sales.orderCode })
      .from(sales)
      .where(eq(sales.producerId, producerId));
    const productIds = [...new Set(own.map((row) => row.productId).filter((id) => id !== null))].slice(0, 2);
    const resellerIds = [...new Set(own.map((row) => row.resellerId).filter((id) => id !== null))].slice(
      0,
      2,
    );
    const orderCode = expectPresent(own[0]).orderCode;
    interface Shape {
      status?: 'paid' | 'refunded' | 'failed';
      productId?: string;
      resellerId?: string;
      period?: '30d' | 'lastMonth' | '7d' | '90d';
      search?: string;
      utmSource?: string;
    }
    const shapes: Shape[] = [
      {},
      { status: 'paid' },
      { status: 'refunded' },
      { status: 'failed' },
      ...productIds.map((productId) => ({ productId })),
      ...resellerIds.map((resellerId): Shape => ({ resellerId, status: 'paid' })),
      { period: '30d' },
      { period: 'lastMonth' },
      { period: '7d', status: 'paid' },
      { search: 'gmail' },
      { search: orderCode.slice(0, 4) },
      { search: orderCode.slice(0, 3), status: 'paid' },
      { utmSource: 'instagram' },
      { utmSource: 'google', period: '90d' },
    ];
    for (const shape of shapes) {
      const dashboardIds: string[] = [];
      for (let page = 1; page < 50; page++) {
        const listed = expectOk(
          await t.call('sales.list', { period: 'all', ...shape, page, pageSize: 50 }, { cookie }),
        );
        dashboardIds.push(...listed.items.map((item) => item.id));
        if (dashboardIds.length >= listed.total) break;
      }
      const apiIds: string[] = [];
      let cursor: string | undefined;
      for (let pages = 0; pages < 50; pages++) {
        const { data } = await api.GET('/sales', {
          params: {
            query: {
              limit: 37,
              cursor,
              status: shape.status,
              product_id: shape.productId,
              reseller_id: shape.resellerId,
              period: shape.period ?? 'all',
              search: shape.search,
              utm_source: shape.utmSource,
            },
          },
        });
        const page = API_SCHEMAS.saleList.parse(data);
        apiIds.push(...page.data.map((sale) => sale.id));
        if (!page.next_cursor) break;
        cursor = page.next_cursor;
      }
      expect({ shape, ids: apiIds }).toEqual({ shape, ids: dashboardIds });
    }
  });

  it('lists commissions, affiliations and payouts, and decides an affiliation request', async () => {
    const api = client(fullKey);
    API_SCHEMAS.commissionList.parse((await api.GET('/commissions', {})).data);
    API_SCHEMAS.payoutList.parse((await api.GET('/payouts', {})).data);
    const pending = API_SCHEMAS.affiliationList.parse(
      (await api.GET('/affiliations', { params: { query: { status: 'pending' } } })).data,
    );
    const request = expectPresent(pending.data[0]);
    const approved = await api.POST('/affiliations/{id}/approve', { params: { path: { id: request.id } } });
    expect(API_SCHEMAS.affiliation.parse(approved.data).status).toBe('active');
    const again = await api.POST('/affiliations/{id}/refuse', { params: { path: { id: request.id } } });
    expect(again.response.status).toBe(409);
  });

  it('refuses a key without the endpoint’s scope, a revoked key, a lapsed plan and a suspended producer', async () => {
    const readOnly = await createKey('Só leitura', ['products:read']);
    const scoped = await client(readOnly).GET('/sales', {});
    expect(scoped.response.status).toBe(403);
    expect(scoped.error).toMatchObject({ code: 'errors.api.insufficientScope' });
    expect((await client(readOnly).GET('/products', {})).response.status).toBe(200);

    const [key] = await t.db.select().from(apiKeys).where(eq(apiKeys.name, 'Só leitura'));
    expectOk(await t.call('apiKeys.revoke', { keyId: expectPresent(key).id }, { cookie }));
    const revoked = await client(readOnly).GET('/products', {});
    expect(revoked.response.status).toBe(401);
    expect(revoked.error).toMatchObject({ code: 'errors.api.keyRevoked' });

    await setPlan(producerId, 'profissional');
    const lapsed = await client(fullKey).GET('/products', {});
    expect(lapsed.response.status).toBe(403);
    expect(lapsed.error).toMatchObject({ code: 'errors.apiKeys.upgradeRequired' });
    await setPlan(producerId, 'visionario');

    await t.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.id, producerId));
    const suspended = await client(fullKey).GET('/products', {});
    expect(suspended.response.status).toBe(403);
    expect(suspended.error).toMatchObject({ code: 'errors.auth.accountSuspended' });
    await t.db.update(profiles).set({ status: 'active' }).where(eq(profiles.id, producerId));

    const listed = expectOk(await t.call('apiKeys.settings', undefined, { cookie }));
    expect(listed.keys.find((row) => row.name === 'Só leitura')?.revokedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(readOnly);
  });

  it('answers 4xx to control characters, oversized strings, bad JSON and unknown routes', async () => {
    const headers = { authorization: `Bearer ${fullKey}`, 'content-type': 'application/json' };
    const nul = await raw('/products', {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'a\u0000b', image_links: ['https://cdn.example.com/a.png'] }),
    });
    expect(nul.response.status).toBe(400);
    const long = await raw(`/sales?search=${'x'.repeat(5000)}`, { headers });
    expect(long.response.status).toBe(400);
    const json = await raw('/products', { method: 'POST', headers, body: '{"title":' });
    expect(json.response.status).toBe(400);
    expect(json.body.code).toBe('errors.invalidInput');
    const unknown = await raw('/nothing', { headers });
    expect(unknown.response.status).toBe(404);
    expect(unknown.body.code).toBe('errors.api.routeNotFound');
  });
});

describe('producer REST API rate limit', () => {
  it('answers 429 with Retry-After past the per-key budget, with RateLimit headers on every answer', async () => {
    const limited = await createTestApp({ PUBLIC_API_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      await seedDemoData(limited.db);
      const [owner] = await limited.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'produtor@demo.afilia.app'));
      await limited.db
        .update(subscriptions)
        .set({ planId: 'visionario' })
        .where(eq(subscriptions.userId, expectPresent(owner).id));
      const session = await limited.login('produtor@demo.afilia.app', 'demo12345');
      const key = expectOk(
        await limited.call(
          'apiKeys.create',
          { name: 'Limite', scopes: ['products:read'] },
          { cookie: session },
        ),
      ).secret;
      const statuses: number[] = [];
      let last = await limited.app.inject({
        url: '/api/v1/products',
        headers: { authorization: `Bearer ${key}` },
      });
      statuses.push(last.statusCode);
      for (let i = 0; i < 3; i++) {
        last = await limited.app.inject({
          url: '/api/v1/products',
          headers: { authorization: `Bearer ${key}` },
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(last.headers['retry-after']).toMatch(/^\d+$/);
      expect(last.headers['ratelimit-remaining']).toBe('0');
      expect(JSON.parse(last.body)).toMatchObject({ code: 'errors.rateLimited', status: 429 });
    } finally {
      await limited.close();
    }
  });
});
