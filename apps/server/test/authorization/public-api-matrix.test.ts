// The authorization matrix of the REST API: every endpoint of API_ROUTES, called without a key, with a
// revoked key, with a key of every scope but its own, with a key of its scope alone, and with another
// producer's key on the demo producer's objects. An endpoint missing here fails the first test.
import { randomUUID } from 'node:crypto';
import { API_ROUTES } from '@afilia/api/server';
import { affiliations, eq, products, sales, subscriptions, users } from '@afilia/db';
import { API_SCOPES, type ApiScope } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed';
import { createTestApp, expectOk, expectPresent, type TestApp } from '../support/harness';
import { insertSale } from '../support/sale-fixtures';

/** Fresh objects of the demo producer for one call (a refund or a decision consumes its object). */
interface RestFixtures {
  productId: string;
  saleId: string;
  /** A pending request (approve, refuse) and an active affiliation (revoke). */
  affiliationId: string;
  activeAffiliationId: string;
}

interface RestRow {
  /** The id in the path, for endpoints on one object. */
  id?: (f: RestFixtures) => string;
  body?: unknown;
}

const PRODUCT = {
  title: 'Produto da matriz REST',
  image_links: ['https://cdn.example.com/matriz.png'],
};

const REST_MATRIX: Record<string, RestRow> = {
  listProducts: {},
  getProduct: { id: (f) => f.productId },
  createProduct: { body: PRODUCT },
  updateProduct: { id: (f) => f.productId, body: { title: 'Novo título' } },
  listSales: {},
  getSale: { id: (f) => f.saleId },
  refundSale: { id: (f) => f.saleId },
  listCommissions: {},
  listAffiliations: {},
  approveAffiliation: { id: (f) => f.affiliationId },
  refuseAffiliation: { id: (f) => f.affiliationId },
  revokeAffiliation: { id: (f) => f.activeAffiliationId },
  listPayouts: {},
};

const DENIALS = new Set([
  'errors.api.missingKey',
  'errors.api.invalidKey',
  'errors.api.keyRevoked',
  'errors.api.insufficientScope',
  'errors.apiKeys.upgradeRequired',
]);

let t: TestApp;
let producerId = '';
const keys: Record<string, string> = {};

async function keyFor(cookie: string, name: string, scopes: readonly ApiScope[]) {
  return expectOk(await t.call('apiKeys.create', { name, scopes: [...scopes] }, { cookie })).secret;
}

async function fresh(): Promise<RestFixtures> {
  const [product] = await t.db
    .select({ id: products.id, code: products.productCode, title: products.title })
    .from(products)
    .where(eq(products.userId, producerId))
    .limit(1);
  const owned = expectPresent(product);
  const resellerId = randomUUID();
  await t.db
    .insert(users)
    .values({ id: resellerId, email: `rest.${resellerId}@example.com`, passwordHash: 'x' });
  const [affiliation] = await t.db
    .insert(affiliations)
    .values({
      resellerId,
      productId: owned.id,
      status: 'pending',
      linkCode: `RM${resellerId.slice(0, 6).toUpperCase()}`,
    })
    .returning({ id: affiliations.id });
  const activeResellerId = randomUUID();
  await t.db
    .insert(users)
    .values({ id: activeResellerId, email: `rest.${activeResellerId}@example.com`, passwordHash: 'x' });
  const [active] = await t.db
    .insert(affiliations)
    .values({
      resellerId: activeResellerId,
      productId: owned.id,
      status: 'active',
      linkCode: `RA${activeResellerId.slice(0, 6).toUpperCase()}`,
    })
    .returning({ id: affiliations.id });
  const sale = await insertSale(t.db, {
    producerId,
    productId: owned.id,
    productCode: owned.code,
    productTitle: owned.title,
  });
  return {
    productId: owned.id,
    saleId: sale.id,
    affiliationId: expectPresent(affiliation).id,
    activeAffiliationId: expectPresent(active).id,
  };
}

async function call(route: (typeof API_ROUTES)[number], key: string | null, fixtures: RestFixtures) {
  const row = expectPresent(REST_MATRIX[route.operationId]);
  const url = `/api/v1${route.path.replace('{id}', row.id ? row.id(fixtures) : '')}`;
  const response = await t.app.inject({
    method: route.method,
    url,
    headers: key ? { authorization: `Bearer ${key}` } : {},
    ...(row.body ? { payload: row.body } : {}),
  });
  return {
    status: response.statusCode,
    code: (JSON.parse(response.body) as { code?: string }).code ?? null,
    body: response.body,
  };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '10000', PUBLIC_API_RATE_LIMIT_PER_MINUTE: '100000' });
  await seedDemoData(t.db, 'test', new Date(), t.storage, t.secrets);
  const rows = await t.db.select({ id: users.id, email: users.email }).from(users);
  producerId = expectPresent(rows.find((row) => row.email === 'produtor@demo.afilia.app')).id;
  const otherId = expectPresent(rows.find((row) => row.email === 'iniciante@demo.afilia.app')).id;
  // Both producers on Visionário, the plan with the API (the trial one paid, for the test).
  await t.db
    .update(subscriptions)
    .set({ planId: 'visionario', status: 'active' })
    .where(eq(subscriptions.userId, producerId));
  await t.db
    .update(subscriptions)
    .set({ planId: 'visionario', status: 'active' })
    .where(eq(subscriptions.userId, otherId));
  const producer = await t.login('produtor@demo.afilia.app', 'demo12345');
  const other = await t.login('iniciante@demo.afilia.app', 'demo12345');
  keys.all = await keyFor(producer, 'Todas', API_SCOPES);
  keys.other = await keyFor(other, 'Outra produtora', API_SCOPES);
  for (const scope of API_SCOPES) {
    keys[`only:${scope}`] = await keyFor(producer, `Só ${scope}`, [scope]);
    keys[`without:${scope}`] = await keyFor(
      producer,
      `Sem ${scope}`,
      API_SCOPES.filter((s) => s !== scope),
    );
  }
  const revoked = await keyFor(producer, 'Revogada', API_SCOPES);
  const listed = expectOk(await t.call('apiKeys.settings', undefined, { cookie: producer }));
  const revokedId = expectPresent(listed.keys.find((key) => key.name === 'Revogada')).id;
  expectOk(await t.call('apiKeys.revoke', { keyId: revokedId }, { cookie: producer }));
  keys.revoked = revoked;
});
afterAll(() => t.close());

describe('REST API authorization matrix', () => {
  it('has a row for every endpoint, and none for an endpoint that does not exist', () => {
    expect(Object.keys(REST_MATRIX).sort()).toEqual(API_ROUTES.map((route) => route.operationId).sort());
  });

  for (const route of API_ROUTES) {
    it(`${route.operationId}: no key → 401, revoked → 401, without ${route.scope} → 403, with it alone → allowed`, async () => {
      const none = await call(route, null, await fresh());
      expect([none.status, none.code]).toEqual([401, 'errors.api.missingKey']);
      const revoked = await call(route, keys.revoked ?? '', await fresh());
      expect([revoked.status, revoked.code]).toEqual([401, 'errors.api.keyRevoked']);
      const without = await call(route, keys[`without:${route.scope}`] ?? '', await fresh());
      expect([without.status, without.code]).toEqual([403, 'errors.api.insufficientScope']);
      const only = await call(route, keys[`only:${route.scope}`] ?? '', await fresh());
      expect(only.status, only.body).toBeLessThan(300);
      expect(DENIALS.has(only.code ?? '')).toBe(false);
    });

    it(`${route.operationId}: another producer's key never reaches the demo producer's objects`, async () => {
      const fixtures = await fresh();
      const answer = await call(route, keys.other ?? '', fixtures);
      const row = expectPresent(REST_MATRIX[route.operationId]);
      if (row.id) {
        expect(answer.status).toBe(404);
        return;
      }
      expect(answer.status).toBeLessThan(300);
      // A list answers the caller's own objects only: none of the fixture's ids appear.
      for (const id of Object.values(fixtures)) expect(answer.body).not.toContain(id);
    });
  }

  it('leaves the demo producer’s objects untouched by the other producer’s calls', async () => {
    const fixtures = await fresh();
    const [before] = await t.db
      .select({ title: products.title, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, fixtures.productId));
    for (const route of API_ROUTES) await call(route, keys.other ?? '', fixtures);
    const [sale] = await t.db
      .select({ status: sales.status })
      .from(sales)
      .where(eq(sales.id, fixtures.saleId));
    expect(sale?.status).toBe('paid');
    const [affiliation] = await t.db
      .select({ status: affiliations.status })
      .from(affiliations)
      .where(eq(affiliations.id, fixtures.affiliationId));
    expect(affiliation?.status).toBe('pending');
    const [after] = await t.db
      .select({ title: products.title, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, fixtures.productId));
    expect(after).toEqual(before);
  });
});
