import {
  affiliations,
  commissions,
  eq,
  payoutSettings,
  products,
  profiles,
  userContactInfo,
  users,
} from '@afilia/db';
import { ATTRIBUTION_COOKIE } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldUser } from '../affiliations/affiliation-world';
import { createTestApp, expectOk, type TestApp } from '../support/harness';
import { checkoutWorld, DAY_MS } from './checkout-world';

let t: TestApp;
let w: ReturnType<typeof checkoutWorld>;
let producer: WorldUser;
let reseller: WorldUser;
let product: { id: string; productCode: string };
let affiliationId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
  w = checkoutWorld(t);
  producer = await w.addProducer();
  reseller = await w.addUser('reseller', { referrerId: producer.id });
  product = await w.addProduct(producer.id, {
    pricing: { priceCents: 19_900, commissionType: 'percentage', commissionValue: 3000 },
  });
  affiliationId = await w.addAffiliation(reseller.id, product.id);
});
afterAll(() => t.close());

/** Buys the product with the given cookies; returns the sale and its commissions. */
async function buy(
  cookie: string | undefined,
  buyer: { email?: string; document?: string; phone?: string } = {},
  productCode = product.productCode,
) {
  const call = await t.call(
    'checkout.start',
    w.checkoutInput(productCode, { buyer }),
    cookie ? { cookie } : {},
  );
  expect(call.status).toBe(200);
  const sale = await w.saleByOrder(expectOk(call).orderCode);
  const rows = await t.db.select().from(commissions).where(eq(commissions.saleId, sale.id));
  return { sale, commissions: rows };
}

describe('attribution through the afilia_ref cookie', () => {
  it('attributes the sale and records a pending commission maturing after the 7-day refund window', async () => {
    const { sale, commissions: rows } = await buy(w.attributionCookie(affiliationId));
    expect(sale).toMatchObject({ status: 'paid', affiliationId, resellerId: reseller.id });
    expect(rows).toHaveLength(1);
    const [commission] = rows;
    expect(commission).toMatchObject({
      resellerId: reseller.id,
      producerId: producer.id,
      kind: 'commission',
      amountCents: 5970,
      status: 'pending',
      paidAt: null,
      cancelledAt: null,
    });
    expect(commission?.availableAt.getTime()).toBe((sale.paidAt?.getTime() ?? 0) + 7 * DAY_MS);
  });

  it("matures after the producer's own refund window (30 days)", async () => {
    const other = await w.addProducer();
    await t.db.update(profiles).set({ refundWindowDays: 30 }).where(eq(profiles.id, other.id));
    const theirs = await w.addProduct(other.id, {
      pricing: { priceCents: 5000, commissionType: 'fixed', commissionValue: 1234 },
    });
    const theirReseller = await w.addUser('reseller', { referrerId: other.id });
    const theirAffiliation = await w.addAffiliation(theirReseller.id, theirs.id);
    const { sale, commissions: rows } = await buy(
      w.attributionCookie(theirAffiliation),
      {},
      theirs.productCode,
    );
    expect(rows[0]?.amountCents).toBe(1234);
    expect(rows[0]?.availableAt.getTime()).toBe((sale.paidAt?.getTime() ?? 0) + 30 * DAY_MS);
  });

  it('attributes a sale made with the cookie set by GET /r/{code}', async () => {
    const { linkCode } = await linkOf(affiliationId);
    const response = await t.app.inject({
      method: 'GET',
      url: `/r/${linkCode}`,
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      },
    });
    expect(response.statusCode).toBe(302);
    const cookie = response.cookies.find((c) => c.name === ATTRIBUTION_COOKIE);
    expect(cookie).toBeDefined();
    const { sale, commissions: rows } = await buy(`${ATTRIBUTION_COOKIE}=${cookie?.value}`);
    expect(sale.resellerId).toBe(reseller.id);
    expect(rows).toHaveLength(1);
  });

  it('makes no commission without a cookie, nor when the commission rule gives zero', async () => {
    const anonymous = await buy(undefined);
    expect(anonymous.sale.resellerId).toBeNull();
    expect(anonymous.commissions).toEqual([]);

    const free = await w.addProduct(producer.id, {
      pricing: { priceCents: 1000, commissionType: 'percentage', commissionValue: 0 },
    });
    const freeAffiliation = await w.addAffiliation(reseller.id, free.id);
    const zero = await buy(w.attributionCookie(freeAffiliation), {}, free.productCode);
    expect(zero.sale.resellerId).toBe(reseller.id);
    expect(zero.commissions).toEqual([]);
  });
});

describe('no reseller', () => {
  it('when the click is older than its window', async () => {
    const { sale, commissions: rows } = await buy(
      w.attributionCookie(affiliationId, Date.now() - 31 * DAY_MS, 30),
    );
    expect(sale).toMatchObject({ resellerId: null, affiliationId: null });
    expect(rows).toEqual([]);
  });

  it('when the affiliation was revoked since the click', async () => {
    const otherReseller = await w.addUser('reseller', { referrerId: producer.id });
    const revoked = await w.addAffiliation(otherReseller.id, product.id, 'revoked');
    const { sale, commissions: rows } = await buy(w.attributionCookie(revoked));
    expect(sale.resellerId).toBeNull();
    expect(rows).toEqual([]);
  });

  it('when the cookie is for an affiliation to another product', async () => {
    const other = await w.addProduct(producer.id);
    const otherAffiliation = await w.addAffiliation(reseller.id, other.id);
    const { sale } = await buy(w.attributionCookie(otherAffiliation));
    expect(sale.resellerId).toBeNull();
  });

  it('when the reseller is no longer an active reseller', async () => {
    const suspended = await w.addUser('reseller', { referrerId: producer.id });
    const theirs = await w.addAffiliation(suspended.id, product.id);
    await t.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.id, suspended.id));
    expect((await buy(w.attributionCookie(theirs))).sale.resellerId).toBeNull();

    const promoted = await w.addUser('reseller', { referrerId: producer.id });
    const promotedAffiliation = await w.addAffiliation(promoted.id, product.id);
    await t.db
      .update(profiles)
      .set({ isProducer: true, isReseller: false })
      .where(eq(profiles.id, promoted.id));
    expect((await buy(w.attributionCookie(promotedAffiliation))).sale.resellerId).toBeNull();
  });

  it('when the buyer is signed in as the reseller, or buys with the reseller’s email', async () => {
    const signedIn = await buy(`${reseller.cookie}; ${w.attributionCookie(affiliationId)}`);
    expect(signedIn.sale.resellerId).toBeNull();
    expect(signedIn.commissions).toEqual([]);

    const email = (await w.emailOf(reseller.id)).toUpperCase();
    const byEmail = await buy(w.attributionCookie(affiliationId), { email });
    expect(byEmail.sale).toMatchObject({ resellerId: null, affiliationId: null });
    expect(byEmail.commissions).toEqual([]);
  });

  it('when the producer buys their own product, signed in or by email', async () => {
    const signedIn = await buy(`${producer.cookie}; ${w.attributionCookie(affiliationId)}`);
    expect(signedIn.sale.resellerId).toBeNull();
    expect(signedIn.commissions).toEqual([]);

    const byEmail = await buy(w.attributionCookie(affiliationId), { email: await w.emailOf(producer.id) });
    expect(byEmail.sale.resellerId).toBeNull();
    expect(byEmail.commissions).toEqual([]);
  });

  it("when the product's affiliation mode no longer admits the reseller", async () => {
    // A reseller from the open marketplace (not referred by this producer) on an 'open' product.
    const outsider = await w.addUser('reseller');
    const open = await w.addProduct(producer.id, { mode: 'open' });
    const theirs = await w.addAffiliation(outsider.id, open.id);
    const cookie = w.attributionCookie(theirs);
    expect((await buy(cookie, {}, open.productCode)).sale.resellerId).toBe(outsider.id);
    // The producer keeps the product for their own resellers: the old cookie earns nothing any more, as the
    // link itself no longer redirects.
    await t.db.update(products).set({ affiliationMode: 'referred' }).where(eq(products.id, open.id));
    const after = await buy(cookie, {}, open.productCode);
    expect(after.sale).toMatchObject({ resellerId: null, affiliationId: null });
    expect(after.commissions).toEqual([]);
    // The producer's own reseller still earns on the same product.
    const own = await w.addAffiliation(reseller.id, open.id);
    expect((await buy(w.attributionCookie(own), {}, open.productCode)).sale.resellerId).toBe(reseller.id);
  });

  it('but another signed-in user buying through the link still attributes it', async () => {
    const otherUser = await w.addUser('reseller');
    const { sale } = await buy(`${otherUser.cookie}; ${w.attributionCookie(affiliationId)}`);
    expect(sale.resellerId).toBe(reseller.id);
  });
});

describe('a reseller buying through their own link under other details', () => {
  /** A reseller of the producer with an affiliation to the product; `email` replaces the account email. */
  async function resellerWith(options: { email?: string; phone?: string } = {}) {
    const user = await w.addUser('reseller', { referrerId: producer.id, phone: options.phone ?? null });
    if (options.email) {
      await t.db.update(users).set({ email: options.email }).where(eq(users.id, user.id));
      await t.db.update(profiles).set({ email: options.email }).where(eq(profiles.id, user.id));
    }
    return { ...user, affiliationId: await w.addAffiliation(user.id, product.id) };
  }

  async function expectNoCommission(affiliation: string, buyer: Parameters<typeof buy>[1]) {
    const { sale, commissions: rows } = await buy(w.attributionCookie(affiliation), buyer);
    expect(sale).toMatchObject({ status: 'paid', resellerId: null, affiliationId: null });
    expect(rows).toEqual([]);
  }

  it('earns nothing with a +tag on the account email', async () => {
    const own = await resellerWith();
    const [local, domain] = (await w.emailOf(own.id)).split('@');
    await expectNoCommission(own.affiliationId, { email: `${local}+compra@${domain}` });
  });

  it('earns nothing with dots moved in a Gmail address, or the googlemail.com domain', async () => {
    const own = await resellerWith({ email: 'renata.souza.vendas@gmail.com' });
    await expectNoCommission(own.affiliationId, { email: 'renatasouzavendas@gmail.com' });
    await expectNoCommission(own.affiliationId, { email: 'r.e.n.a.t.a.souzavendas+x@googlemail.com' });
    // Dots are part of the address elsewhere: another person at another provider still attributes.
    const other = await resellerWith({ email: 'joao.silva@empresa.com.br' });
    const { sale } = await buy(w.attributionCookie(other.affiliationId), {
      email: 'joaosilva@empresa.com.br',
    });
    expect(sale.resellerId).toBe(other.id);
  });

  it("earns nothing with the reseller's phone, with or without the +55 country code", async () => {
    const own = await resellerWith({ phone: '+55 (21) 99876-5432' });
    await expectNoCommission(own.affiliationId, { phone: '(21) 99876-5432' });
    const contact = await resellerWith();
    await t.db.insert(userContactInfo).values({ userId: contact.id, whatsappNumber: '21 3456-7890' });
    await expectNoCommission(contact.affiliationId, { phone: '+55 21 3456-7890' });
  });

  it("earns nothing with the reseller's CPF or CNPJ (their Pix key), whatever the punctuation", async () => {
    const cpf = await resellerWith();
    await t.db.insert(payoutSettings).values({ userId: cpf.id, pixKeyType: 'CPF', pixKey: '390.533.447-05' });
    await expectNoCommission(cpf.affiliationId, { document: '39053344705' });
    const cnpj = await resellerWith();
    await t.db
      .insert(payoutSettings)
      .values({ userId: cnpj.id, pixKeyType: 'CNPJ', pixKey: '11222333000181' });
    await expectNoCommission(cnpj.affiliationId, { document: '11.222.333/0001-81' });
  });

  it('still attributes a buyer whose details match none of the reseller’s', async () => {
    const own = await resellerWith({ phone: '(31) 99999-1111' });
    await t.db.insert(payoutSettings).values({ userId: own.id, pixKeyType: 'CPF', pixKey: '39053344705' });
    const { sale, commissions: rows } = await buy(w.attributionCookie(own.affiliationId));
    expect(sale.resellerId).toBe(own.id);
    expect(rows).toHaveLength(1);
  });
});

async function linkOf(id: string) {
  const [row] = await t.db.select().from(affiliations).where(eq(affiliations.id, id));
  if (!row) throw new Error('no affiliation');
  return row;
}
