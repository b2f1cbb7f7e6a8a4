import { reverseSale } from '@afilia/api/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliationWorld, type WorldUser } from '../affiliations/affiliation-world';
import { createTestApp, expectOk, type InputOf, type TestApp } from '../support/harness';
import { buyerNoticeDeps, insertSale, type SaleFixture } from '../support/sale-fixtures';

let t: TestApp;
let reseller: WorldUser;
let otherReseller: WorldUser;
let producer: WorldUser;
let admin: WorldUser;
let world: ReturnType<typeof affiliationWorld>;

const list = async (user: WorldUser, input: InputOf<'commissions.list'> = {}) => {
  const result = await t.call('commissions.list', input, { cookie: user.cookie });
  expect(result.status).toBe(200);
  return expectOk(result);
};

const at = (day: number) => new Date(Date.UTC(2025, 4, day, 15));
const sold: Record<string, SaleFixture> = {};

beforeAll(async () => {
  t = await createTestApp();
  world = affiliationWorld(t);
  producer = await world.addProducer({ fullName: 'Paula Produtora' });
  const otherProducer = await world.addProducer({ fullName: 'Otávio Produtor' });
  reseller = await world.addUser('reseller');
  otherReseller = await world.addUser('reseller');
  admin = await world.addUser('admin');
  const course = await world.addProduct(producer.id, { title: 'Curso' });
  const ebook = await world.addProduct(otherProducer.id, { title: 'Ebook' });

  const viaReseller = { id: reseller.id };
  const sale = (
    productOf: { id: string; title: string; productCode: string },
    producerId: string,
    day: number,
  ) => ({
    producerId,
    productId: productOf.id,
    productTitle: productOf.title,
    productCode: productOf.productCode,
    createdAt: at(day),
    buyerEmail: `secreto.${day}@example.com`,
  });
  sold.pending = await insertSale(t.db, {
    ...sale(course, producer.id, 1),
    amountCents: 10_000,
    reseller: viaReseller,
    commission: { amountCents: 1_000 },
  });
  sold.available = await insertSale(t.db, {
    ...sale(ebook, otherProducer.id, 2),
    amountCents: 5_000,
    reseller: viaReseller,
    commission: { amountCents: 750, status: 'available' },
  });
  sold.paid = await insertSale(t.db, {
    ...sale(course, producer.id, 3),
    amountCents: 20_000,
    reseller: viaReseller,
    commission: { amountCents: 2_000, status: 'paid' },
  });
  sold.cancelled = await insertSale(t.db, {
    ...sale(course, producer.id, 4),
    amountCents: 3_000,
    reseller: viaReseller,
    commission: { amountCents: 300 },
  });
  sold.clawedBack = await insertSale(t.db, {
    ...sale(ebook, otherProducer.id, 5),
    amountCents: 4_000,
    reseller: viaReseller,
    commission: { amountCents: 400, status: 'paid' },
  });
  await t.db.transaction((tx) =>
    reverseSale(tx, buyerNoticeDeps(t), sold.cancelled?.id ?? '', 'refunded', at(6)),
  );
  await t.db.transaction((tx) =>
    reverseSale(tx, buyerNoticeDeps(t), sold.clawedBack?.id ?? '', 'chargeback', at(7)),
  );
  sold.someoneElses = await insertSale(t.db, {
    ...sale(course, producer.id, 8),
    reseller: { id: otherReseller.id },
    commission: { amountCents: 999 },
  });
});
afterAll(() => t.close());

describe('commissions.list', () => {
  it("lists only the reseller's own commissions and adjustments, newest first", async () => {
    const page = await list(reseller);
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 10 });
    expect(page.items.map((item) => [item.orderCode, item.kind, item.amountCents, item.status])).toEqual([
      [sold.clawedBack?.orderCode, 'adjustment', -400, 'available'],
      [sold.clawedBack?.orderCode, 'commission', 400, 'paid'],
      [sold.cancelled?.orderCode, 'commission', 300, 'cancelled'],
      [sold.paid?.orderCode, 'commission', 2_000, 'paid'],
      [sold.available?.orderCode, 'commission', 750, 'available'],
      [sold.pending?.orderCode, 'commission', 1_000, 'pending'],
    ]);
    expect(page.items.at(-1)).toEqual({
      id: expect.any(String),
      saleId: sold.pending?.id,
      orderCode: sold.pending?.orderCode,
      createdAt: at(1),
      productTitle: 'Curso',
      productCode: expect.any(String),
      producerName: 'Paula Produtora',
      saleAmountCents: 10_000,
      saleStatus: 'paid',
      kind: 'commission',
      amountCents: 1_000,
      status: 'pending',
      availableAt: expect.any(Date),
      paidAt: null,
      cancelledAt: null,
    });
    expect((await list(otherReseller)).items.map((item) => item.orderCode)).toEqual([
      sold.someoneElses?.orderCode,
    ]);
  });

  it('totals every row by status, the adjustment netted into the status it carries', async () => {
    const expected = {
      pendingCents: 1_000,
      availableCents: 750 - 400,
      paidCents: 2_400,
      cancelledCents: 300,
    };
    expect((await list(reseller)).totals).toEqual(expected);
    // The totals ignore the status filter and the page.
    expect((await list(reseller, { status: 'paid', pageSize: 10, page: 1 })).totals).toEqual(expected);
  });

  it('filters by status and paginates', async () => {
    const available = await list(reseller, { status: 'available' });
    expect(available.total).toBe(2);
    expect(available.items.map((item) => item.kind)).toEqual(['adjustment', 'commission']);
    expect((await list(reseller, { status: 'cancelled' })).items.map((item) => item.saleStatus)).toEqual([
      'refunded',
    ]);
    const manyReseller = await world.addUser('reseller', { fullName: 'Muitas' });
    for (let day = 1; day <= 11; day++)
      await insertSale(t.db, {
        producerId: producer.id,
        createdAt: at(day),
        reseller: { id: manyReseller.id },
        commission: { amountCents: day },
      });
    const second = await list(manyReseller, { page: 2, pageSize: 10 });
    expect(second).toMatchObject({ total: 11, page: 2 });
    expect(second.items.map((item) => item.amountCents)).toEqual([1]);
    expect((await list(manyReseller, { page: 5 })).page).toBe(2);
  });

  it("never carries the buyer's email, document or phone", async () => {
    const result = await t.call('commissions.list', { pageSize: 50 }, { cookie: reseller.cookie });
    const body = JSON.stringify(result.data);
    expect(body).not.toContain('secreto.');
    expect(body).not.toContain('52998224725');
    expect(body).not.toContain('11987654321');
    expect(body).not.toMatch(/buyer/i);
  });

  it('is for resellers only: producers and admins are refused', async () => {
    for (const user of [producer, admin]) {
      const result = await t.call('commissions.list', {}, { cookie: user.cookie });
      expect(result).toMatchObject({ status: 403, appCode: 'errors.forbidden' });
    }
    expect((await t.call('commissions.list', {})).status).toBe(401);
  });
});
