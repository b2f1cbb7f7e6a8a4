import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { affiliateClicks, affiliations, asc, eq, sql } from '@afilia/db';
import { ATTRIBUTION_COOKIE, generateLinkCode } from '@afilia/validators';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { affiliationWorld, type WorldUser } from '../affiliations/affiliation-world';
import { createTestApp, expectOk, type TestApp } from '../support/harness';

const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
let world: ReturnType<typeof affiliationWorld>;
let producer: WorldUser;
let reseller: WorldUser;

/** A browser's user agent; `n` makes a new build of it, as a script rotating user agents would. */
const browser = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + n}.0.0.0 Safari/537.36`;

/** A new product of the producer and the reseller's active link to it. */
async function addLink() {
  const product = await world.addProduct(producer.id);
  const linkCode = generateLinkCode();
  const [row] = await t.db
    .insert(affiliations)
    .values({ resellerId: reseller.id, productId: product.id, status: 'active', linkCode })
    .returning({ id: affiliations.id });
  if (!row) throw new Error('no affiliation');
  return { affiliationId: row.id, linkCode, productCode: product.productCode };
}

function visit(
  app: TestApp['app'],
  linkCode: string,
  options: { ip?: string; userAgent?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'GET',
    url: `/r/${linkCode}`,
    headers: { 'user-agent': options.userAgent ?? browser(0), ...options.headers },
    remoteAddress: options.ip ?? '203.0.113.10',
  });
}

const attributionCookie = (response: Awaited<ReturnType<typeof visit>>) =>
  response.cookies.find((cookie) => cookie.name === ATTRIBUTION_COOKIE);

async function countersOf(affiliationId: string) {
  await t.clickRecorder.flush();
  const [row] = await t.db
    .select({ clicks: affiliations.clicks, uniqueClicks: affiliations.uniqueClicks })
    .from(affiliations)
    .where(eq(affiliations.id, affiliationId));
  return row;
}

async function clickRows(affiliationId: string) {
  await t.clickRecorder.flush();
  return t.db.select().from(affiliateClicks).where(eq(affiliateClicks.affiliationId, affiliationId));
}

beforeAll(async () => {
  t = await createTestApp();
  world = affiliationWorld(t);
  producer = await world.addProducer();
  reseller = await world.addUser('reseller', { referrerId: producer.id });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

describe('clicks through /r/{code} from one address', () => {
  it('make one unique visitor and at most 10 counted clicks an hour, whatever the user agent', async () => {
    // The middle of the current hour: the burst stays within one clock hour and one day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / HOUR_MS) * HOUR_MS + HOUR_MS / 2);
    const link = await addLink();
    for (let n = 0; n < 40; n++) {
      const response = await visit(t.app, link.linkCode, { ip: '198.51.100.7', userAgent: browser(n) });
      // Every visit is still sent on and attributed; only the counting stops.
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/p/${link.productCode}`);
      expect(attributionCookie(response)).toBeDefined();
    }
    await visit(t.app, link.linkCode, { ip: '198.51.100.8' });

    expect(await countersOf(link.affiliationId)).toEqual({ clicks: 11, uniqueClicks: 2 });
    const overview = await t.call('overview.get', undefined, { cookie: reseller.cookie });
    expect(overview.data).toMatchObject({ clicksThisMonth: 11, uniqueClicksThisMonth: 2 });
    const report = await t.call('reports.sellers', { period: 'month' }, { cookie: producer.cookie });
    expect(report.status).toBe(200);
    expect(expectOk(report).rows).toEqual([
      expect.objectContaining({ resellerId: reseller.id, clicks: 11, uniqueClicks: 2 }),
    ]);
  });

  it('keep the cap and the unique visitor across flushes and across instances', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / HOUR_MS) * HOUR_MS + HOUR_MS / 2);
    const link = await addLink();
    const ip = '198.51.100.20';
    for (let n = 0; n < 6; n++) await visit(t.app, link.linkCode, { ip, userAgent: browser(n) });
    await t.clickRecorder.flush();
    // Another instance on the same database, with its own buffer, sees the same visitor.
    const other = await buildApp(t.config, { db: t.dbHandle });
    await other.app.ready();
    try {
      for (let n = 6; n < 12; n++) await visit(other.app, link.linkCode, { ip, userAgent: browser(n) });
      await other.clickRecorder.flush();
    } finally {
      await other.app.close();
    }
    const rows = await clickRows(link.affiliationId);
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => row.isUnique)).toHaveLength(1);
    expect(await countersOf(link.affiliationId)).toEqual({ clicks: 10, uniqueClicks: 1 });
  });
});

describe('requests that are not a navigation', () => {
  it('are redirected without a cookie and not counted: images, scripts, fetches and frames', async () => {
    const link = await addLink();
    const requests: Record<string, string>[] = [
      { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-dest': 'script', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-mode': 'no-cors' },
    ];
    for (const headers of requests) {
      const response = await visit(t.app, link.linkCode, { headers, ip: `192.0.2.${randomInt(1, 255)}` });
      expect(response.statusCode, JSON.stringify(headers)).toBe(302);
      expect(response.headers.location).toBe(`/p/${link.productCode}`);
      expect(attributionCookie(response), JSON.stringify(headers)).toBeUndefined();
    }
    expect(await clickRows(link.affiliationId)).toHaveLength(0);
    expect(await countersOf(link.affiliationId)).toEqual({ clicks: 0, uniqueClicks: 0 });
  });

  it('while a top-level navigation, or a browser that sends no Sec-Fetch headers, counts and is attributed', async () => {
    const link = await addLink();
    const navigation = await visit(t.app, link.linkCode, {
      ip: '192.0.2.200',
      headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' },
    });
    expect(attributionCookie(navigation)).toBeDefined();
    const older = await visit(t.app, link.linkCode, { ip: '192.0.2.201' });
    expect(attributionCookie(older)).toBeDefined();
    expect(await countersOf(link.affiliationId)).toEqual({ clicks: 2, uniqueClicks: 2 });
  });
});

describe("the migration's fix-up of clicks stored under the former rule", () => {
  it('clears the unique flag of a visitor’s repeat clicks of a day, and the counters follow', async () => {
    const link = await addLink();
    const day = Date.UTC(2026, 2, 10, 15, 0);
    const ip = (n: number) => String(n).repeat(64);
    // Unique under the former rule (another user agent, or more than 30 minutes later): 5 of 6.
    const rows = [
      { clickedAt: day, ipHash: ip(1), userAgentHash: 'a'.repeat(64), isUnique: true },
      { clickedAt: day + 60_000, ipHash: ip(1), userAgentHash: 'b'.repeat(64), isUnique: true },
      { clickedAt: day + 120_000, ipHash: ip(1), userAgentHash: 'b'.repeat(64), isUnique: false },
      { clickedAt: day + 3 * HOUR_MS, ipHash: ip(1), userAgentHash: 'a'.repeat(64), isUnique: true },
      { clickedAt: day + 24 * HOUR_MS, ipHash: ip(1), userAgentHash: 'a'.repeat(64), isUnique: true },
      { clickedAt: day + 60_000, ipHash: ip(2), userAgentHash: 'a'.repeat(64), isUnique: true },
    ];
    await t.db.insert(affiliateClicks).values(
      rows.map((row) => ({
        ...row,
        affiliationId: link.affiliationId,
        clickedAt: new Date(row.clickedAt),
      })),
    );
    await t.db
      .update(affiliations)
      .set({ clicks: 6, uniqueClicks: 5 })
      .where(eq(affiliations.id, link.affiliationId));

    const folder = new URL('../../../../packages/db/drizzle/', import.meta.url);
    const files = (await readdir(folder)).filter((name) => name.endsWith('.sql'));
    const texts = await Promise.all(files.map((name) => readFile(new URL(name, folder), 'utf8')));
    const migration = texts.find((text) => text.includes('affiliate_clicks_visitor_idx'));
    const fixUp = migration
      ?.split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement.includes('"demoted"'));
    expect(fixUp).toHaveLength(1);
    await t.db.execute(sql.raw(fixUp?.[0] ?? ''));

    const after = await t.db
      .select()
      .from(affiliateClicks)
      .where(eq(affiliateClicks.affiliationId, link.affiliationId))
      .orderBy(asc(affiliateClicks.id));
    expect(after.map((row) => row.isUnique)).toEqual([true, false, false, false, true, true]);
    expect(await countersOf(link.affiliationId)).toEqual({ clicks: 6, uniqueClicks: 3 });
  });
});
