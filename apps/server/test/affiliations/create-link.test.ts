import { affiliations, eq, profiles } from '@afilia/db';
import { LINK_CODE_PATTERN } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectOk, TEST_ORIGIN, type TestApp } from '../support/harness';
import { affiliationWorld, type WorldUser } from './affiliation-world';

let t: TestApp;
let world: ReturnType<typeof affiliationWorld>;
let producer: WorldUser;
let otherProducer: WorldUser;
let ownReseller: WorldUser;
let otherReseller: WorldUser;

beforeAll(async () => {
  t = await createTestApp();
  world = affiliationWorld(t);
  producer = await world.addProducer();
  otherProducer = await world.addProducer();
  ownReseller = await world.addUser('reseller', { referrerId: producer.id });
  otherReseller = await world.addUser('reseller', { referrerId: otherProducer.id });
});
afterAll(() => t.close());

const createLink = (reseller: WorldUser, productId: string) =>
  t.call('affiliations.createLink', { productId }, { cookie: reseller.cookie });

describe('who may affiliate', () => {
  it("'referred': the producer's own reseller gets an active link at once; another reseller gets 404", async () => {
    const product = await world.addProduct(producer.id, { mode: 'referred' });
    const own = await createLink(ownReseller, product.id);
    expect(own.status).toBe(200);
    const link = expectOk(own);
    expect(link.status).toBe('active');
    expect(link.linkCode).toMatch(LINK_CODE_PATTERN);
    expect(link.link).toBe(`${TEST_ORIGIN}/r/${link.linkCode}`);

    const other = await createLink(otherReseller, product.id);
    expect(other.status).toBe(404);
    expect(other.appCode).toBe('errors.affiliations.productUnavailable');
  });

  it("'open': any active reseller, with or without a referrer", async () => {
    const product = await world.addProduct(producer.id, { mode: 'open' });
    const orphan = await world.addUser('reseller');
    for (const reseller of [ownReseller, otherReseller, orphan]) {
      const result = await createLink(reseller, product.id);
      expect(result.status).toBe(200);
      expect(expectOk(result).status).toBe('active');
    }
  });

  it("'approval': a pending request without a link, then the producer approves and the link works", async () => {
    const product = await world.addProduct(producer.id, { mode: 'approval' });
    const requested = await createLink(otherReseller, product.id);
    expect(requested.status).toBe(200);
    const request = expectOk(requested);
    expect(request).toMatchObject({ status: 'pending', link: null });
    expect(await t.affiliateLinks.resolve(request.linkCode)).toBeNull();

    const approved = await t.call(
      'affiliations.decide',
      { affiliationId: request.affiliationId, decision: 'approve' },
      { cookie: producer.cookie },
    );
    expect(approved.data).toEqual({ id: request.affiliationId, status: 'active' });

    const again = await createLink(otherReseller, product.id);
    expect(again.data).toEqual({
      affiliationId: request.affiliationId,
      status: 'active',
      linkCode: request.linkCode,
      link: `${TEST_ORIGIN}/r/${request.linkCode}`,
    });
    expect(await t.affiliateLinks.resolve(request.linkCode)).toMatchObject({
      affiliationId: request.affiliationId,
      resellerId: otherReseller.id,
      producerId: producer.id,
      productCode: product.productCode,
    });
  });

  it('a refused request answers 403 refused on the next attempt', async () => {
    const product = await world.addProduct(producer.id, { mode: 'approval' });
    const request = expectOk(await createLink(otherReseller, product.id));
    const refused = await t.call(
      'affiliations.decide',
      { affiliationId: request.affiliationId, decision: 'refuse' },
      { cookie: producer.cookie },
    );
    expect(refused.data).toEqual({ id: request.affiliationId, status: 'refused' });
    const retry = await createLink(otherReseller, product.id);
    expect(retry.status).toBe(403);
    expect(retry.appCode).toBe('errors.affiliations.refused');
  });

  it('revoking stops the link at once (the resolver cache is invalidated) and answers 403 revoked', async () => {
    const product = await world.addProduct(producer.id, { mode: 'open' });
    const link = expectOk(await createLink(otherReseller, product.id));
    // Resolved once, so the cached entry would keep answering for 30 s without the invalidation.
    expect(await t.affiliateLinks.resolve(link.linkCode)).not.toBeNull();
    const revoked = await t.call(
      'affiliations.decide',
      { affiliationId: link.affiliationId, decision: 'revoke' },
      { cookie: producer.cookie },
    );
    expect(revoked.data).toEqual({ id: link.affiliationId, status: 'revoked' });
    expect(await t.affiliateLinks.resolve(link.linkCode)).toBeNull();

    const retry = await createLink(otherReseller, product.id);
    expect(retry.status).toBe(403);
    expect(retry.appCode).toBe('errors.affiliations.revoked');
    const [row] = await t.db.select().from(affiliations).where(eq(affiliations.id, link.affiliationId));
    expect(row?.decidedAt).toBeInstanceOf(Date);
  });

  it('a product without pricing is not affiliable (404), nor an unknown product', async () => {
    const unpriced = await world.addProduct(producer.id, { mode: 'open', pricing: null });
    for (const productId of [unpriced.id, '00000000-0000-4000-8000-000000000000']) {
      const result = await createLink(ownReseller, productId);
      expect(result.status).toBe(404);
      expect(result.appCode).toBe('errors.affiliations.productUnavailable');
    }
  });

  it("a suspended producer's products are not affiliable", async () => {
    const suspended = await world.addProducer({ status: 'suspended' });
    const product = await world.addProduct(suspended.id, { mode: 'open' });
    const result = await createLink(ownReseller, product.id);
    expect(result.status).toBe(404);
    expect(result.appCode).toBe('errors.affiliations.productUnavailable');
  });

  it('a reseller whose referrer changed loses the old producer\'s "referred" products', async () => {
    const reseller = await world.addUser('reseller', { referrerId: producer.id });
    const product = await world.addProduct(producer.id, { mode: 'referred' });
    await t.db.update(profiles).set({ referrerId: otherProducer.id }).where(eq(profiles.id, reseller.id));
    const result = await createLink(reseller, product.id);
    expect(result.status).toBe(404);
  });

  it('a suspended reseller, and a reseller promoted to producer, cannot create links', async () => {
    const product = await world.addProduct(producer.id, { mode: 'open' });
    const suspended = await world.addUser('reseller', { referrerId: producer.id });
    await t.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.id, suspended.id));
    const asSuspended = await createLink(suspended, product.id);
    expect(asSuspended.status).toBe(403);
    expect(asSuspended.appCode).toBe('errors.auth.accountSuspended');

    const promoted = await world.addUser('reseller', { referrerId: producer.id });
    await t.db.update(profiles).set({ isProducer: true }).where(eq(profiles.id, promoted.id));
    const asPromoted = await createLink(promoted, product.id);
    expect(asPromoted.status).toBe(403);
    expect(asPromoted.appCode).toBe('errors.forbidden');
    const rows = await t.db.select().from(affiliations).where(eq(affiliations.productId, product.id));
    expect(rows).toEqual([]);
  });

  it('producers and admins do not get links', async () => {
    const product = await world.addProduct(producer.id, { mode: 'open' });
    const admin = await world.addUser('admin');
    for (const user of [producer, admin]) {
      const result = await createLink(user, product.id);
      expect(result.status).toBe(403);
      expect(result.appCode).toBe('errors.forbidden');
    }
  });
});

describe('links', () => {
  it('createLink is idempotent, also when calls race', async () => {
    const product = await world.addProduct(producer.id, { mode: 'open' });
    const results = await Promise.all(Array.from({ length: 6 }, () => createLink(otherReseller, product.id)));
    const ids = new Set(results.map((result) => expectOk(result).affiliationId));
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(ids.size).toBe(1);
    const rows = await t.db.select().from(affiliations).where(eq(affiliations.productId, product.id));
    expect(rows).toHaveLength(1);
    expect((await createLink(otherReseller, product.id)).data).toEqual(results[0]?.data);
  });

  it('gives every affiliation its own code', async () => {
    const resellers = await Promise.all(
      Array.from({ length: 5 }, () => world.addUser('reseller', { referrerId: producer.id })),
    );
    const productList = await Promise.all(
      Array.from({ length: 8 }, () => world.addProduct(producer.id, { mode: 'referred' })),
    );
    const codes: string[] = [];
    for (const reseller of resellers) {
      for (const product of productList) {
        const result = await createLink(reseller, product.id);
        expect(result.status).toBe(200);
        codes.push(expectOk(result).linkCode);
      }
    }
    expect(codes).toHaveLength(40);
    expect(new Set(codes).size).toBe(40);
    expect(codes.every((code) => LINK_CODE_PATTERN.test(code))).toBe(true);
  });

  it('refuses malformed input with 400', async () => {
    const result = await t.call(
      'affiliations.createLink',
      { productId: 'nope' },
      { cookie: ownReseller.cookie },
    );
    expect(result.status).toBe(400);
  });
});
