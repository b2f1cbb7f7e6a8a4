import { reverseSale, runCommissionMaturity } from '@afilia/api/server';
import { and, commissions, eq, sales, salesDailyTotals } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliationWorld, type WorldUser } from '../affiliations/affiliation-world';
import { createTestApp, type TestApp } from '../support/harness';
import { buyerNoticeDeps, insertSale, type SaleFixtureOptions } from '../support/sale-fixtures';

let t: TestApp;
let world: ReturnType<typeof affiliationWorld>;
let reseller: WorldUser;

const DAY = 24 * 60 * 60 * 1000;
/** Noon in São Paulo (15:00 UTC) on 10 March 2025: a sale made then has a 7-day window to 17 March. */
const soldAt = new Date('2025-03-10T15:00:00Z');
const later = (days: number) => new Date(soldAt.getTime() + days * DAY);

beforeAll(async () => {
  t = await createTestApp();
  world = affiliationWorld(t);
  reseller = await world.addUser('reseller');
});
afterAll(() => t.close());

/** A producer of their own per test, so the daily totals a test reads are the ones it made. */
async function paidSaleWithCommission(commission: SaleFixtureOptions['commission'] = { amountCents: 1_500 }) {
  const producer = await world.addProducer();
  const product = await world.addProduct(producer.id);
  const sale = await insertSale(t.db, {
    producerId: producer.id,
    productId: product.id,
    amountCents: 10_000,
    createdAt: soldAt,
    reseller: { id: reseller.id },
    commission: commission && { availableAt: later(7), ...commission },
  });
  return { producer, sale };
}

const reverse = (saleId: string, reversal: 'refunded' | 'chargeback', at: Date) =>
  t.db.transaction((tx) => reverseSale(tx, buyerNoticeDeps(t), saleId, reversal, at));

async function saleRow(id: string) {
  const [row] = await t.db.select().from(sales).where(eq(sales.id, id));
  return row;
}
async function commissionRows(saleId: string) {
  return t.db.select().from(commissions).where(eq(commissions.saleId, saleId));
}
async function totalsOf(producerId: string) {
  return t.db
    .select({
      day: salesDailyTotals.day,
      paidCount: salesDailyTotals.paidCount,
      paidCents: salesDailyTotals.paidCents,
      reversedCount: salesDailyTotals.reversedCount,
      reversedCents: salesDailyTotals.reversedCents,
      commissionCents: salesDailyTotals.commissionCents,
    })
    .from(salesDailyTotals)
    .where(eq(salesDailyTotals.producerId, producerId));
}

describe('reverseSale', () => {
  it('before the window: the pending commission is cancelled and the day records the reversal', async () => {
    const { producer, sale } = await paidSaleWithCommission();
    const at = later(2);
    expect(await reverse(sale.id, 'refunded', at)).toMatchObject({ reversed: true });

    expect(await saleRow(sale.id)).toMatchObject({
      status: 'refunded',
      reversedAt: at,
      refundRequestedAt: null,
    });
    expect(await commissionRows(sale.id)).toEqual([
      expect.objectContaining({
        kind: 'commission',
        amountCents: 1_500,
        status: 'cancelled',
        cancelledAt: at,
      }),
    ]);
    expect(await totalsOf(producer.id)).toEqual([
      {
        day: '2025-03-12',
        paidCount: 0,
        paidCents: 0,
        reversedCount: 1,
        reversedCents: 10_000,
        commissionCents: -1_500,
      },
    ]);
  });

  it('after maturity: the available commission is cancelled', async () => {
    const { sale } = await paidSaleWithCommission();
    const report = await runCommissionMaturity(t.db, later(8));
    expect(report.ran).toBe(true);
    expect((await commissionRows(sale.id))[0]?.status).toBe('available');

    await reverse(sale.id, 'refunded', later(9));
    expect(await commissionRows(sale.id)).toEqual([
      expect.objectContaining({ kind: 'commission', status: 'cancelled', cancelledAt: later(9) }),
    ]);
  });

  it('after the payout: the commission stays paid and a negative adjustment is written, available', async () => {
    const { producer, sale } = await paidSaleWithCommission({ amountCents: 1_500, status: 'paid' });
    const at = later(40);
    await reverse(sale.id, 'refunded', at);

    const rows = await commissionRows(sale.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.kind === 'commission')).toMatchObject({
      status: 'paid',
      cancelledAt: null,
    });
    expect(rows.find((row) => row.kind === 'adjustment')).toMatchObject({
      resellerId: reseller.id,
      producerId: producer.id,
      amountCents: -1_500,
      status: 'available',
      availableAt: at,
    });
    // The producer's commission cost is gone in both cases: subtracted on the reversal's day.
    expect(await totalsOf(producer.id)).toEqual([expect.objectContaining({ commissionCents: -1_500 })]);
  });

  it('twice: the second call changes nothing (no second adjustment, no second count)', async () => {
    const { producer, sale } = await paidSaleWithCommission({ amountCents: 700, status: 'paid' });
    expect(await reverse(sale.id, 'refunded', later(40))).toMatchObject({ reversed: true });
    expect(await reverse(sale.id, 'refunded', later(41))).toEqual({ reversed: false, emailIds: [] });
    expect(await reverse(sale.id, 'chargeback', later(42))).toEqual({ reversed: false, emailIds: [] });

    expect(await saleRow(sale.id)).toMatchObject({ status: 'refunded', reversedAt: later(40) });
    expect(await commissionRows(sale.id)).toHaveLength(2);
    expect(await totalsOf(producer.id)).toEqual([
      expect.objectContaining({ reversedCount: 1, reversedCents: 10_000, commissionCents: -700 }),
    ]);
  });

  it('concurrent reversals of one sale reverse it once', async () => {
    const { producer, sale } = await paidSaleWithCommission({ amountCents: 300, status: 'paid' });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => reverse(sale.id, i % 2 ? 'chargeback' : 'refunded', later(40))),
    );
    expect(results.filter((result) => result.reversed)).toHaveLength(1);
    expect(await commissionRows(sale.id)).toHaveLength(2);
    expect(await totalsOf(producer.id)).toEqual([
      expect.objectContaining({ reversedCount: 1, reversedCents: 10_000, commissionCents: -300 }),
    ]);
  });

  it('chargeback: the sale becomes chargeback and the commission is cancelled the same way', async () => {
    const { sale } = await paidSaleWithCommission();
    await reverse(sale.id, 'chargeback', later(3));
    expect(await saleRow(sale.id)).toMatchObject({ status: 'chargeback', reversedAt: later(3) });
    expect((await commissionRows(sale.id))[0]).toMatchObject({ status: 'cancelled' });
  });

  it('clears a refund waiting for the provider', async () => {
    const producer = await world.addProducer();
    const sale = await insertSale(t.db, {
      producerId: producer.id,
      createdAt: soldAt,
      refundRequestedAt: later(1),
    });
    await reverse(sale.id, 'refunded', later(2));
    expect(await saleRow(sale.id)).toMatchObject({ status: 'refunded', refundRequestedAt: null });
  });

  it('a sale without a reseller: only the amount is reversed', async () => {
    const producer = await world.addProducer();
    const sale = await insertSale(t.db, { producerId: producer.id, amountCents: 4_990, createdAt: soldAt });
    await reverse(sale.id, 'refunded', later(1));
    expect(await commissionRows(sale.id)).toEqual([]);
    expect(await totalsOf(producer.id)).toEqual([
      expect.objectContaining({ reversedCount: 1, reversedCents: 4_990, commissionCents: 0 }),
    ]);
  });

  it('never touches a sale that is not paid', async () => {
    const producer = await world.addProducer();
    for (const status of ['pending', 'failed'] as const) {
      const sale = await insertSale(t.db, { producerId: producer.id, status, createdAt: soldAt });
      expect(await reverse(sale.id, 'refunded', later(1))).toEqual({ reversed: false, emailIds: [] });
      expect((await saleRow(sale.id))?.status).toBe(status);
    }
    expect(await totalsOf(producer.id)).toEqual([]);
  });

  it('books the reversal on its day in São Paulo (23:30 there is already the next day in UTC)', async () => {
    const { producer, sale } = await paidSaleWithCommission();
    await reverse(sale.id, 'refunded', new Date('2025-04-01T02:30:00Z'));
    expect((await totalsOf(producer.id)).map((row) => row.day)).toEqual(['2025-03-31']);
  });

  it('adds up the reversals of one producer and day in one row', async () => {
    const producer = await world.addProducer();
    const first = await insertSale(t.db, { producerId: producer.id, amountCents: 1_000, createdAt: soldAt });
    const second = await insertSale(t.db, { producerId: producer.id, amountCents: 2_500, createdAt: soldAt });
    await reverse(first.id, 'refunded', later(1));
    await reverse(second.id, 'chargeback', new Date(later(1).getTime() + 60_000));
    expect(await totalsOf(producer.id)).toEqual([
      expect.objectContaining({ day: '2025-03-11', reversedCount: 2, reversedCents: 3_500 }),
    ]);
  });
});

describe('runCommissionMaturity', () => {
  it('moves due commissions of paid sales to available once; a second run moves nothing', async () => {
    const due = await paidSaleWithCommission({
      amountCents: 100,
      availableAt: new Date('2030-01-07T00:00:00Z'),
    });
    const notYet = await paidSaleWithCommission({
      amountCents: 100,
      availableAt: new Date('2030-01-20T00:00:00Z'),
    });
    const refunded = await paidSaleWithCommission({
      amountCents: 100,
      availableAt: new Date('2030-01-07T00:00:00Z'),
    });
    const waitingRefund = await paidSaleWithCommission({
      amountCents: 100,
      availableAt: new Date('2030-01-07T00:00:00Z'),
    });
    await reverse(refunded.sale.id, 'refunded', new Date('2030-01-03T00:00:00Z'));
    await t.db
      .update(sales)
      .set({ refundRequestedAt: new Date('2030-01-05T00:00:00Z') })
      .where(eq(sales.id, waitingRefund.sale.id));

    // Every other test's commissions are due long before 2030: count only this test's four.
    const statusOf = async (saleId: string) => (await commissionRows(saleId))[0]?.status;
    const jobAt = new Date('2030-01-07T00:00:00Z');
    const first = await runCommissionMaturity(t.db, jobAt);
    expect(first.ran).toBe(true);
    expect(first.matured).toBeGreaterThanOrEqual(1);
    expect(await statusOf(due.sale.id)).toBe('available');
    expect(await statusOf(notYet.sale.id)).toBe('pending');
    expect(await statusOf(refunded.sale.id)).toBe('cancelled');
    expect(await statusOf(waitingRefund.sale.id)).toBe('pending');

    expect(await runCommissionMaturity(t.db, jobAt)).toEqual({ ran: true, matured: 0 });

    // Much later the refunded sale's commission still never matures.
    await runCommissionMaturity(t.db, new Date('2031-01-01T00:00:00Z'));
    expect(await statusOf(refunded.sale.id)).toBe('cancelled');
    expect(await statusOf(notYet.sale.id)).toBe('available');
  });

  it('never matures the commission of a sale no longer paid, even if the row was left pending', async () => {
    const { sale } = await paidSaleWithCommission({ amountCents: 100, availableAt: later(7) });
    await t.db.update(sales).set({ status: 'chargeback' }).where(eq(sales.id, sale.id));
    await runCommissionMaturity(t.db, later(30));
    expect((await commissionRows(sale.id))[0]?.status).toBe('pending');
  });

  it('two instances at once mature each commission once', async () => {
    const availableAt = new Date('2032-06-01T00:00:00Z');
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await paidSaleWithCommission({ amountCents: 10, availableAt })).sale.id);
    const reports = await Promise.all([
      runCommissionMaturity(t.db, availableAt),
      runCommissionMaturity(t.db, availableAt),
    ]);
    expect(reports.reduce((sum, report) => sum + report.matured, 0)).toBe(3);
    const rows = await t.db
      .select({ status: commissions.status })
      .from(commissions)
      .where(and(eq(commissions.availableAt, availableAt), eq(commissions.kind, 'commission')));
    expect(rows.map((row) => row.status)).toEqual(['available', 'available', 'available']);
  });
});

describe('sales.refund (test mode)', () => {
  const refund = (user: WorldUser, saleId: string) =>
    t.call('sales.refund', { saleId }, { cookie: user.cookie });

  it('refunds at once: the sale is refunded and the pending commission cancelled', async () => {
    const { producer, sale } = await paidSaleWithCommission();
    const result = await refund(producer, sale.id);
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ status: 'refunded', refundRequested: false });
    expect(await saleRow(sale.id)).toMatchObject({ status: 'refunded', refundRequestedAt: null });
    expect((await commissionRows(sale.id))[0]).toMatchObject({ status: 'cancelled' });
    expect(await totalsOf(producer.id)).toEqual([
      expect.objectContaining({ reversedCount: 1, reversedCents: 10_000, commissionCents: -1_500 }),
    ]);

    const again = await refund(producer, sale.id);
    expect(again).toMatchObject({ status: 409, appCode: 'errors.sales.notRefundable' });
  });

  it('after the payout the refund writes the negative adjustment', async () => {
    const { producer, sale } = await paidSaleWithCommission({ amountCents: 2_000, status: 'paid' });
    expect((await refund(producer, sale.id)).status).toBe(200);
    expect((await commissionRows(sale.id)).find((row) => row.kind === 'adjustment')).toMatchObject({
      amountCents: -2_000,
      status: 'available',
    });
  });

  it('five clicks at once refund once', async () => {
    const { producer, sale } = await paidSaleWithCommission();
    const results = await Promise.all(Array.from({ length: 5 }, () => refund(producer, sale.id)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const result of results.filter((r) => r.status !== 200)) {
      expect(result.status).toBe(409);
      expect(['errors.sales.refundPending', 'errors.sales.notRefundable']).toContain(result.appCode);
    }
    expect(await totalsOf(producer.id)).toEqual([expect.objectContaining({ reversedCount: 1 })]);
  });

  it('refuses a sale that is not paid, one waiting for the provider, and one charged by another provider', async () => {
    const producer = await world.addProducer();
    const failed = await insertSale(t.db, { producerId: producer.id, status: 'failed' });
    expect(await refund(producer, failed.id)).toMatchObject({
      status: 409,
      appCode: 'errors.sales.notRefundable',
    });
    const waiting = await insertSale(t.db, { producerId: producer.id, refundRequestedAt: new Date() });
    expect(await refund(producer, waiting.id)).toMatchObject({
      status: 409,
      appCode: 'errors.sales.refundPending',
    });
    const stripe = await insertSale(t.db, { producerId: producer.id, provider: 'stripe' });
    expect(await refund(producer, stripe.id)).toMatchObject({
      status: 409,
      appCode: 'errors.sales.notRefundable',
    });
    expect((await saleRow(stripe.id))?.status).toBe('paid');
  });

  it("another producer's sale answers 404 and stays paid; an admin may refund any sale", async () => {
    const { sale } = await paidSaleWithCommission();
    const stranger = await world.addProducer();
    expect(await refund(stranger, sale.id)).toMatchObject({ status: 404, appCode: 'errors.sales.notFound' });
    expect((await saleRow(sale.id))?.status).toBe('paid');
    expect((await refund(reseller, sale.id)).status).toBe(403);

    const admin = await world.addUser('admin');
    expect((await refund(admin, sale.id)).data).toEqual({ status: 'refunded', refundRequested: false });
  });
});
