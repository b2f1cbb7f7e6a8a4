import { readFile } from 'node:fs/promises';
import { rebuildReportTotals, reverseSale } from '@afilia/api/server';
import {
  asc,
  eq,
  salesDailyTotals,
  salesReportDaily,
  salesReportProductDaily,
  salesReportResellerDaily,
  sql,
} from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldUser } from '../affiliations/affiliation-world';
import {
  createTestApp,
  expectOk,
  type InputOf,
  type OutputOf,
  type ProcedurePath,
  type TestApp,
} from '../support/harness';
import { buyerNoticeDeps, insertSale } from '../support/sale-fixtures';
import { addReportActors, noon } from './report-world';

let t: TestApp;
let producer: WorldUser;
let other: WorldUser;
let starter: WorldUser;
let r1: WorldUser;
let r2: WorldUser;
let admin: WorldUser;
let productA: { id: string };
let productB: { id: string };

const MARCH = { period: 'custom', from: '2026-03-01', to: '2026-03-31' } as const;

async function ledgerOf(producerId: string) {
  const reportRows = await t.db
    .select()
    .from(salesReportDaily)
    .where(eq(salesReportDaily.producerId, producerId))
    .orderBy(asc(salesReportDaily.day), asc(salesReportDaily.method), asc(salesReportDaily.paidCents));
  const dayRows = await t.db
    .select()
    .from(salesDailyTotals)
    .where(eq(salesDailyTotals.producerId, producerId))
    .orderBy(asc(salesDailyTotals.day));
  const resellerRows = await t.db
    .select()
    .from(salesReportResellerDaily)
    .where(eq(salesReportResellerDaily.producerId, producerId))
    .orderBy(asc(salesReportResellerDaily.day), asc(salesReportResellerDaily.resellerId));
  const productRows = await t.db
    .select()
    .from(salesReportProductDaily)
    .where(eq(salesReportProductDaily.producerId, producerId))
    .orderBy(asc(salesReportProductDaily.day), asc(salesReportProductDaily.productId));
  return { reportRows, resellerRows, productRows, dayRows };
}

beforeAll(async () => {
  t = await createTestApp();
  const actors = await addReportActors(t, 'REP');
  ({ producer, other, starter, r1, r2, admin, productA, productB } = actors);
  const { world, othersProduct, linkA, linkB } = actors;
  await world.addClicks(linkA.id, noon('2026-03-05'), 40, 25);
  await world.addClicks(linkA.id, noon('2026-02-05'), 10, 10);
  await world.addClicks(linkB.id, noon('2026-03-07'), 10, 4);

  const a = { producerId: producer.id, productId: productA.id };
  const b = { producerId: producer.id, productId: productB.id };
  await insertSale(t.db, {
    ...a,
    amountCents: 10_000,
    createdAt: noon('2026-03-02'),
    reseller: { id: r1.id },
    commission: { amountCents: 1_000 },
  });
  await insertSale(t.db, {
    ...a,
    amountCents: 20_000,
    method: 'pix',
    createdAt: noon('2026-03-02'),
    reseller: { id: r1.id },
    commission: { amountCents: 2_000 },
  });
  await insertSale(t.db, {
    ...b,
    amountCents: 5_000,
    method: 'boleto',
    createdAt: noon('2026-03-15'),
    reseller: { id: r2.id },
    commission: { amountCents: 500 },
  });
  await insertSale(t.db, { ...b, amountCents: 7_000, createdAt: noon('2026-03-20') });
  const refunded = await insertSale(t.db, {
    ...a,
    amountCents: 30_000,
    createdAt: noon('2026-03-10'),
    reseller: { id: r1.id },
    commission: { amountCents: 3_000 },
  });
  // 23:30 on 31 March in São Paulo is 1 April in UTC: March's. 00:30 on 1 April is April's.
  await insertSale(t.db, {
    ...b,
    amountCents: 1_000,
    method: 'pix',
    createdAt: new Date('2026-04-01T02:30:00Z'),
  });
  await insertSale(t.db, {
    ...b,
    amountCents: 999,
    method: 'pix',
    createdAt: new Date('2026-04-01T03:30:00Z'),
  });
  await insertSale(t.db, {
    ...a,
    amountCents: 8_000,
    createdAt: noon('2026-02-10'),
    reseller: { id: r1.id },
    commission: { amountCents: 800 },
  });
  await insertSale(t.db, { ...a, amountCents: 4_000, status: 'pending', createdAt: noon('2026-03-03') });
  await insertSale(t.db, {
    producerId: other.id,
    productId: othersProduct.id,
    amountCents: 50_000,
    createdAt: noon('2026-03-03'),
  });

  await t.db.transaction(async (tx) => {
    await rebuildReportTotals(tx, producer.id);
    await rebuildReportTotals(tx, other.id);
  });
  // The refund goes through the live path (addToDailyTotals), on its own day.
  await t.db.transaction((tx) =>
    reverseSale(tx, buyerNoticeDeps(t), refunded.id, 'refunded', noon('2026-03-12')),
  );
});
afterAll(() => t.close());

async function report<P extends ProcedurePath>(
  path: P,
  user: WorldUser,
  input: NoInfer<InputOf<P>>,
): Promise<OutputOf<P>> {
  const result = await t.call(path, input, { cookie: user.cookie });
  expect(result.status, JSON.stringify(result.data)).toBe(200);
  return expectOk(result);
}

describe('reports', () => {
  it('adds up March for the producer to the cent, against February before it', async () => {
    const data = await report('reports.sales', producer, MARCH);
    expect(data.summary).toEqual({
      salesCount: 6,
      revenueCents: 73_000,
      averageTicketCents: 12_167,
      refundsCount: 1,
      refundsCents: 30_000,
      netRevenueCents: 43_000,
      commissionCents: 3_500,
      netCents: 39_500,
    });
    expect(data.period).toMatchObject({
      previousFrom: '2026-01-29',
      previousTo: '2026-02-28',
      granularity: 'day',
    });
    expect(data.previous).toMatchObject({
      salesCount: 1,
      revenueCents: 8_000,
      commissionCents: 800,
      netCents: 7_200,
    });
    expect(data.methods).toEqual([
      { method: 'card', salesCount: 3, revenueCents: 47_000 },
      { method: 'pix', salesCount: 2, revenueCents: 21_000 },
      { method: 'boleto', salesCount: 1, revenueCents: 5_000 },
    ]);
    expect(data.series).toHaveLength(31);
    expect(data.series.find((point) => point.bucket === '2026-03-02')?.revenueCents).toBe(30_000);
    expect(data.series.find((point) => point.bucket === '2026-03-31')?.revenueCents).toBe(1_000);
    // 10 February is the 13th day of the previous period (from 29 January), lined up with 13 March.
    expect(data.series.find((point) => point.bucket === '2026-03-13')?.previousRevenueCents).toBe(8_000);
  });

  it('keeps the same ledger whether written live or rebuilt from the sales', async () => {
    const live = await ledgerOf(producer.id);
    expect(live.resellerRows.length).toBeGreaterThan(0);
    expect(live.productRows.length).toBeGreaterThan(0);
    await t.db.transaction((tx) => rebuildReportTotals(tx, producer.id));
    expect(await ledgerOf(producer.id)).toEqual(live);
  });

  it("fills the sums by reseller and by product from the ledger in migration 0012's backfill", async () => {
    const live = await ledgerOf(producer.id);
    await t.db.delete(salesReportResellerDaily);
    await t.db.delete(salesReportProductDaily);
    const migration = await readFile(
      new URL('../../../../packages/db/drizzle/0012_report_rollups.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement.startsWith('INSERT'));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await t.db.execute(sql.raw(statement));
    expect(await ledgerOf(producer.id)).toEqual(live);
  });

  it('charts a year by month', async () => {
    const data = await report('reports.sales', producer, {
      period: 'custom',
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(data.period.granularity).toBe('month');
    expect(data.series.map((point) => point.bucket)).toHaveLength(12);
    expect(data.series.find((point) => point.bucket === '2026-03')?.revenueCents).toBe(73_000);
    expect(data.series.find((point) => point.bucket === '2026-04')?.revenueCents).toBe(999);
  });

  it('gives each reseller their clicks, sales, conversion and commission', async () => {
    const data = await report('reports.sellers', producer, MARCH);
    expect(data.rows).toEqual([
      {
        resellerId: r1.id,
        name: 'Rita Um',
        email: expect.any(String),
        clicks: 40,
        uniqueClicks: 25,
        salesCount: 3,
        conversion: 0.12,
        revenueCents: 60_000,
        refundsCents: 30_000,
        commissionCents: 3_000,
      },
      {
        resellerId: r2.id,
        name: 'Rui Dois',
        email: expect.any(String),
        clicks: 10,
        uniqueClicks: 4,
        salesCount: 1,
        conversion: 0.25,
        revenueCents: 5_000,
        refundsCents: 0,
        commissionCents: 500,
      },
    ]);
  });

  it('gives each product its clicks, sales, refunds and conversion', async () => {
    const data = await report('reports.products', producer, MARCH);
    expect(
      data.rows.map((row) => [
        row.productId,
        row.salesCount,
        row.revenueCents,
        row.refundsCount,
        row.clicks,
        row.uniqueClicks,
        row.conversion,
      ]),
    ).toEqual([
      [productA.id, 3, 60_000, 1, 40, 25, 0.12],
      // Of Ebook B's 3 sales only Edu's came through a link (Rui's): 1 of the link's 4 unique clicks.
      [productB.id, 3, 13_000, 0, 10, 4, 0.25],
    ]);
  });

  it('shows a reseller only their own sales, commissions and products', async () => {
    const sales = await report('reports.sales', r1, MARCH);
    expect(sales.summary).toEqual({
      salesCount: 3,
      revenueCents: 60_000,
      averageTicketCents: 20_000,
      refundsCount: 1,
      refundsCents: 30_000,
      netRevenueCents: 30_000,
      commissionCents: 3_000,
      netCents: 3_000,
    });
    const products = await report('reports.products', r1, MARCH);
    expect(products.rows.map((row) => row.productId)).toEqual([productA.id]);
    const sellers = await t.call('reports.sellers', MARCH, { cookie: r1.cookie });
    expect(sellers.status).toBe(403);
  });

  it("never shows a producer another producer's figures, even when asked by id", async () => {
    const own = await report('reports.sales', producer, MARCH);
    const asked = await report('reports.sales', producer, {
      ...MARCH,
      producerId: other.id,
    });
    expect(asked.summary).toEqual(own.summary);
    const others = await report('reports.sales', other, MARCH);
    expect(others.summary.revenueCents).toBe(50_000);
  });

  it('lets an admin see the platform, or one producer', async () => {
    const platform = await report('reports.sales', admin, MARCH);
    expect(platform.summary.revenueCents).toBeGreaterThanOrEqual(123_000);
    const one = await report('reports.sales', admin, { ...MARCH, producerId: producer.id });
    expect(one.summary.revenueCents).toBe(73_000);
    const sellers = await report('reports.sellers', admin, {
      ...MARCH,
      producerId: producer.id,
    });
    expect(sellers.rows).toHaveLength(2);
    const producers = await report('reports.producers', admin, undefined);
    expect(producers.map((row) => row.id)).toEqual(expect.arrayContaining([producer.id, other.id]));
  });

  it('keeps the Vendedores and Produtos tabs to the Profissional and Visionário plans', async () => {
    const access = await report('reports.access', starter, undefined);
    expect(access).toMatchObject({ tabs: ['sales', 'sellers', 'products'], locked: ['sellers', 'products'] });
    expect((await t.call('reports.sales', MARCH, { cookie: starter.cookie })).status).toBe(200);
    for (const path of ['reports.sellers', 'reports.products'] as const) {
      const refused = await t.call(path, MARCH, { cookie: starter.cookie });
      expect(refused.status).toBe(403);
      expect(refused.appCode).toBe('errors.reports.upgradeRequired');
    }
  });

  it('refuses a range that is inverted, too long or malformed with a 400', async () => {
    for (const input of [
      { period: 'custom', from: '2026-03-10', to: '2026-03-01' },
      { period: 'custom', from: '2025-01-01', to: '2026-03-01' },
      { period: 'custom', from: '2026-13-45', to: '2026-03-01' },
      { period: 'custom' },
    ]) {
      const result = await t.callRaw('reports.sales', input, { cookie: producer.cookie });
      expect(result.status, JSON.stringify(input)).toBe(400);
    }
  });
});
