import { affiliations, eq } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectOk, type InputOf, type TestApp } from '../support/harness';
import { affiliationWorld, type WorldUser } from './affiliation-world';

let t: TestApp;
let world: ReturnType<typeof affiliationWorld>;
let producer: WorldUser;
let otherProducer: WorldUser;
let admin: WorldUser;

beforeAll(async () => {
  t = await createTestApp();
  world = affiliationWorld(t);
  producer = await world.addProducer();
  otherProducer = await world.addProducer();
  admin = await world.addUser('admin');
});
afterAll(() => t.close());

async function request(reseller: WorldUser, productId: string) {
  const result = await t.call('affiliations.createLink', { productId }, { cookie: reseller.cookie });
  expect(result.status).toBe(200);
  return expectOk(result);
}

const decide = (user: WorldUser, affiliationId: string, decision: 'approve' | 'refuse' | 'revoke') =>
  t.call('affiliations.decide', { affiliationId, decision }, { cookie: user.cookie });

const listFor = (user: WorldUser, input: InputOf<'affiliations.listForProduct'>) =>
  t.call('affiliations.listForProduct', input, { cookie: user.cookie });

describe('affiliations.listForProduct', () => {
  it('lists pending requests first, then newest, with counts per status and who is the producer’s own', async () => {
    const product = await world.addProduct(producer.id, { mode: 'approval', title: 'Mentoria' });
    const own = await world.addUser('reseller', { referrerId: producer.id, fullName: 'Rita' });
    const strangers = await Promise.all([1, 2, 3].map(() => world.addUser('reseller')));
    const first = await request(own, product.id);
    await decide(producer, first.affiliationId, 'approve');
    const second = await request(strangers[0] as WorldUser, product.id);
    await decide(producer, second.affiliationId, 'refuse');
    const third = await request(strangers[1] as WorldUser, product.id);
    const fourth = await request(strangers[2] as WorldUser, product.id);
    // Make the creation order explicit (the requests above may share a timestamp).
    for (const [i, link] of [first, second, third, fourth].entries()) {
      await t.db
        .update(affiliations)
        .set({ createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)) })
        .where(eq(affiliations.id, link.affiliationId));
    }

    const result = await listFor(producer, { productId: product.id });
    expect(result.status).toBe(200);
    const page = expectOk(result);
    expect(page.product).toEqual({
      id: product.id,
      title: 'Mentoria',
      productCode: product.productCode,
      affiliationMode: 'approval',
    });
    expect(page.counts).toEqual({ active: 1, pending: 2, refused: 1, revoked: 0 });
    expect(page).toMatchObject({ page: 1, pageSize: 10, totalItems: 4, totalPages: 1 });
    expect(page.items.map((item) => item.id)).toEqual([
      fourth.affiliationId,
      third.affiliationId,
      second.affiliationId,
      first.affiliationId,
    ]);
    expect(page.items[3]).toMatchObject({
      status: 'active',
      linkCode: first.linkCode,
      reseller: { id: own.id, fullName: 'Rita', email: expect.stringContaining('@'), referred: true },
    });
    expect(page.items[3]?.decidedAt).toBeInstanceOf(Date);
    expect(page.items[0]?.reseller.referred).toBe(false);

    const pending = expectOk(await listFor(producer, { productId: product.id, status: 'pending' }));
    expect(pending.items.map((item) => item.status)).toEqual(['pending', 'pending']);
    expect(pending.totalItems).toBe(2);

    const clamped = expectOk(await listFor(producer, { productId: product.id, page: 9, pageSize: 10 }));
    expect(clamped).toMatchObject({ page: 1, totalPages: 1 });

    const asAdmin = await listFor(admin, { productId: product.id });
    expect(expectOk(asAdmin).totalItems).toBe(4);
  });

  it("answers 404 for another producer's product", async () => {
    const product = await world.addProduct(producer.id, { mode: 'open' });
    const result = await listFor(otherProducer, { productId: product.id });
    expect(result.status).toBe(404);
    expect(result.appCode).toBe('errors.products.notFound');
  });
});

describe('affiliations.decide', () => {
  it('follows the transitions and answers 409 to any other', async () => {
    const product = await world.addProduct(producer.id, { mode: 'approval' });
    const reseller = await world.addUser('reseller');
    const link = await request(reseller, product.id);
    const expectStatus = async (decision: 'approve' | 'refuse' | 'revoke', status: string | 409) => {
      const result = await decide(producer, link.affiliationId, decision);
      if (status === 409) {
        expect(result.status).toBe(409);
        expect(result.appCode).toBe('errors.affiliations.invalidTransition');
      } else {
        expect(result.data).toEqual({ id: link.affiliationId, status });
      }
    };
    // pending: revoke is not allowed; refuse is.
    await expectStatus('revoke', 409);
    await expectStatus('refuse', 'refused');
    // refused: refuse again and revoke are not allowed; approve is.
    await expectStatus('refuse', 409);
    await expectStatus('revoke', 409);
    await expectStatus('approve', 'active');
    // active: approve and refuse are not allowed; revoke is.
    await expectStatus('approve', 409);
    await expectStatus('refuse', 409);
    await expectStatus('revoke', 'revoked');
    // revoked: approve brings it back.
    await expectStatus('refuse', 409);
    await expectStatus('approve', 'active');
    expect(await t.affiliateLinks.resolve(link.linkCode)).not.toBeNull();
  });

  it('lets only one of two concurrent identical decisions win', async () => {
    const product = await world.addProduct(producer.id, { mode: 'approval' });
    const reseller = await world.addUser('reseller');
    const link = await request(reseller, product.id);
    const results = await Promise.all([
      decide(producer, link.affiliationId, 'refuse'),
      decide(producer, link.affiliationId, 'refuse'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(affiliations).where(eq(affiliations.id, link.affiliationId));
    expect(row?.status).toBe('refused');
  });

  it('applies racing approve and refuse in some order, each only from a state it allows', async () => {
    const product = await world.addProduct(producer.id, { mode: 'approval' });
    const reseller = await world.addUser('reseller');
    const link = await request(reseller, product.id);
    const [approve, refuse] = await Promise.all([
      decide(producer, link.affiliationId, 'approve'),
      decide(producer, link.affiliationId, 'refuse'),
    ]);
    const [row] = await t.db.select().from(affiliations).where(eq(affiliations.id, link.affiliationId));
    // Approve first: the refusal finds it active and gets 409. Refuse first: approving a refused request is
    // allowed, so both succeed. Either way the approval stands.
    expect(approve.status).toBe(200);
    expect([200, 409]).toContain(refuse.status);
    expect(row?.status).toBe('active');
  });

  it("answers 404 for another producer's affiliation or an unknown one; an admin reaches any", async () => {
    const product = await world.addProduct(producer.id, { mode: 'approval' });
    const reseller = await world.addUser('reseller');
    const link = await request(reseller, product.id);
    for (const affiliationId of [link.affiliationId, '00000000-0000-4000-8000-000000000000']) {
      const result = await decide(otherProducer, affiliationId, 'approve');
      expect(result.status).toBe(404);
      expect(result.appCode).toBe('errors.affiliations.notFound');
    }
    const [row] = await t.db.select().from(affiliations).where(eq(affiliations.id, link.affiliationId));
    expect(row?.status).toBe('pending');

    const byAdmin = await decide(admin, link.affiliationId, 'approve');
    expect(byAdmin.data).toEqual({ id: link.affiliationId, status: 'active' });
  });

  it('is not for resellers', async () => {
    const product = await world.addProduct(producer.id, { mode: 'open' });
    const reseller = await world.addUser('reseller');
    const link = await request(reseller, product.id);
    const result = await decide(reseller, link.affiliationId, 'revoke');
    expect(result.status).toBe(403);
  });
});
