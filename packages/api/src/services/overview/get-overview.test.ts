import {
  affiliateClicks,
  affiliations,
  commissions,
  products,
  profiles,
  sales,
  salesDailyTotals,
  salesReportDaily,
  salesReportResellerDaily,
  subscriptions,
  users,
} from '@afilia/db';
import { createTestDb } from '@afilia/db/testing';
import { codeFromNumber } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesLimit } from '../plans/sales-limit';
import { getOverview } from './get-overview';
import type { ProducerOverview, ResellerOverview } from './overview-dto';

type TestDb = Awaited<ReturnType<typeof createTestDb>>;
let testDb: TestDb;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** 20 November 2026, noon in São Paulo: this month starts on 1 November at 03:00 UTC. */
const NOW = new Date('2026-11-20T15:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let sequence = 0;
const code = (length: number) => codeFromNumber(sequence++, length);

async function addUser(fullName: string, role: 'admin' | 'producer' | 'reseller') {
  const email = `${fullName.toLowerCase().replace(/\s+/g, '.')}@example.com`;
  const [user] = await testDb.db
    .insert(users)
    .values({ email, passwordHash: 'x' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  await testDb.db.insert(profiles).values({
    id: user.id,
    email,
    fullName,
    phone: '11999990000',
    isAdmin: role === 'admin',
    isProducer: role === 'producer',
    isReseller: role === 'reseller',
  });
  return user.id;
}

async function addProduct(producerId: string, title: string) {
  const [product] = await testDb.db
    .insert(products)
    .values({
      userId: producerId,
      productCode: code(4),
      title,
      description: 'Descrição',
      instructions: 'Instruções',
      imageLinks: [],
      downloadLinks: [],
      youtubeVideos: [],
    })
    .returning({ id: products.id, productCode: products.productCode });
  if (!product) throw new Error('no product');
  return product;
}

type SaleInput = Partial<typeof sales.$inferInsert> & { producerId: string; at: Date };

async function addSale({ at, ...sale }: SaleInput) {
  const [row] = await testDb.db
    .insert(sales)
    .values({
      orderCode: `AF${code(10)}`,
      productTitle: 'Produto',
      productCode: 'ABCD',
      buyerName: 'Maria Souza',
      buyerEmail: 'maria@example.com',
      buyerDocument: '52998224725',
      buyerPhone: '11987654321',
      buyerLocale: 'pt-BR',
      amountCents: 10_000,
      status: 'paid',
      method: 'card',
      provider: 'test',
      priceCents: 10_000,
      commissionType: 'percentage',
      commissionValue: 1000,
      commissionRecurring: false,
      paidAt: at,
      createdAt: at,
      updatedAt: at,
      ...sale,
    })
    .returning({ id: sales.id, orderCode: sales.orderCode });
  if (!row) throw new Error('no sale');
  return row;
}

let producerId: string;
let otherProducerId: string;
let noPlanProducerId: string;
let adminId: string;
let resellerId: string;
const ids: Record<string, { id: string; orderCode: string }> = {};

beforeAll(async () => {
  testDb = await createTestDb();
  const db = testDb.db;
  producerId = await addUser('Paula Produtora', 'producer');
  otherProducerId = await addUser('Otávio Produtor', 'producer');
  noPlanProducerId = await addUser('Sem Plano', 'producer');
  adminId = await addUser('Ana Admin', 'admin');
  resellerId = await addUser('Rita Revendedora', 'reseller');
  await db.insert(subscriptions).values([
    { userId: producerId, planId: 'iniciante', status: 'active', provider: 'test', priceCents: 0 },
    { userId: otherProducerId, planId: 'visionario', status: 'active', provider: 'test', priceCents: 0 },
  ]);

  // 'Vendas' reads only these rows (the sales below are for the activity list).
  await db.insert(salesDailyTotals).values([
    { producerId, day: '2026-09-30', paidCount: 100, paidCents: 1_000_000 },
    { producerId, day: '2026-10-01', paidCount: 1, paidCents: 12_000 },
    {
      producerId,
      day: '2026-10-31',
      paidCount: 3,
      paidCents: 30_000,
      reversedCount: 1,
      reversedCents: 10_000,
    },
    { producerId, day: '2026-11-01', paidCount: 3, paidCents: 30_000 },
    {
      producerId,
      day: '2026-11-20',
      paidCount: 2,
      paidCents: 20_000,
      reversedCount: 1,
      reversedCents: 10_000,
    },
    { producerId, day: '2026-11-21', paidCount: 50, paidCents: 500_000 },
    { producerId: otherProducerId, day: '2026-11-05', paidCount: 1, paidCents: 5_000 },
  ]);

  const product = await addProduct(producerId, 'Curso de Fotografia');
  const [affiliation] = await db
    .insert(affiliations)
    .values({ resellerId, productId: product.id, status: 'active', linkCode: `LNK${code(5)}` })
    .returning({ id: affiliations.id });
  if (!affiliation) throw new Error('no affiliation');
  const clicks = (at: Date, total: number, unique: number) =>
    Array.from({ length: total }, (_, i) => ({
      affiliationId: affiliation.id,
      clickedAt: at,
      ipHash: 'a'.repeat(64),
      userAgentHash: 'b'.repeat(64),
      isUnique: i < unique,
    }));
  await db.insert(affiliateClicks).values([...clicks(ago(DAY), 14, 8), ...clicks(ago(40 * DAY), 9, 9)]);

  const attributed = { affiliationId: affiliation.id, resellerId, productId: product.id };
  for (let i = 0; i < 10; i++)
    await addSale({ producerId, at: ago((20 + i) * DAY), productTitle: `Antiga ${i}` });
  ids.paid = await addSale({ producerId, at: ago(5 * HOUR), productTitle: 'Paga', buyerName: 'Bia Lima' });
  ids.refunded = await addSale({
    producerId,
    at: ago(3 * DAY),
    status: 'refunded',
    reversedAt: ago(HOUR),
    productTitle: 'Reembolsada',
    ...attributed,
  });
  ids.chargeback = await addSale({
    producerId,
    at: ago(45 * DAY),
    status: 'chargeback',
    reversedAt: ago(2 * HOUR),
    productTitle: 'Contestada',
    ...attributed,
  });
  ids.latest = await addSale({
    producerId,
    at: ago(30 * 60 * 1000),
    productTitle: 'Com revendedora',
    buyerName: 'Caio Reis',
    amountCents: 19_700,
    ...attributed,
  });
  await addSale({ producerId, at: ago(10 * 60 * 1000), status: 'failed', paidAt: null });
  await addSale({ producerId, at: ago(5 * 60 * 1000), status: 'pending', paidAt: null });
  ids.other = await addSale({ producerId: otherProducerId, at: ago(20 * 60 * 1000), productTitle: 'Outro' });

  const commission = (
    saleId: string,
    amountCents: number,
    status: 'pending' | 'available' | 'paid' | 'cancelled',
    createdAt: Date,
    extra: Partial<typeof commissions.$inferInsert> = {},
  ) => ({
    saleId,
    resellerId,
    producerId,
    amountCents,
    status,
    availableAt: new Date(createdAt.getTime() + 7 * DAY),
    createdAt,
    updatedAt: createdAt,
    ...extra,
  });
  const latestId = ids.latest?.id ?? '';
  const refundedId = ids.refunded?.id ?? '';
  const chargebackId = ids.chargeback?.id ?? '';
  await db
    .insert(commissions)
    .values([
      commission(latestId, 1970, 'pending', ago(30 * 60 * 1000)),
      commission(refundedId, 1000, 'cancelled', ago(3 * DAY), { cancelledAt: ago(HOUR) }),
      commission(chargebackId, 1000, 'paid', ago(45 * DAY), { paidAt: ago(30 * DAY) }),
      commission(chargebackId, -1000, 'available', ago(2 * HOUR), { kind: 'adjustment' }),
    ]);
  // Another attributed sale of last month, its commission matured.
  const older = await addSale({ producerId, at: ago(35 * DAY), productTitle: 'Mês passado', ...attributed });
  await db.insert(commissions).values(commission(older.id, 2500, 'available', ago(35 * DAY)));

  // The report ledger of the attributed sales above, as confirmSale and reverseSale keep it: the reseller's
  // sales and the conversion read it. 17 Nov: the refunded sale paid; 20 Nov: the latest paid, the refund and
  // the chargeback, each taking its commission back; October: the chargeback's and last month's sales paid.
  const ledger = [
    { day: '2026-10-06', paidCount: 1, paidCents: 10_000, commissionCents: 1_000 },
    { day: '2026-10-16', paidCount: 1, paidCents: 10_000, commissionCents: 2_500 },
    { day: '2026-11-17', paidCount: 1, paidCents: 10_000, commissionCents: 1_000 },
    {
      day: '2026-11-20',
      paidCount: 1,
      paidCents: 19_700,
      reversedCount: 2,
      reversedCents: 20_000,
      commissionCents: 1_970 - 1_000 - 1_000,
    },
  ];
  await db.insert(salesReportDaily).values(
    ledger.map((row) => ({
      ...row,
      producerId,
      productId: product.id,
      resellerId,
      method: 'card' as const,
    })),
  );
  await db.insert(salesReportResellerDaily).values(ledger.map((row) => ({ ...row, producerId, resellerId })));
});
afterAll(() => testDb.cleanup());

const overviewOf = (id: string, role: 'admin' | 'producer' | 'reseller') =>
  getOverview(testDb.db, 'https://afilia.test', { id, role }, NOW);

describe('getOverview: sales figures', () => {
  it("sums this month's and last month's daily totals, net of reversals, up to today", async () => {
    const overview = (await overviewOf(producerId, 'producer')) as ProducerOverview;
    expect(overview.sales).toEqual({
      thisMonth: {
        count: 5,
        grossCents: 50_000,
        reversedCount: 1,
        reversedCents: 10_000,
        revenueCents: 40_000,
      },
      lastMonth: {
        count: 4,
        grossCents: 42_000,
        reversedCount: 1,
        reversedCents: 10_000,
        revenueCents: 32_000,
      },
      changePercent: 25,
    });
  });

  it('sums every producer for the admin', async () => {
    const overview = (await overviewOf(adminId, 'admin')) as ProducerOverview;
    expect(overview.sales).toEqual({
      thisMonth: {
        count: 6,
        grossCents: 55_000,
        reversedCount: 1,
        reversedCents: 10_000,
        revenueCents: 45_000,
      },
      lastMonth: {
        count: 4,
        grossCents: 42_000,
        reversedCount: 1,
        reversedCents: 10_000,
        revenueCents: 32_000,
      },
      changePercent: 40.6,
    });
    expect(overview.salesLimit).toBeNull();
  });

  it('has no change without sales last month, and zeros without totals', async () => {
    const other = (await overviewOf(otherProducerId, 'producer')) as ProducerOverview;
    expect(other.sales).toEqual({
      thisMonth: { count: 1, grossCents: 5_000, reversedCount: 0, reversedCents: 0, revenueCents: 5_000 },
      lastMonth: { count: 0, grossCents: 0, reversedCount: 0, reversedCents: 0, revenueCents: 0 },
      changePercent: null,
    });
    const none = (await overviewOf(noPlanProducerId, 'producer')) as ProducerOverview;
    expect(none.sales.thisMonth).toEqual({
      count: 0,
      grossCents: 0,
      reversedCount: 0,
      reversedCents: 0,
      revenueCents: 0,
    });
    expect(none.performance).toEqual({ sales: 0, uniqueClicks: 0, conversionRate: null });
  });

  it("divides this month's sales through the links by those links' unique clicks", async () => {
    const overview = (await overviewOf(producerId, 'producer')) as ProducerOverview;
    // 2 of the 5 sales paid this month came through Rita's link; the other 3 had no click to convert.
    expect(overview.performance).toEqual({ sales: 2, uniqueClicks: 8, conversionRate: 2 / 8 });
    expect(overview).toMatchObject({ clicksThisMonth: 14, uniqueClicksThisMonth: 8, products: 1 });
  });
});

describe('getOverview: sales limit', () => {
  it("compares this month's paid sales with the plan's limit", async () => {
    const overview = (await overviewOf(producerId, 'producer')) as ProducerOverview;
    expect(overview.salesLimit).toEqual({
      planName: 'Iniciante',
      limit: 200,
      used: 5,
      exceeded: false,
      nearLimit: false,
    });
  });

  it('is near from 80 % and exceeded past the limit; null without a plan', async () => {
    expect(await salesLimit(testDb.db, producerId, 159, NOW)).toMatchObject({ nearLimit: false });
    expect(await salesLimit(testDb.db, producerId, 160, NOW)).toMatchObject({
      nearLimit: true,
      exceeded: false,
    });
    expect(await salesLimit(testDb.db, producerId, 200, NOW)).toMatchObject({ exceeded: false });
    expect(await salesLimit(testDb.db, producerId, 201, NOW)).toMatchObject({
      nearLimit: true,
      exceeded: true,
    });
    expect(await salesLimit(testDb.db, otherProducerId, 201, NOW)).toMatchObject({
      planName: 'Visionário',
      limit: 10_000,
      exceeded: false,
    });
    expect((await overviewOf(noPlanProducerId, 'producer')).role).toBe('producer');
    expect(await salesLimit(testDb.db, noPlanProducerId, 0, NOW)).toBeNull();
  });
});

describe('getOverview: recent activity', () => {
  it('merges the latest paid sales with the latest reversals, newest first, 8 at most', async () => {
    const overview = (await overviewOf(producerId, 'producer')) as ProducerOverview;
    const activity = overview.recentActivity;
    expect(activity).toHaveLength(8);
    expect(activity.slice(0, 5).map((item) => [item.type, item.productTitle])).toEqual([
      ['sale', 'Com revendedora'],
      ['refund', 'Reembolsada'],
      ['chargeback', 'Contestada'],
      ['sale', 'Paga'],
      ['sale', 'Reembolsada'],
    ]);
    expect(activity[0]).toEqual({
      type: 'sale',
      id: ids.latest?.id,
      at: ago(30 * 60 * 1000),
      orderCode: ids.latest?.orderCode,
      productTitle: 'Com revendedora',
      amountCents: 19_700,
      buyerName: 'Caio Reis',
      resellerName: 'Rita Revendedora',
    });
    expect(activity[3]).toMatchObject({ buyerName: 'Bia Lima', resellerName: null });
    expect(activity.slice(5).every((item) => item.type === 'sale')).toBe(true);
    expect(activity.some((item) => item.productTitle === 'Outro')).toBe(false);
  });

  it("lists the whole platform's for the admin", async () => {
    const overview = (await overviewOf(adminId, 'admin')) as ProducerOverview;
    expect(overview.recentActivity.slice(0, 2).map((item) => item.productTitle)).toEqual([
      'Outro',
      'Com revendedora',
    ]);
  });
});

describe("getOverview: the reseller's sales and commissions", () => {
  it("counts this month's attributed sales, the commissions by status and the month's earnings", async () => {
    const overview = (await overviewOf(resellerId, 'reseller')) as ResellerOverview;
    expect(overview).toMatchObject({
      role: 'reseller',
      activeLinks: 1,
      uniqueClicksThisMonth: 8,
      // Paid this month: 10 000 + 19 700; reversed this month: the refund and the chargeback, 20 000.
      sales: { thisMonth: { count: 2, grossCents: 29_700, reversedCents: 20_000, revenueCents: 9_700 } },
      commissions: { pendingCents: 1970, availableCents: 2500 - 1000, paidCents: 1000, thisMonthCents: 970 },
      conversionRate: 2 / 8,
    });
  });

  it('lists their latest commissions without buyer data, and each reversal as a negative line', async () => {
    const overview = (await overviewOf(resellerId, 'reseller')) as ResellerOverview;
    expect(overview.recentActivity.map((item) => [item.type, item.productTitle, item.amountCents])).toEqual([
      ['commission', 'Com revendedora', 1970],
      ['refund', 'Reembolsada', -1000],
      ['chargeback', 'Contestada', -1000],
      ['commission', 'Reembolsada', 1000],
      ['commission', 'Mês passado', 2500],
      ['commission', 'Contestada', 1000],
    ]);
    expect(
      overview.recentActivity.every((item) => item.buyerName === null && item.resellerName === null),
    ).toBe(true);
  });
});
