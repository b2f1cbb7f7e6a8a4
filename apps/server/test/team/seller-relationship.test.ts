import {
  affiliations,
  buyerSubscriptions,
  commissions,
  eq,
  payouts,
  profiles,
  sales,
  sessions,
  subscriptions,
  users,
} from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliationWorld, type WorldUser } from '../affiliations/affiliation-world';
import type { TestApp } from '../support/harness';
import { expectOk } from '../support/harness';
import { insertSale } from '../support/sale-fixtures';
import { createSellerTestApp, SELLER_PASSWORD } from '../support/seller-setup';

// A producer's tools act on the relationship with a reseller they referred, never on the account: a block
// or a removal must not touch what other producers owe that reseller, nor stop them earning elsewhere.

let t: TestApp;
let producerA = '';
let producerAId = '';
let admin = '';
let addSeller: (email: string) => Promise<string>;
let world: ReturnType<typeof affiliationWorld>;
let producerB: WorldUser;

beforeAll(async () => {
  ({ t, producer: producerA, admin, addSeller } = await createSellerTestApp());
  world = affiliationWorld(t);
  producerB = await world.addProducer();
  const [row] = await t.db.select().from(profiles).where(eq(profiles.email, 'produtor@demo.afilia.app'));
  producerAId = row?.id ?? '';
});
afterAll(() => t.close());

interface Earner {
  id: string;
  email: string;
  cookie: string;
  linkA: { affiliationId: string; linkCode: string };
  linkB: { affiliationId: string; linkCode: string };
  productA: string;
}

async function createLink(cookie: string, productId: string) {
  const link = await t.call('affiliations.createLink', { productId }, { cookie });
  expect(link.status).toBe(200);
  return expectOk(link);
}

/**
 * A reseller producer A referred, with a link to one of A's products and one of B's, a commission from each
 * producer, and a payout in flight from B.
 */
async function earner(email: string): Promise<Earner> {
  const id = await addSeller(email);
  const cookie = await t.login(email, SELLER_PASSWORD, 'reseller');
  const productA = await world.addProduct(producerAId, { mode: 'open' });
  const productB = await world.addProduct(producerB.id, { mode: 'open' });
  const linkA = await createLink(cookie, productA.id);
  const linkB = await createLink(cookie, productB.id);
  await insertSale(t.db, {
    producerId: producerAId,
    productId: productA.id,
    reseller: { id, affiliationId: linkA.affiliationId },
    commission: { amountCents: 700, status: 'available' },
  });
  await insertSale(t.db, {
    producerId: producerB.id,
    productId: productB.id,
    reseller: { id, affiliationId: linkB.affiliationId },
    commission: { amountCents: 1000, status: 'pending' },
  });
  const paidByB = await insertSale(t.db, {
    producerId: producerB.id,
    productId: productB.id,
    reseller: { id, affiliationId: linkB.affiliationId },
    commission: { amountCents: 1500, status: 'available' },
  });
  const [payout] = await t.db
    .insert(payouts)
    .values({
      producerId: producerB.id,
      resellerId: id,
      amountCents: 1500,
      method: 'manual',
      status: 'processing',
    })
    .returning({ id: payouts.id });
  await t.db
    .update(commissions)
    .set({ payoutId: payout?.id ?? null })
    .where(eq(commissions.id, paidByB.commissionId ?? ''));
  return { id, email, cookie, linkA, linkB, productA: productA.id };
}

/** Everything financial that names the reseller: sales, commissions and payouts, as stored. */
async function financialRecords(resellerId: string) {
  const sold = await t.db.select().from(sales).where(eq(sales.resellerId, resellerId));
  const earned = await t.db.select().from(commissions).where(eq(commissions.resellerId, resellerId));
  const paid = await t.db.select().from(payouts).where(eq(payouts.resellerId, resellerId));
  const byId = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
  return { sales: byId(sold), commissions: byId(earned), payouts: byId(paid) };
}

async function affiliationStatus(affiliationId: string) {
  const [row] = await t.db.select().from(affiliations).where(eq(affiliations.id, affiliationId));
  return row?.status;
}

async function profileOf(id: string) {
  const [row] = await t.db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

describe("a producer's block", () => {
  it('blocks the relationship: their own links stop attributing, the account and its other earnings stay', async () => {
    const r = await earner('bloqueada@example.com');
    const before = await financialRecords(r.id);
    // The resolver has both links cached: the block must drop A's at once.
    expect(await t.affiliateLinks.resolve(r.linkA.linkCode)).not.toBeNull();
    expect(await t.affiliateLinks.resolve(r.linkB.linkCode)).not.toBeNull();

    const blocked = await t.call('sellers.toggleBlock', { id: r.id }, { cookie: producerA });
    expect(blocked.status).toBe(200);
    expect(blocked.data).toMatchObject({ status: 'suspended' });

    // The account is untouched: active, signed in, and still earning on B's product.
    expect(await profileOf(r.id)).toMatchObject({ status: 'active', referrerId: producerAId });
    expect((await t.call('auth.me', undefined, { cookie: r.cookie })).data).not.toBeNull();
    await expect(t.login(r.email, SELLER_PASSWORD, 'reseller')).resolves.toMatch(/^afilia_session=/);
    expect(await affiliationStatus(r.linkB.affiliationId)).toBe('active');
    expect(await t.affiliateLinks.resolve(r.linkB.linkCode)).not.toBeNull();
    expect(await financialRecords(r.id)).toEqual(before);

    // A's products: the link no longer attributes, and no new link can be made while blocked.
    expect(await affiliationStatus(r.linkA.affiliationId)).toBe('revoked');
    expect(await t.affiliateLinks.resolve(r.linkA.linkCode)).toBeNull();
    const fresh = await world.addProduct(producerAId, { mode: 'open' });
    const refused = await t.call('affiliations.createLink', { productId: fresh.id }, { cookie: r.cookie });
    expect(refused.status).toBe(404);
    expect(refused.appCode).toBe('errors.affiliations.productUnavailable');
    // B's new products are open to them as ever.
    const other = await world.addProduct(producerB.id, { mode: 'open' });
    expect(
      (await t.call('affiliations.createLink', { productId: other.id }, { cookie: r.cookie })).status,
    ).toBe(200);

    // A sees the relationship blocked in the list and its filters.
    const list = await t.call(
      'sellers.list',
      { filter: 'suspended', search: r.email },
      { cookie: producerA },
    );
    expect(expectOk(list).items).toMatchObject([{ id: r.id, status: 'suspended' }]);
    const active = await t.call('sellers.list', { tab: 'active', search: r.email }, { cookie: producerA });
    expect(expectOk(active).totalItems).toBe(0);

    // Unblocking gives back exactly what the block took.
    const unblocked = await t.call('sellers.toggleBlock', { id: r.id }, { cookie: producerA });
    expect(unblocked.data).toMatchObject({ status: 'active' });
    expect(await affiliationStatus(r.linkA.affiliationId)).toBe('active');
    expect(await t.affiliateLinks.resolve(r.linkA.linkCode)).not.toBeNull();
    expect((await profileOf(r.id))?.referralBlockedAt).toBeNull();
  });

  it('stays an account-wide suspension when an admin blocks', async () => {
    const r = await earner('suspensa@example.com');
    const blocked = await t.call('sellers.toggleBlock', { id: r.id }, { cookie: admin });
    expect(blocked.data).toMatchObject({ status: 'suspended' });
    expect(await profileOf(r.id)).toMatchObject({ status: 'suspended' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, r.id))).toEqual([]);
    await t.call('sellers.toggleBlock', { id: r.id }, { cookie: admin });
    expect(await profileOf(r.id)).toMatchObject({ status: 'active' });
  });
});

describe("a producer's removal", () => {
  it('ends the referral and their own affiliations, never the account or what others owe', async () => {
    const r = await earner('removida@example.com');
    const before = await financialRecords(r.id);
    expect(before.commissions).toHaveLength(3);
    expect(await t.affiliateLinks.resolve(r.linkA.linkCode)).not.toBeNull();

    const removed = await t.call('sellers.delete', { id: r.id }, { cookie: producerA });
    expect(removed.status).toBe(200);

    // Every sale keeps its reseller, every commission and payout (the one in flight too) is still there.
    expect(await financialRecords(r.id)).toEqual(before);
    // The account lives on, no longer A's: active, signed in, earning on B's product.
    expect(await profileOf(r.id)).toMatchObject({
      status: 'active',
      referrerId: null,
      referralBlockedAt: null,
    });
    expect(await t.db.select().from(users).where(eq(users.id, r.id))).toHaveLength(1);
    expect((await t.call('auth.me', undefined, { cookie: r.cookie })).data).not.toBeNull();
    await expect(t.login(r.email, SELLER_PASSWORD, 'reseller')).resolves.toMatch(/^afilia_session=/);
    expect(await t.affiliateLinks.resolve(r.linkB.linkCode)).not.toBeNull();
    // A's links stop attributing; A no longer lists or manages them.
    expect(await affiliationStatus(r.linkA.affiliationId)).toBe('revoked');
    expect(await t.affiliateLinks.resolve(r.linkA.linkCode)).toBeNull();
    const list = await t.call('sellers.list', { search: r.email }, { cookie: producerA });
    expect(expectOk(list).totalItems).toBe(0);
    const again = await t.call('sellers.delete', { id: r.id }, { cookie: producerA });
    expect(again.appCode).toBe('errors.team.notYourSeller');
  });
});

describe("an admin's removal", () => {
  it('is a soft delete: anonymised, signed out, refused at login, unlisted, with its history intact', async () => {
    const r = await earner('apagada@example.com');
    const before = await financialRecords(r.id);
    const removed = await t.call('users.deleteUser', { userId: r.id }, { cookie: admin });
    expect(removed.status).toBe(200);

    expect(await financialRecords(r.id)).toEqual(before);
    const profile = await profileOf(r.id);
    expect(profile).toMatchObject({ status: 'deleted', phone: null, avatarUrl: null, referrerId: null });
    expect(profile?.email).not.toContain('apagada');
    const [user] = await t.db.select().from(users).where(eq(users.id, r.id));
    expect(user?.email).toBe(profile?.email);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, r.id))).toEqual([]);
    expect((await t.call('auth.me', undefined, { cookie: r.cookie })).data).toBeNull();
    await expect(t.login(r.email, SELLER_PASSWORD, 'reseller')).rejects.toThrow();
    // Their links stop attributing; no list shows them; a second removal finds nobody.
    expect(await t.affiliateLinks.resolve(r.linkB.linkCode)).toBeNull();
    const users_ = await t.call('users.list', { search: 'apagada' }, { cookie: admin });
    expect(expectOk(users_).totalItems).toBe(0);
    const all = await t.call('users.list', {}, { cookie: admin });
    expect(expectOk(all).items.map((item) => item.id)).not.toContain(r.id);
    const sellers = await t.call('sellers.list', { search: r.email }, { cookie: admin });
    expect(expectOk(sellers).totalItems).toBe(0);
    expect((await t.call('users.deleteUser', { userId: r.id }, { cookie: admin })).appCode).toBe(
      'errors.team.userNotFound',
    );
    // The address is free again for a new account.
    await addSeller('apagada@example.com');
  });

  it("stops a removed producer's billing and sales: plan cancelled, buyers' subscriptions ended", async () => {
    const producer = await world.addProducer();
    const product = await world.addProduct(producer.id, { mode: 'open' });
    const start = new Date();
    const [subscription] = await t.db
      .insert(buyerSubscriptions)
      .values({
        productId: product.id,
        producerId: producer.id,
        buyerEmail: 'assinante@example.com',
        status: 'active',
        provider: 'test',
        currentPeriodStart: start,
        currentPeriodEnd: new Date(start.getTime() + 30 * 86_400_000),
      })
      .returning({ id: buyerSubscriptions.id });
    await insertSale(t.db, { producerId: producer.id, productId: product.id });
    expect((await t.call('catalog.product', { productCode: product.productCode })).status).toBe(200);

    expect((await t.call('users.deleteUser', { userId: producer.id }, { cookie: admin })).status).toBe(200);
    const [plan] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, producer.id));
    expect(plan?.cancelAtPeriodEnd).toBe(true);
    const [buyer] = await t.db
      .select()
      .from(buyerSubscriptions)
      .where(eq(buyerSubscriptions.id, subscription?.id ?? ''));
    expect(buyer?.status).toBe('canceled');
    expect((await t.call('catalog.product', { productCode: product.productCode })).status).toBe(404);
    expect(await t.db.select().from(sales).where(eq(sales.producerId, producer.id))).toHaveLength(1);
  });

  it("removes through 'Meus Revendedores' the same way", async () => {
    const r = await earner('apagada.lista@example.com');
    const before = await financialRecords(r.id);
    expect((await t.call('sellers.delete', { id: r.id }, { cookie: admin })).status).toBe(200);
    expect(await financialRecords(r.id)).toEqual(before);
    expect(await profileOf(r.id)).toMatchObject({ status: 'deleted' });
  });
});

describe('financial history', () => {
  it('refuses to delete an account that sales, commissions or payouts name', async () => {
    const r = await earner('historico@example.com');
    await expect(t.db.delete(users).where(eq(users.id, r.id))).rejects.toThrow();
    await expect(t.db.delete(users).where(eq(users.id, producerB.id))).rejects.toThrow();
    expect(await t.db.select().from(users).where(eq(users.id, r.id))).toHaveLength(1);
  });
});
