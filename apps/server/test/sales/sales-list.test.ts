import { affiliations } from '@afilia/db';
import { monthStartBefore } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliationWorld, type WorldUser } from '../affiliations/affiliation-world';
import { createTestApp, expectOk, type InputOf, type OutputOf, type TestApp } from '../support/harness';
import { insertSale, type SaleFixture } from '../support/sale-fixtures';

let t: TestApp;
let world: ReturnType<typeof affiliationWorld>;
let producer: WorldUser;
let otherProducer: WorldUser;
let reseller: WorldUser;
let affiliatedOnly: WorldUser;
let admin: WorldUser;
let course: { id: string; title: string; productCode: string };
let ebook: { id: string; title: string; productCode: string };
let othersProduct: { id: string; title: string; productCode: string };

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
/** The first instant of this month in São Paulo: the 'month' and 'lastMonth' periods begin there. */
function saoPauloMonthStart(monthsBack = 0): Date {
  return monthStartBefore(new Date(), monthsBack);
}

const list = async (user: WorldUser, input: InputOf<'sales.list'> = {}) => {
  const result = await t.call('sales.list', input, { cookie: user.cookie });
  expect(result.status).toBe(200);
  return expectOk(result);
};
const codes = (page: OutputOf<'sales.list'>) => page.items.map((item) => item.orderCode);

const sold: Record<string, SaleFixture> = {};

beforeAll(async () => {
  t = await createTestApp();
  world = affiliationWorld(t);
  producer = await world.addProducer({ fullName: 'Paula Produtora' });
  otherProducer = await world.addProducer({ fullName: 'Otávio Produtor' });
  reseller = await world.addUser('reseller', { fullName: 'Rita Revendedora' });
  affiliatedOnly = await world.addUser('reseller', { fullName: 'Alberto Afiliado' });
  const strangersReseller = await world.addUser('reseller', { fullName: 'Sérgio' });
  admin = await world.addUser('admin');
  course = await world.addProduct(producer.id, { title: 'Curso de Fotografia' });
  ebook = await world.addProduct(producer.id, { title: 'Ebook de Receitas' });
  othersProduct = await world.addProduct(otherProducer.id, { title: 'Produto do Otávio' });
  await t.db.insert(affiliations).values([
    { resellerId: affiliatedOnly.id, productId: ebook.id, status: 'active', linkCode: 'AFFONLY1' },
    { resellerId: strangersReseller.id, productId: othersProduct.id, status: 'active', linkCode: 'STRANGE1' },
  ]);

  const ofCourse = { producerId: producer.id, productId: course.id, productTitle: course.title };
  const viaReseller = { id: reseller.id };
  sold.paidWithCommission = await insertSale(t.db, {
    ...ofCourse,
    amountCents: 19_700,
    buyerEmail: 'joana.silva@example.com',
    createdAt: daysAgo(1),
    reseller: viaReseller,
    commission: { amountCents: 1_970 },
  });
  sold.refunded = await insertSale(t.db, {
    ...ofCourse,
    amountCents: 5_000,
    status: 'refunded',
    createdAt: daysAgo(3),
    reversedAt: daysAgo(2),
    reseller: viaReseller,
    commission: { amountCents: 500, status: 'cancelled' },
  });
  sold.paidOutThenCharged = await insertSale(t.db, {
    ...ofCourse,
    amountCents: 3_000,
    status: 'chargeback',
    createdAt: daysAgo(5),
    reseller: viaReseller,
    commission: { amountCents: 300, status: 'paid' },
  });
  sold.failed = await insertSale(t.db, { ...ofCourse, status: 'failed', createdAt: daysAgo(1) });
  sold.ebook = await insertSale(t.db, {
    producerId: producer.id,
    productId: ebook.id,
    productTitle: ebook.title,
    amountCents: 2_990,
    buyerEmail: 'Marcos_100%@Example.com',
    createdAt: daysAgo(20),
  });
  sold.old = await insertSale(t.db, { ...ofCourse, amountCents: 1_000, createdAt: daysAgo(200) });
  sold.waitingRefund = await insertSale(t.db, {
    ...ofCourse,
    amountCents: 1_000,
    createdAt: daysAgo(60),
    refundRequestedAt: daysAgo(1),
  });
  sold.others = await insertSale(t.db, {
    producerId: otherProducer.id,
    productId: othersProduct.id,
    productTitle: othersProduct.title,
    amountCents: 8_000,
    createdAt: daysAgo(1),
    reseller: { id: strangersReseller.id },
    commission: { amountCents: 800 },
  });
});
afterAll(() => t.close());

describe('sales.list', () => {
  it("lists the producer's own sales, newest first, without declined attempts", async () => {
    const page = await list(producer, { period: 'all' });
    expect(codes(page)).toEqual([
      sold.paidWithCommission?.orderCode,
      sold.refunded?.orderCode,
      sold.paidOutThenCharged?.orderCode,
      sold.ebook?.orderCode,
      sold.waitingRefund?.orderCode,
      sold.old?.orderCode,
    ]);
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 10 });
    expect(page.items[0]).toEqual({
      id: sold.paidWithCommission?.id,
      orderCode: sold.paidWithCommission?.orderCode,
      createdAt: expect.any(Date),
      paidAt: expect.any(Date),
      productId: course.id,
      productTitle: course.title,
      productCode: 'ZZZZ',
      buyerName: 'Compradora Teste',
      buyerEmail: 'joana.silva@example.com',
      reseller: { id: reseller.id, name: 'Rita Revendedora', email: expect.stringContaining('@example.com') },
      amountCents: 19_700,
      commissionCents: 1_970,
      commissionStatus: 'pending',
      status: 'paid',
      method: 'card',
      installments: 1,
      provider: 'test',
      renewalNumber: 0,
      refundable: true,
      refundRequested: false,
    });
    const waiting = page.items.find((item) => item.id === sold.waitingRefund?.id);
    expect(waiting).toMatchObject({
      reseller: null,
      commissionCents: null,
      refundable: false,
      refundRequested: true,
    });
  });

  it('sums the filtered rows by the figures: paid by payment date, reversals by theirs, net commissions', async () => {
    // Every sale paid counts (refunded or charged back later or not); the refund and the chargeback count as
    // reversals and take their commissions back.
    expect((await list(producer, { period: 'all' })).summary).toEqual({
      paidCount: 6,
      paidCents: 19_700 + 5_000 + 3_000 + 2_990 + 1_000 + 1_000,
      reversedCount: 2,
      refundedCents: 5_000,
      chargebackCents: 3_000,
      netCents: 19_700 + 2_990 + 1_000 + 1_000,
      commissionCents: 1_970,
    });
    expect((await list(producer, { period: '7d' })).summary).toEqual({
      paidCount: 3,
      paidCents: 19_700 + 5_000 + 3_000,
      reversedCount: 2,
      refundedCents: 5_000,
      chargebackCents: 3_000,
      netCents: 19_700,
      commissionCents: 1_970,
    });
  });

  it('filters by period', async () => {
    expect((await list(producer, { period: '7d' })).total).toBe(3);
    expect((await list(producer, { period: '30d' })).total).toBe(4);
    expect((await list(producer, { period: '90d' })).total).toBe(5);
    expect((await list(producer)).total).toBe(4);
  });

  it("filters this month and last month on São Paulo's calendar", async () => {
    const seller = await world.addProducer();
    const thisMonth = await insertSale(t.db, {
      producerId: seller.id,
      createdAt: new Date(saoPauloMonthStart().getTime() + 60_000),
    });
    const lastMonth = await insertSale(t.db, {
      producerId: seller.id,
      createdAt: new Date(saoPauloMonthStart().getTime() - 60_000),
    });
    await insertSale(t.db, {
      producerId: seller.id,
      createdAt: new Date(saoPauloMonthStart(1).getTime() - 60_000),
    });
    expect(codes(await list(seller, { period: 'month' }))).toEqual([thisMonth.orderCode]);
    expect(codes(await list(seller, { period: 'lastMonth' }))).toEqual([lastMonth.orderCode]);
  });

  it('filters by status (declined attempts only when asked), product and reseller', async () => {
    expect(codes(await list(producer, { period: 'all', status: 'failed' }))).toEqual([
      sold.failed?.orderCode,
    ]);
    expect(codes(await list(producer, { period: 'all', status: 'chargeback' }))).toEqual([
      sold.paidOutThenCharged?.orderCode,
    ]);
    expect(codes(await list(producer, { period: 'all', productId: ebook.id }))).toEqual([
      sold.ebook?.orderCode,
    ]);
    expect((await list(producer, { period: 'all', resellerId: reseller.id })).total).toBe(3);
  });

  it('searches the buyer email (any case, wildcards literal) and the order code (whole or its start)', async () => {
    expect(codes(await list(producer, { period: 'all', search: 'JOANA.S' }))).toEqual([
      sold.paidWithCommission?.orderCode,
    ]);
    expect(codes(await list(producer, { period: 'all', search: '100%' }))).toEqual([sold.ebook?.orderCode]);
    expect((await list(producer, { period: 'all', search: '_' })).total).toBe(1);
    const code = sold.old?.orderCode ?? '';
    expect(codes(await list(producer, { period: 'all', search: code.toLowerCase() }))).toEqual([code]);
    expect(codes(await list(producer, { period: 'all', search: code.slice(0, 9) }))).toContain(code);
    expect((await list(producer, { period: 'all', search: sold.others?.orderCode })).total).toBe(0);
  });

  it('paginates on the server and clamps a page past the end', async () => {
    const seller = await world.addProducer();
    for (let i = 0; i < 12; i++)
      await insertSale(t.db, { producerId: seller.id, createdAt: daysAgo(1 + i / 100) });
    const second = await list(seller, { pageSize: 10, page: 2 });
    expect(second).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect(second.items).toHaveLength(2);
    expect((await list(seller, { pageSize: 10, page: 99 })).page).toBe(2);
    expect((await list(seller, { pageSize: 10, page: 2 })).summary.paidCount).toBe(12);
  });

  it("never shows another producer's sales; an admin sees every producer's", async () => {
    expect(codes(await list(otherProducer, { period: 'all' }))).toEqual([sold.others?.orderCode]);
    const all = await list(admin, { period: 'all', pageSize: 50 });
    expect(codes(all)).toEqual(
      expect.arrayContaining([sold.others?.orderCode, sold.paidWithCommission?.orderCode]),
    );
  });

  it('is for producers and admins only', async () => {
    const result = await t.call('sales.list', {}, { cookie: reseller.cookie });
    expect(result).toMatchObject({ status: 403, appCode: 'errors.forbidden' });
  });
});

describe('sales.get', () => {
  const get = (user: WorldUser, saleId: string | undefined) =>
    t.call('sales.get', { saleId: saleId ?? '' }, { cookie: user.cookie });

  it('details a sale: buyer data, card, pricing snapshot, and what the producer keeps', async () => {
    const result = await get(producer, sold.paidWithCommission?.id);
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      id: sold.paidWithCommission?.id,
      buyerDocument: '52998224725',
      buyerPhone: '11987654321',
      cardBrand: 'visa',
      cardLast4: '4242',
      priceCents: 19_700,
      commissionType: 'percentage',
      commissionValue: 1000,
      commissionRecurring: false,
      platformFeeCents: 0,
      commissionCents: 1_970,
      netCents: 19_700 - 1_970,
      adjustmentCents: null,
      reversedAt: null,
      failureCode: null,
    });
  });

  it('a reversed sale keeps nothing; a paid-out commission shows its adjustment', async () => {
    const producerKeeps = async (saleId: string | undefined) =>
      expectOk(await get(producer, saleId)).netCents;
    expect(await producerKeeps(sold.refunded?.id)).toBe(0);
    expect(await producerKeeps(sold.ebook?.id)).toBe(2_990);

    const seller = await world.addProducer();
    const sale = await insertSale(t.db, {
      producerId: seller.id,
      reseller: { id: reseller.id },
      commission: { amountCents: 400, status: 'paid' },
    });
    expect((await t.call('sales.refund', { saleId: sale.id }, { cookie: seller.cookie })).status).toBe(200);
    expect((await get(seller, sale.id)).data).toMatchObject({
      status: 'refunded',
      commissionCents: 400,
      commissionStatus: 'paid',
      adjustmentCents: -400,
      netCents: 0,
      refundable: false,
    });
  });

  it("answers 404 for another producer's sale and for an unknown id; an admin reads any", async () => {
    expect(await get(producer, sold.others?.id)).toMatchObject({
      status: 404,
      appCode: 'errors.sales.notFound',
    });
    expect(await get(producer, '00000000-0000-4000-8000-000000000000')).toMatchObject({ status: 404 });
    expect((await get(admin, sold.others?.id)).status).toBe(200);
    expect((await get(reseller, sold.others?.id)).status).toBe(403);
  });
});

describe('sales.filterOptions', () => {
  it("offers the producer's products and the resellers who sold or are affiliated to them", async () => {
    const result = await t.call('sales.filterOptions', undefined, { cookie: producer.cookie });
    expect(result.status).toBe(200);
    const options = expectOk(result);
    expect(options.products.map((product) => product.id)).toEqual([course.id, ebook.id]);
    expect(options.products[0]).toEqual({
      id: course.id,
      title: course.title,
      productCode: course.productCode,
    });
    expect(options.resellers.map((item) => item.name)).toEqual(['Alberto Afiliado', 'Rita Revendedora']);
  });

  it('offers an admin every product and every reseller with a sale or an affiliation', async () => {
    const options = expectOk(await t.call('sales.filterOptions', undefined, { cookie: admin.cookie }));
    expect(options.products.map((product) => product.id)).toEqual(
      expect.arrayContaining([course.id, ebook.id, othersProduct.id]),
    );
    expect(options.resellers.map((item) => item.name)).toEqual([
      'Alberto Afiliado',
      'Rita Revendedora',
      'Sérgio',
    ]);
  });
});

describe('sales settings', () => {
  it('reads 7 days by default, saves 14 and reads it back', async () => {
    const seller = await world.addProducer();
    expect((await t.call('sales.settings', undefined, { cookie: seller.cookie })).data).toEqual({
      refundWindowDays: 7,
    });
    const saved = await t.call('sales.saveSettings', { refundWindowDays: 14 }, { cookie: seller.cookie });
    expect(saved).toMatchObject({ status: 200, data: { refundWindowDays: 14 } });
    expect((await t.call('sales.settings', undefined, { cookie: seller.cookie })).data).toEqual({
      refundWindowDays: 14,
    });
  });

  it('refuses a window other than 7, 14 or 30 days, and callers who are not producers', async () => {
    const invalid = await t.callRaw(
      'sales.saveSettings',
      { refundWindowDays: 10 },
      { cookie: producer.cookie },
    );
    expect(invalid).toMatchObject({ status: 400, appCode: 'errors.validation' });
    expect((await t.call('sales.settings', undefined, { cookie: producer.cookie })).data).toEqual({
      refundWindowDays: 7,
    });
    expect((await t.call('sales.settings', undefined, { cookie: reseller.cookie })).status).toBe(403);
    expect(
      (await t.call('sales.saveSettings', { refundWindowDays: 30 }, { cookie: admin.cookie })).status,
    ).toBe(403);
  });
});
