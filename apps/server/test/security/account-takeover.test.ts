import { eq, profiles, users } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/harness';
import { planCheckoutInput, TEST_CARD } from '../support/plan-fixtures';
import { createSellerTestApp, SELLER_PASSWORD } from '../support/seller-setup';

// A producer who once added a reseller must lose every hold on that account once it is no
// longer a reseller (it became a producer itself, or an admin promoted it).

let t: TestApp;
let producer = '';
let admin = '';
let addSeller: (email: string) => Promise<string>;

beforeAll(async () => {
  ({ t, producer, admin, addSeller } = await createSellerTestApp());
});
afterAll(() => t.close());

async function snapshot(id: string) {
  const [user] = await t.db.select().from(users).where(eq(users.id, id));
  const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
  return { user, profile };
}

/** Every managing call of the producer who added the seller is refused as for a stranger, and changes nothing. */
async function expectProducerLockedOut(id: string, email: string) {
  const before = await snapshot(id);
  for (const [path, input] of [
    ['sellers.update', { id, fullName: 'Tomada', email: 'atacante@example.com', phone: '11911112222' }],
    ['sellers.toggleBlock', { id }],
    ['sellers.delete', { id }],
  ] as const) {
    const result = await t.callRaw(path, input, { cookie: producer });
    expect(result.status, path).toBe(403);
    expect(result.appCode, path).toBe('errors.team.notYourSeller');
  }
  expect(await snapshot(id)).toEqual(before);
  expect(before.user?.email).toBe(email);
  expect(before.profile?.status).toBe('active');
  await expect(t.lastEmailTo('atacante@example.com')).rejects.toThrow();
}

describe('a producer’s hold on a seller ends when the seller stops being a reseller', () => {
  it('after the seller buys a plan and becomes a producer, which also clears the referrer', async () => {
    const id = await addSeller('rita@example.com');
    const rita = await t.login('rita@example.com', SELLER_PASSWORD, 'reseller');
    const bought = await t.call('plans.checkout', planCheckoutInput('Profissional', TEST_CARD), {
      cookie: rita,
    });
    expect(bought.status).toBe(200);
    const { profile } = await snapshot(id);
    expect(profile).toMatchObject({ isProducer: true, isReseller: false, referrerId: null });
    await expectProducerLockedOut(id, 'rita@example.com');
  });

  it('after an admin promotes the seller to producer or admin', async () => {
    for (const role of ['producer', 'admin'] as const) {
      const email = `promovida.${role}@example.com`;
      const id = await addSeller(email);
      const promoted = await t.call('users.updateRole', { userId: id, role }, { cookie: admin });
      expect(promoted.status).toBe(200);
      expect((await snapshot(id)).profile?.referrerId).toBeNull();
      await expectProducerLockedOut(id, email);
    }
  });

  it('even when the referrer link of a non-reseller is still there (data from before the fix)', async () => {
    const id = await addSeller('legado@example.com');
    await t.db.update(profiles).set({ isProducer: true, isReseller: false }).where(eq(profiles.id, id));
    await expectProducerLockedOut(id, 'legado@example.com');
  });
});
