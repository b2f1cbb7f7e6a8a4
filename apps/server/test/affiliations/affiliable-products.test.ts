import { affiliations, eq, products } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectOk, type InputOf, TEST_ORIGIN, type TestApp } from '../support/harness';
import { affiliationWorld, type WorldUser } from './affiliation-world';

let t: TestApp;
let world: ReturnType<typeof affiliationWorld>;
let producer: WorldUser;
let otherProducer: WorldUser;
let reseller: WorldUser;

const list = async (user: WorldUser, input: InputOf<'affiliations.listProducts'> = {}) => {
  const result = await t.call('affiliations.listProducts', input, { cookie: user.cookie });
  expect(result.status).toBe(200);
  return expectOk(result);
};

const base = new Date('2025-01-01T12:00:00Z').getTime();
const at = (minutes: number) => new Date(base + minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  world = affiliationWorld(t);
  producer = await world.addProducer({ fullName: 'Paula Produtora' });
  otherProducer = await world.addProducer({ fullName: 'Otávio Produtor' });
  reseller = await world.addUser('reseller', { referrerId: producer.id });
});
afterAll(() => t.close());

describe('affiliations.listProducts', () => {
  it('lists priced products of active producers whose mode admits the reseller, newest first', async () => {
    const referred = await world.addProduct(producer.id, { mode: 'referred', createdAt: at(1) });
    const open = await world.addProduct(otherProducer.id, { mode: 'open', createdAt: at(2) });
    const approval = await world.addProduct(otherProducer.id, { mode: 'approval', createdAt: at(3) });
    // Not listed: another producer's 'referred' product, an unpriced one, a suspended producer's.
    await world.addProduct(otherProducer.id, { mode: 'referred', createdAt: at(4) });
    await world.addProduct(producer.id, { mode: 'open', pricing: null, createdAt: at(5) });
    const suspended = await world.addProducer({ status: 'suspended' });
    await world.addProduct(suspended.id, { mode: 'open', createdAt: at(6) });

    const page = await list(reseller);
    expect(page.items.map((item) => item.productId)).toEqual([approval.id, open.id, referred.id]);
    expect(page).toMatchObject({ page: 1, pageSize: 12, totalItems: 3, totalPages: 1 });
    expect(page.items[2]).toMatchObject({
      title: referred.title,
      productCode: referred.productCode,
      imageUrl: `https://cdn.example.com/${referred.productCode}.png`,
      affiliationMode: 'referred',
      producerName: 'Paula Produtora',
      affiliation: null,
    });

    // Another producer's reseller sees the open and approval products only.
    const stranger = await world.addUser('reseller', { referrerId: otherProducer.id });
    const theirs = await list(stranger);
    expect(theirs.items.map((item) => item.productId).sort()).toEqual(
      [approval.id, open.id, (await otherReferredIds())[0]].sort(),
    );
    await t.db.delete(affiliations);
    await cleanProducts();
  });

  it('computes the commission in cents for percentage (rounded) and fixed commissions', async () => {
    const percentage = await world.addProduct(producer.id, {
      pricing: { priceCents: 9_990, commissionType: 'percentage', commissionValue: 1_250 },
      createdAt: at(20),
    });
    const fixed = await world.addProduct(producer.id, {
      pricing: { priceCents: 19_700, commissionType: 'fixed', commissionValue: 3_000 },
      createdAt: at(21),
    });
    const items = (await list(reseller)).items;
    // 9990 × 12.5% = 1248.75 → 1249.
    expect(items.find((item) => item.productId === percentage.id)).toMatchObject({
      priceCents: 9_990,
      commissionCents: 1_249,
    });
    expect(items.find((item) => item.productId === fixed.id)).toMatchObject({
      priceCents: 19_700,
      commissionCents: 3_000,
    });
    await cleanProducts();
  });

  it("carries the reseller's own affiliation, with the link only while it is active", async () => {
    const active = await world.addProduct(producer.id, { mode: 'open', createdAt: at(30) });
    const pending = await world.addProduct(otherProducer.id, { mode: 'approval', createdAt: at(31) });
    const linked = expectOk(
      await t.call('affiliations.createLink', { productId: active.id }, { cookie: reseller.cookie }),
    );
    const requested = expectOk(
      await t.call('affiliations.createLink', { productId: pending.id }, { cookie: reseller.cookie }),
    );
    await t.db
      .update(affiliations)
      .set({ clicks: 7, uniqueClicks: 5, lastClickAt: at(40) })
      .where(eq(affiliations.id, linked.affiliationId));
    // Another reseller's affiliation to the same product does not show.
    const other = await world.addUser('reseller', { referrerId: producer.id });
    await t.call('affiliations.createLink', { productId: pending.id }, { cookie: other.cookie });

    const items = (await list(reseller)).items;
    expect(items.find((item) => item.productId === active.id)?.affiliation).toEqual({
      id: linked.affiliationId,
      status: 'active',
      linkCode: linked.linkCode,
      link: `${TEST_ORIGIN}/r/${linked.linkCode}`,
      clicks: 7,
      uniqueClicks: 5,
      lastClickAt: at(40),
    });
    expect(items.find((item) => item.productId === pending.id)?.affiliation).toMatchObject({
      id: requested.affiliationId,
      status: 'pending',
      link: null,
    });
    await t.db.delete(affiliations);
    await cleanProducts();
  });

  it('searches title or code case-insensitively, with LIKE wildcards taken literally', async () => {
    const photo = await world.addProduct(producer.id, { title: 'Curso de Fotografia', createdAt: at(50) });
    const discount = await world.addProduct(producer.id, { title: 'Desconto 50% já', createdAt: at(51) });
    await world.addProduct(producer.id, { title: 'Desconto 500 reais', createdAt: at(52) });
    const sheet = await world.addProduct(producer.id, { title: 'Planilha_financeira', createdAt: at(53) });
    const ids = async (search: string) =>
      (await list(reseller, { search })).items.map((item) => item.productId);
    expect(await ids('FOTOGRAF')).toEqual([photo.id]);
    expect(await ids(photo.productCode.toLowerCase())).toEqual([photo.id]);
    expect(await ids('50%')).toEqual([discount.id]);
    expect(await ids('%')).toEqual([discount.id]);
    expect(await ids('a_f')).toEqual([sheet.id]);
    // An unescaped '_' would match 'Desconto 50…' and 'Desconto 500…'.
    expect(await ids('o_5')).toEqual([]);
    expect(await ids('nada disso')).toEqual([]);
    await cleanProducts();
  });

  it('paginates on the server and clamps a page past the end to the last page', async () => {
    const created = [];
    for (let i = 0; i < 26; i++)
      created.push(await world.addProduct(producer.id, { createdAt: at(100 + i) }));
    const newestFirst = created.map((product) => product.id).reverse();

    const first = await list(reseller, { page: 1, pageSize: 12 });
    expect(first).toMatchObject({ page: 1, pageSize: 12, totalItems: 26, totalPages: 3 });
    expect(first.items.map((item) => item.productId)).toEqual(newestFirst.slice(0, 12));
    const third = await list(reseller, { page: 3, pageSize: 12 });
    expect(third.items.map((item) => item.productId)).toEqual(newestFirst.slice(24));
    const beyond = await list(reseller, { page: 99, pageSize: 24 });
    expect(beyond).toMatchObject({ page: 2, pageSize: 24, totalItems: 26, totalPages: 2 });
    expect(beyond.items.map((item) => item.productId)).toEqual(newestFirst.slice(24));
    const none = await list(reseller, { page: 5, search: 'sem resultado' });
    expect(none).toMatchObject({ items: [], page: 1, totalItems: 0, totalPages: 1 });

    const bad = await t.callRaw('affiliations.listProducts', { pageSize: 13 }, { cookie: reseller.cookie });
    expect(bad.status).toBe(400);
    await cleanProducts();
  });

  it('is for resellers only', async () => {
    const asProducer = await t.call('affiliations.listProducts', {}, { cookie: producer.cookie });
    expect(asProducer.status).toBe(403);
    const anonymous = await t.call('affiliations.listProducts', {});
    expect(anonymous.status).toBe(401);
  });
});

async function otherReferredIds() {
  const rows = await t.db
    .select({ id: products.id, mode: products.affiliationMode })
    .from(products)
    .where(eq(products.userId, otherProducer.id));
  return rows.filter((row) => row.mode === 'referred').map((row) => row.id);
}

async function cleanProducts() {
  await t.db.delete(products);
}
