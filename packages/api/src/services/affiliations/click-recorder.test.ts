import {
  affiliateClicks,
  affiliations,
  type Database,
  eq,
  productPricing,
  products,
  profiles,
  users,
} from '@afilia/db';
import { createTestDb } from '@afilia/db/testing';
import { codeFromNumber } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Click, ClickRecorder, type ClickRecorderOptions } from './click-recorder';

type TestDb = Awaited<ReturnType<typeof createTestDb>>;
let testDb: TestDb;
let producerId: string;
let resellerId: string;
let sequence = 0;
const recorders: ClickRecorder[] = [];

async function addUser(email: string, profile: Partial<typeof profiles.$inferInsert>) {
  const [user] = await testDb.db
    .insert(users)
    .values({ email, passwordHash: 'x' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  await testDb.db.insert(profiles).values({ id: user.id, email, ...profile });
  return user.id;
}

async function addAffiliation(): Promise<string> {
  const n = sequence++;
  const suffix = codeFromNumber(n, 2);
  const [product] = await testDb.db
    .insert(products)
    .values({
      userId: producerId,
      productCode: `CR${suffix}`,
      title: 'Produto',
      description: 'Descrição',
      instructions: 'Sem instruções',
      imageLinks: [],
      downloadLinks: [],
      youtubeVideos: [],
    })
    .returning({ id: products.id });
  if (!product) throw new Error('no product');
  await testDb.db
    .insert(productPricing)
    .values({ productId: product.id, priceCents: 1000, commissionType: 'fixed', commissionValue: 100 });
  const [affiliation] = await testDb.db
    .insert(affiliations)
    .values({ resellerId, productId: product.id, status: 'active', linkCode: `CLKS22${suffix}` })
    .returning({ id: affiliations.id });
  if (!affiliation) throw new Error('no affiliation');
  return affiliation.id;
}

function recorder(options: Partial<ClickRecorderOptions> = {}, db: Database = testDb.db) {
  const created = new ClickRecorder(db, {
    hashSecret: 'recorder-test-secret',
    logger: { error: () => {} },
    flushIntervalMs: 60_000,
    ...options,
  });
  recorders.push(created);
  return created;
}

function click(affiliationId: string, extra: Partial<Click> = {}): Click {
  return {
    affiliationId,
    clickedAt: Date.now(),
    ip: '203.0.113.5',
    userAgent: 'Mozilla/5.0 Test',
    referer: undefined,
    previousClickAt: null,
    ...extra,
  };
}

async function rowsOf(affiliationId: string) {
  return testDb.db
    .select()
    .from(affiliateClicks)
    .where(eq(affiliateClicks.affiliationId, affiliationId))
    .orderBy(affiliateClicks.id);
}

/** A database whose transactions fail while `failing()` says so. */
function flakyDb(failing: () => boolean): Database {
  return new Proxy(testDb.db, {
    get(target, property, receiver) {
      if (property === 'transaction' && failing())
        return () => Promise.reject(new Error('connection refused'));
      return Reflect.get(target, property, receiver);
    },
  });
}

beforeAll(async () => {
  testDb = await createTestDb();
  producerId = await addUser('produtor@example.com', { isProducer: true });
  resellerId = await addUser('revendedor@example.com', { isReseller: true, referrerId: producerId });
});
afterAll(async () => {
  for (const created of recorders) await created.close();
  await testDb.cleanup();
});

describe('ClickRecorder', () => {
  it('buffers without touching the database, then writes clicks and counters in one flush', async () => {
    const [a, b] = [await addAffiliation(), await addAffiliation()];
    const clicks = recorder();
    const at = Date.now();
    clicks.record(click(a, { clickedAt: at - 2000, referer: 'https://WWW.Facebook.com/x' }));
    clicks.record(click(a, { clickedAt: at }));
    // Hosts may hold characters that an array literal must quote.
    clicks.record(click(b, { clickedAt: at - 1000, ip: '203.0.113.6', referer: 'http://a,b{c}"d.example/' }));
    expect(clicks.pendingCount).toBe(3);
    expect(await rowsOf(a)).toHaveLength(0);
    await clicks.flush();
    expect(clicks.pendingCount).toBe(0);
    const rows = await rowsOf(a);
    expect(rows.map((r) => [r.referrerHost, r.isUnique, r.clickedAt.getTime()])).toEqual([
      ['www.facebook.com', true, at - 2000],
      [null, false, at],
    ]);
    const [counters] = await testDb.db.select().from(affiliations).where(eq(affiliations.id, a));
    expect(counters).toMatchObject({ clicks: 2, uniqueClicks: 1 });
    expect(counters?.lastClickAt?.getTime()).toBe(at);
    expect((await rowsOf(b)).map((r) => r.referrerHost)).toEqual(['a,b{c}"d.example']);
  });

  it('writes as soon as a batch is full, and at least every interval', async () => {
    const a = await addAffiliation();
    const full = recorder({ batchSize: 3 });
    for (let i = 0; i < 3; i++) full.record(click(a, { ip: `198.51.100.${i}` }));
    await vi.waitFor(async () => expect(await rowsOf(a)).toHaveLength(3), { timeout: 10_000 });

    const b = await addAffiliation();
    const timed = recorder({ flushIntervalMs: 50 });
    timed.record(click(b));
    // The interval flush is due after 50 ms; the generous wait only absorbs a busy machine's database.
    await vi.waitFor(async () => expect(await rowsOf(b)).toHaveLength(1), { timeout: 10_000 });
  });

  it('keeps the clicks of a failed write for the next attempt, and logs the failure', async () => {
    const a = await addAffiliation();
    let down = true;
    const errors: object[] = [];
    const clicks = recorder(
      { logger: { error: (obj) => errors.push(obj) } },
      flakyDb(() => down),
    );
    clicks.record(click(a));
    clicks.record(click(a, { ip: '203.0.113.77' }));
    await clicks.flush();
    expect(clicks.pendingCount).toBe(2);
    expect(errors).toEqual([expect.objectContaining({ pending: 2, dropped: 0 })]);
    down = false;
    await clicks.flush();
    expect(clicks.pendingCount).toBe(0);
    expect(await rowsOf(a)).toHaveLength(2);
  });

  it('drops the oldest clicks beyond the bound while the database stays down', async () => {
    const a = await addAffiliation();
    const errors: object[] = [];
    const clicks = recorder(
      { maxPendingClicks: 5, logger: { error: (obj) => errors.push(obj) } },
      flakyDb(() => true),
    );
    for (let i = 0; i < 8; i++) clicks.record(click(a, { ip: `192.0.2.${i}` }));
    await clicks.flush();
    expect(clicks.pendingCount).toBe(5);
    expect(errors[0]).toMatchObject({ pending: 5, dropped: 3 });
  });

  it('drops a click whose affiliation was deleted meanwhile and writes the rest', async () => {
    const [kept, deleted] = [await addAffiliation(), await addAffiliation()];
    const clicks = recorder();
    clicks.record(click(deleted));
    clicks.record(click(kept));
    await testDb.db.delete(affiliations).where(eq(affiliations.id, deleted));
    await clicks.flush();
    expect(clicks.pendingCount).toBe(0);
    expect(await rowsOf(kept)).toHaveLength(1);
    expect(await rowsOf(deleted)).toHaveLength(0);
  });

  it('counts a visitor (an IP, whatever the user agent) as unique once per São Paulo day', async () => {
    const a = await addAffiliation();
    const clicks = recorder();
    // 12:00 in São Paulo (15:00 UTC) on 10 March 2026, and the evening before.
    const noon = Date.UTC(2026, 2, 10, 15, 0);
    const lateEvening = Date.UTC(2026, 2, 10, 2, 30);
    clicks.record(click(a, { clickedAt: lateEvening }));
    clicks.record(click(a, { clickedAt: noon }));
    clicks.record(click(a, { clickedAt: noon + 60_000, userAgent: 'Another browser/1.0' }));
    clicks.record(click(a, { clickedAt: noon + 120_000, ip: '198.51.100.30' }));
    // A new address whose cookie tells of a click on this link earlier today: the same visitor.
    clicks.record(click(a, { clickedAt: noon + 180_000, ip: '198.51.100.31', previousClickAt: noon }));
    // A cookie from yesterday's click does not make today's first visit a repeat.
    clicks.record(click(a, { clickedAt: noon + 240_000, ip: '198.51.100.32', previousClickAt: lateEvening }));
    await clicks.flush();
    // The same visitor again in a later flush, on the same day and on the next.
    clicks.record(click(a, { clickedAt: noon + 3_600_000, userAgent: 'Third browser/2.0' }));
    clicks.record(click(a, { clickedAt: noon + 86_400_000 }));
    await clicks.flush();
    expect((await rowsOf(a)).map((r) => r.isUnique)).toEqual([
      true,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
    const [counters] = await testDb.db.select().from(affiliations).where(eq(affiliations.id, a));
    expect(counters).toMatchObject({ clicks: 8, uniqueClicks: 5 });
  });

  it('counts at most the cap of clicks per visitor per link per clock hour, across flushes', async () => {
    const [a, b] = [await addAffiliation(), await addAffiliation()];
    const clicks = recorder({ maxClicksPerVisitorHour: 3 });
    const hour = Date.UTC(2026, 2, 10, 15, 0);
    for (let i = 0; i < 2; i++) clicks.record(click(a, { clickedAt: hour + i * 1000, userAgent: `UA ${i}` }));
    await clicks.flush();
    for (let i = 2; i < 6; i++) clicks.record(click(a, { clickedAt: hour + i * 1000, userAgent: `UA ${i}` }));
    // Another address, another link and the next hour each have their own count.
    clicks.record(click(a, { clickedAt: hour + 10_000, ip: '198.51.100.40' }));
    for (let i = 0; i < 4; i++) clicks.record(click(b, { clickedAt: hour + i * 1000 }));
    clicks.record(click(a, { clickedAt: hour + 3_600_000 }));
    await clicks.flush();
    const rows = await rowsOf(a);
    expect(rows.map((r) => [r.clickedAt.getTime() - hour, r.isUnique])).toEqual([
      [0, true],
      [1000, false],
      [2000, false],
      [10_000, true],
      [3_600_000, false],
    ]);
    expect(await rowsOf(b)).toHaveLength(3);
    const counters = await testDb.db.select().from(affiliations).where(eq(affiliations.id, a));
    expect(counters[0]).toMatchObject({ clicks: 5, uniqueClicks: 2 });
  });

  it('writes what is left on close, and a click recorded after it', async () => {
    const a = await addAffiliation();
    const clicks = recorder();
    clicks.record(click(a));
    await clicks.close();
    expect(await rowsOf(a)).toHaveLength(1);
    clicks.record(click(a, { ip: '203.0.113.200' }));
    await vi.waitFor(async () => expect(await rowsOf(a)).toHaveLength(2));
  });
});
