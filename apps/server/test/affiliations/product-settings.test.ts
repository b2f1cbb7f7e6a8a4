import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectOk, type InputOf, type TestApp } from '../support/harness';
import { affiliationWorld, type WorldUser } from './affiliation-world';

let t: TestApp;
let world: ReturnType<typeof affiliationWorld>;
let producer: WorldUser;

const product = (extra: Partial<InputOf<'products.create'>> = {}): InputOf<'products.create'> => ({
  title: 'Curso de Vendas',
  imageLinks: ['https://cdn.example.com/vendas.png'],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  world = affiliationWorld(t);
  producer = await world.addProducer();
});
afterAll(() => t.close());

describe('product affiliation settings', () => {
  it("defaults to 'referred' and 60 days, saves other values, and duplicate copies them", async () => {
    const created = await t.call('products.create', product(), { cookie: producer.cookie });
    expect(created.status).toBe(200);
    const id = expectOk(created).id;
    expect(created.data).toMatchObject({ affiliationMode: 'referred', attributionWindowDays: 60 });

    const updated = await t.call(
      'products.update',
      { id, data: product({ affiliationMode: 'approval', attributionWindowDays: 180 }) },
      { cookie: producer.cookie },
    );
    expect(updated.data).toMatchObject({ affiliationMode: 'approval', attributionWindowDays: 180 });
    const read = await t.call('products.get', { id }, { cookie: producer.cookie });
    expect(read.data).toMatchObject({ affiliationMode: 'approval', attributionWindowDays: 180 });

    const copy = await t.call('products.duplicate', { id }, { cookie: producer.cookie });
    expect(copy.data).toMatchObject({ affiliationMode: 'approval', attributionWindowDays: 180 });

    const opened = await t.call(
      'products.create',
      product({ affiliationMode: 'open', attributionWindowDays: 30 }),
      { cookie: producer.cookie },
    );
    expect(opened.data).toMatchObject({ affiliationMode: 'open', attributionWindowDays: 30 });
  });

  it('refuses a window outside 30, 60, 90 and 180 days, and an unknown mode', async () => {
    const window = await t.call('products.create', product({ attributionWindowDays: 45 }), {
      cookie: producer.cookie,
    });
    expect(window.status).toBe(400);
    expect(window.zodIssues?.map((issue) => issue.message)).toContain('validation.affiliation.windowInvalid');
    const mode = await t.callRaw(
      'products.create',
      { ...product(), affiliationMode: 'everyone' },
      {
        cookie: producer.cookie,
      },
    );
    expect(mode.status).toBe(400);
  });
});

describe('products.list affiliates', () => {
  it('counts active affiliates and pending requests per product', async () => {
    const open = await world.addProduct(producer.id, { mode: 'open', title: 'Aberto' });
    const approval = await world.addProduct(producer.id, { mode: 'approval', title: 'Aprovação' });
    const resellers = await Promise.all([1, 2, 3].map(() => world.addUser('reseller')));
    for (const reseller of resellers) {
      await t.call('affiliations.createLink', { productId: open.id }, { cookie: reseller.cookie });
      await t.call('affiliations.createLink', { productId: approval.id }, { cookie: reseller.cookie });
    }
    // One request approved, one refused, one still pending; one open link revoked.
    const requestOf = async (reseller: WorldUser, productId: string) =>
      expectOk(await t.call('affiliations.createLink', { productId }, { cookie: reseller.cookie }));
    const decide = (affiliationId: string, decision: InputOf<'affiliations.decide'>['decision']) =>
      t.call('affiliations.decide', { affiliationId, decision }, { cookie: producer.cookie });
    await decide((await requestOf(resellers[0] as WorldUser, approval.id)).affiliationId, 'approve');
    await decide((await requestOf(resellers[1] as WorldUser, approval.id)).affiliationId, 'refuse');
    await decide((await requestOf(resellers[2] as WorldUser, open.id)).affiliationId, 'revoke');

    const result = await t.call(
      'products.list',
      { page: 1, pageSize: 12, search: '' },
      { cookie: producer.cookie },
    );
    expect(result.status).toBe(200);
    const items = expectOk(result).items;
    expect(items.find((item) => item.id === open.id)?.affiliates).toEqual({ active: 2, pending: 0 });
    expect(items.find((item) => item.id === approval.id)?.affiliates).toEqual({ active: 1, pending: 1 });
    expect(items.find((item) => item.title === 'Curso de Vendas')?.affiliates).toEqual({
      active: 0,
      pending: 0,
    });
    expect(
      items.every((item) => item.affiliationMode && item.coverImage?.startsWith('https://cdn.example.com/')),
    ).toBe(true);
  });
});
