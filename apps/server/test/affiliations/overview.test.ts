import { affiliations, eq, inArray, subscriptions, users } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectOk, expectVariant, TEST_ORIGIN, type TestApp } from '../support/harness';
import { affiliationWorld, type LinkResult, type WorldUser } from './affiliation-world';

let t: TestApp;
let world: ReturnType<typeof affiliationWorld>;

const DAY = 24 * 60 * 60 * 1000;
/** Clicks "now" are always in this month; clicks 40 days ago never are. */
const now = () => new Date();
const lastMonth = () => new Date(Date.now() - 40 * DAY);

const overview = async (user: WorldUser) => {
  const result = await t.call('overview.get', undefined, { cookie: user.cookie });
  expect(result.status).toBe(200);
  return expectOk(result);
};

let producer: WorldUser;
let otherProducer: WorldUser;
let reseller: WorldUser;
let admin: WorldUser;
let productIds: string[] = [];
let links: LinkResult[] = [];

beforeAll(async () => {
  t = await createTestApp();
  world = affiliationWorld(t);
  producer = await world.addProducer({ fullName: 'Paula', phone: '+55 11 99999-0000' });
  otherProducer = await world.addProducer({ fullName: 'Otávio', phone: null });
  admin = await world.addUser('admin', { fullName: 'Ana' });
  reseller = await world.addUser('reseller', { referrerId: producer.id });
  const secondReseller = await world.addUser('reseller', { referrerId: producer.id });
  await world.addUser('reseller', { referrerId: otherProducer.id });

  // The producer: 7 products, 6 priced; the reseller affiliated to 6 of them (one pending).
  const own = [];
  for (let i = 0; i < 6; i++)
    own.push(await world.addProduct(producer.id, { mode: 'open', title: `Produto ${i}` }));
  const approval = await world.addProduct(producer.id, { mode: 'approval', title: 'Com aprovação' });
  await world.addProduct(producer.id, { pricing: null });
  productIds = own.map((product) => product.id);
  links = [];
  for (const product of own) {
    const result = await t.call(
      'affiliations.createLink',
      { productId: product.id },
      { cookie: reseller.cookie },
    );
    links.push(expectOk(result));
  }
  await t.call('affiliations.createLink', { productId: approval.id }, { cookie: reseller.cookie });
  // The second reseller: one active link with clicks, one pending request.
  const secondLink = expectOk(
    await t.call(
      'affiliations.createLink',
      { productId: own[0]?.id ?? '' },
      { cookie: secondReseller.cookie },
    ),
  );
  await t.call('affiliations.createLink', { productId: approval.id }, { cookie: secondReseller.cookie });

  // This month's clicks per product (by the reseller): 6, 5, 4, 3, 2, 1 — plus 10 on product 0 by the second.
  for (const [i, link] of links.entries()) {
    await world.addClicks(link.affiliationId, now(), 6 - i, Math.max(0, 4 - i));
    await world.addClicks(link.affiliationId, lastMonth(), 20, 20);
    await t.db
      .update(affiliations)
      .set({ clicks: 26 - i, uniqueClicks: 20 + Math.max(0, 4 - i), lastClickAt: now() })
      .where(eq(affiliations.id, link.affiliationId));
  }
  await world.addClicks(secondLink.affiliationId, now(), 10, 1);

  // The other producer: 1 priced product, an open one, with one active affiliate and clicks.
  const theirs = await world.addProduct(otherProducer.id, { mode: 'open', title: 'Outro' });
  const theirLink = expectOk(
    await t.call('affiliations.createLink', { productId: theirs.id }, { cookie: secondReseller.cookie }),
  );
  await world.addClicks(theirLink.affiliationId, now(), 3, 3);
});
afterAll(() => t.close());

describe('overview.get', () => {
  it("the reseller's: links, pending requests, this month's clicks and the links by clicks (up to 10)", async () => {
    const figures = expectVariant(await overview(reseller), 'role', 'reseller');
    expect(figures).toMatchObject({
      role: 'reseller',
      activeLinks: 6,
      pendingRequests: 1,
      clicksThisMonth: 6 + 5 + 4 + 3 + 2 + 1,
      uniqueClicksThisMonth: 4 + 3 + 2 + 1,
    });
    const rows = figures.links;
    expect(rows.map((row) => row.affiliationId)).toEqual(links.map((link) => link.affiliationId));
    expect(rows[0]).toMatchObject({
      productTitle: 'Produto 0',
      link: `${TEST_ORIGIN}/r/${links[0]?.linkCode}`,
      clicks: 26,
      uniqueClicks: 24,
    });
    expect(rows[0]).toHaveProperty('lastClickAt');
    expect(figures).not.toHaveProperty('products');
  });

  it("caps the reseller's link table at 10", async () => {
    const busy = await world.addUser('reseller');
    const busyProducer = await world.addProducer();
    for (let i = 0; i < 12; i++) {
      const product = await world.addProduct(busyProducer.id, { mode: 'open' });
      await t.call('affiliations.createLink', { productId: product.id }, { cookie: busy.cookie });
    }
    const figures = expectVariant(await overview(busy), 'role', 'reseller');
    expect(figures.activeLinks).toBe(12);
    expect(figures.links).toHaveLength(10);
    // Out of the platform figures below (their profiles, products and affiliations go with them; a plan's
    // billing history restricts the delete, so it goes first).
    await t.db.delete(subscriptions).where(eq(subscriptions.userId, busyProducer.id));
    await t.db.delete(users).where(inArray(users.id, [busy.id, busyProducer.id]));
  });

  it("the producer's: own products, resellers, affiliates, requests, clicks and the top 5 products", async () => {
    const figures = await overview(producer);
    expect(figures).toEqual({
      role: 'producer',
      products: 8,
      pricedProducts: 7,
      resellers: 2,
      activeAffiliates: 7,
      pendingRequests: 2,
      clicksThisMonth: 21 + 10,
      uniqueClicksThisMonth: 10 + 1,
      topProducts: [
        {
          productId: productIds[0],
          title: 'Produto 0',
          productCode: expect.any(String),
          clicks: 16,
          uniqueClicks: 5,
        },
        {
          productId: productIds[1],
          title: 'Produto 1',
          productCode: expect.any(String),
          clicks: 5,
          uniqueClicks: 3,
        },
        {
          productId: productIds[2],
          title: 'Produto 2',
          productCode: expect.any(String),
          clicks: 4,
          uniqueClicks: 2,
        },
        {
          productId: productIds[3],
          title: 'Produto 3',
          productCode: expect.any(String),
          clicks: 3,
          uniqueClicks: 1,
        },
        {
          productId: productIds[4],
          title: 'Produto 4',
          productCode: expect.any(String),
          clicks: 2,
          uniqueClicks: 0,
        },
      ],
      // No sales yet (the sales figures have their own tests in packages/api).
      sales: {
        thisMonth: { count: 0, grossCents: 0, reversedCount: 0, reversedCents: 0, revenueCents: 0 },
        lastMonth: { count: 0, grossCents: 0, reversedCount: 0, reversedCents: 0, revenueCents: 0 },
        changePercent: null,
      },
      performance: { sales: 0, uniqueClicks: 10 + 1, conversionRate: 0 },
      recentActivity: [],
      salesLimit: { planName: 'Visionário', limit: 10_000, used: 0, exceeded: false, nearLimit: false },
      profileComplete: true,
    });
  });

  it("another producer's figures cover only their own; a profile without a phone is incomplete", async () => {
    const figures = expectVariant(await overview(otherProducer), 'role', 'producer');
    expect(figures).toMatchObject({
      role: 'producer',
      products: 1,
      pricedProducts: 1,
      resellers: 1,
      activeAffiliates: 1,
      pendingRequests: 0,
      clicksThisMonth: 3,
      uniqueClicksThisMonth: 3,
      profileComplete: false,
    });
    expect(figures.topProducts.length).toBe(1);
  });

  it("the admin's: the whole platform", async () => {
    const figures = expectVariant(await overview(admin), 'role', 'admin');
    expect(figures).toMatchObject({
      role: 'admin',
      products: 9,
      pricedProducts: 8,
      resellers: 3,
      activeAffiliates: 8,
      pendingRequests: 2,
      clicksThisMonth: 21 + 10 + 3,
      uniqueClicksThisMonth: 10 + 1 + 3,
      profileComplete: false,
    });
    const top = figures.topProducts;
    expect(top.map((row) => [row.title, row.clicks])).toEqual([
      ['Produto 0', 16],
      ['Produto 1', 5],
      ['Produto 2', 4],
      ['Outro', 3],
      ['Produto 3', 3],
    ]);
  });

  it('needs a session', async () => {
    const result = await t.call('overview.get');
    expect(result.status).toBe(401);
  });
});
