import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readAttribution } from '@afilia/api/server';
import { createSession } from '@afilia/auth';
import {
  affiliateClicks,
  affiliations,
  type DbHandle,
  eq,
  productPricing,
  products,
  profiles,
  users,
} from '@afilia/db';
import { createTestDb } from '@afilia/db/testing';
import { ATTRIBUTION_COOKIE, codeFromNumber } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickSecrets } from '../../src/affiliate-redirect/click-secrets';
import { type AfiliaApp, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { fileSigningSecret } from '../../src/storage';
import { PRODUCTION_SECRETS, TEST_ORIGIN } from '../support/harness';

const DAY_MS = 24 * 60 * 60 * 1000;
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const OTHER_BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0.0.0 Safari/537.36';

let testDb: DbHandle & { cleanup(): Promise<void> };
let dataDir: string;
let afilia: AfiliaApp;
let attributionSecret: string;
let producerId: string;
let resellerId: string;
let outsiderResellerId: string;
let sequence = 0;

function envFor(extra: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: TEST_ORIGIN,
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    ...extra,
  });
}

async function addUser(email: string, profile: Partial<typeof profiles.$inferInsert>): Promise<string> {
  const [user] = await testDb.db
    .insert(users)
    .values({ email, passwordHash: 'x', emailConfirmedAt: new Date() })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  await testDb.db.insert(profiles).values({ id: user.id, email, ...profile });
  return user.id;
}

/** Distinct codes from the link alphabet: a product code (4) and a link code (8) per call. */
function codes() {
  const suffix = codeFromNumber(sequence++, 2);
  return { productCode: `PR${suffix}`, linkCode: `REFS22${suffix}` };
}

/** A priced product of the producer and an affiliation of `reseller` to it; returns the codes and ids. */
async function addLink(
  options: {
    reseller?: string;
    mode?: 'referred' | 'open' | 'approval';
    windowDays?: number;
    status?: 'active' | 'pending' | 'refused' | 'revoked';
  } = {},
) {
  const { productCode, linkCode } = codes();
  const [product] = await testDb.db
    .insert(products)
    .values({
      userId: producerId,
      productCode,
      title: `Produto ${productCode}`,
      description: 'Descrição',
      instructions: 'Sem instruções',
      imageLinks: [],
      downloadLinks: [],
      youtubeVideos: [],
      affiliationMode: options.mode ?? 'referred',
      attributionWindowDays: options.windowDays ?? 60,
    })
    .returning({ id: products.id });
  if (!product) throw new Error('no product');
  await testDb.db.insert(productPricing).values({
    productId: product.id,
    priceCents: 19_900,
    commissionType: 'percentage',
    commissionValue: 3000,
  });
  const [affiliation] = await testDb.db
    .insert(affiliations)
    .values({
      resellerId: options.reseller ?? resellerId,
      productId: product.id,
      status: options.status ?? 'active',
      linkCode,
    })
    .returning({ id: affiliations.id });
  if (!affiliation) throw new Error('no affiliation');
  return { productId: product.id, productCode, linkCode, affiliationId: affiliation.id };
}

function visit(
  app: AfiliaApp,
  url: string,
  options: {
    ip?: string;
    userAgent?: string | null;
    cookie?: string;
    referer?: string;
    method?: 'GET' | 'HEAD';
  } = {},
) {
  const headers: Record<string, string> = {};
  // An empty header stands for none: without it the injector would send its own user agent.
  headers['user-agent'] = options.userAgent === null ? '' : (options.userAgent ?? BROWSER);
  if (options.cookie) headers.cookie = options.cookie;
  if (options.referer) headers.referer = options.referer;
  return app.app.inject({
    method: options.method ?? 'GET',
    url,
    headers,
    remoteAddress: options.ip ?? '203.0.113.10',
  });
}

function attributionCookie(response: Awaited<ReturnType<typeof visit>>) {
  return response.cookies.find((c) => c.name === ATTRIBUTION_COOKIE);
}

async function clicksOf(affiliationId: string) {
  await afilia.clickRecorder.flush();
  return testDb.db
    .select()
    .from(affiliateClicks)
    .where(eq(affiliateClicks.affiliationId, affiliationId))
    .orderBy(affiliateClicks.id);
}

async function countersOf(affiliationId: string) {
  await afilia.clickRecorder.flush();
  const [row] = await testDb.db
    .select({
      clicks: affiliations.clicks,
      uniqueClicks: affiliations.uniqueClicks,
      lastClickAt: affiliations.lastClickAt,
    })
    .from(affiliations)
    .where(eq(affiliations.id, affiliationId));
  return row;
}

async function sessionCookie(userId: string, name = 'afilia_session') {
  return `${name}=${(await createSession(testDb.db, userId)).token}`;
}

beforeAll(async () => {
  testDb = await createTestDb();
  dataDir = mkdtempSync(path.join(tmpdir(), 'afilia-redirect-test-'));
  const config = envFor();
  afilia = await buildApp(config, { db: testDb });
  await afilia.app.ready();
  attributionSecret = clickSecrets(fileSigningSecret(config)).attributionCookie;
  producerId = await addUser('produtora@example.com', {
    isProducer: true,
    fullName: 'Produtora',
  });
  resellerId = await addUser('revendedora@example.com', {
    isReseller: true,
    referrerId: producerId,
  });
  outsiderResellerId = await addUser('outra.revendedora@example.com', { isReseller: true });
});

afterAll(async () => {
  await afilia.app.close();
  await testDb.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /r/{code}', () => {
  it('redirects (302) to the product page with the query string, uncached, and sets the signed cookie', async () => {
    const link = await addLink({ windowDays: 30 });
    const before = Date.now();
    const response = await visit(
      afilia,
      `/r/${link.linkCode}?utm_source=whatsapp&utm_campaign=black%20friday&x=1`,
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/p/${link.productCode}?utm_source=whatsapp&utm_campaign=black%20friday&x=1`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // A redirect renders nothing: the document's policies are left off the hot path's answers.
    expect(response.headers['content-security-policy']).toBeUndefined();
    const cookie = attributionCookie(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();
    const attribution = readAttribution(attributionSecret, cookie?.value, Date.now());
    expect(attribution).toMatchObject({ affiliationId: link.affiliationId, attributionWindowDays: 30 });
    expect(attribution?.clickedAt).toBeGreaterThanOrEqual(before);

    const plain = await visit(afilia, `/r/${link.linkCode}`);
    expect(plain.headers.location).toBe(`/p/${link.productCode}`);
  });

  it("keeps the cookie for the product's attribution window, and the cookie stops attributing after it", async () => {
    for (const windowDays of [60, 180]) {
      const link = await addLink({ windowDays });
      const cookie = attributionCookie(await visit(afilia, `/r/${link.linkCode}`));
      expect(cookie?.maxAge).toBe(windowDays * 24 * 60 * 60);
      const attribution = readAttribution(attributionSecret, cookie?.value, Date.now());
      if (!attribution) throw new Error('no attribution');
      const end = attribution.clickedAt + windowDays * DAY_MS;
      expect(readAttribution(attributionSecret, cookie?.value, end - 1)?.affiliationId).toBe(
        link.affiliationId,
      );
      expect(readAttribution(attributionSecret, cookie?.value, end)).toBeNull();
    }
  });

  it('sends unknown, malformed and non-active codes to / without a cookie or a click', async () => {
    const pending = await addLink({ status: 'pending' });
    const refused = await addLink({ status: 'refused' });
    for (const code of [
      'ZZZZZZZZ',
      'abc',
      'linkabcd',
      'LINK22A1',
      'I0I0I0I0',
      'x'.repeat(300),
      pending.linkCode,
      refused.linkCode,
    ]) {
      const response = await visit(afilia, `/r/${code}?utm_source=x`);
      expect(response.statusCode, code).toBe(302);
      expect(response.headers.location, code).toBe('/link-not-found');
      expect(attributionCookie(response), code).toBeUndefined();
    }
    expect(await clicksOf(pending.affiliationId)).toHaveLength(0);
  });

  it('stops a revoked link once the resolver forgets it (at once on this instance)', async () => {
    const link = await addLink();
    expect((await visit(afilia, `/r/${link.linkCode}`)).headers.location).toBe(`/p/${link.productCode}`);
    await testDb.db
      .update(affiliations)
      .set({ status: 'revoked' })
      .where(eq(affiliations.id, link.affiliationId));
    afilia.affiliateLinks.invalidate(link.linkCode);
    const response = await visit(afilia, `/r/${link.linkCode}`);
    expect(response.headers.location).toBe('/link-not-found');
    expect(attributionCookie(response)).toBeUndefined();
    expect(await clicksOf(link.affiliationId)).toHaveLength(1);
  });

  it('stops the link of a reseller promoted to producer, or whom the product mode no longer admits', async () => {
    const promotedId = await addUser('promovida@example.com', {
      isReseller: true,
      referrerId: producerId,
    });
    const promoted = await addLink({ reseller: promotedId });
    expect((await visit(afilia, `/r/${promoted.linkCode}`)).headers.location).toBe(
      `/p/${promoted.productCode}`,
    );
    await testDb.db.update(profiles).set({ isProducer: true }).where(eq(profiles.id, promotedId));
    afilia.affiliateLinks.invalidate(promoted.linkCode);
    expect((await visit(afilia, `/r/${promoted.linkCode}`)).headers.location).toBe('/link-not-found');

    // An outsider (not referred by the producer) on an open product: fine until the product becomes 'referred'.
    const open = await addLink({ reseller: outsiderResellerId, mode: 'open' });
    expect((await visit(afilia, `/r/${open.linkCode}`)).headers.location).toBe(`/p/${open.productCode}`);
    await testDb.db
      .update(products)
      .set({ affiliationMode: 'referred' })
      .where(eq(products.id, open.productId));
    afilia.affiliateLinks.invalidate(open.linkCode);
    expect((await visit(afilia, `/r/${open.linkCode}`)).headers.location).toBe('/link-not-found');
    // The producer's own reseller keeps a link on a 'referred' product.
    const own = await addLink({ mode: 'referred' });
    expect((await visit(afilia, `/r/${own.linkCode}`)).headers.location).toBe(`/p/${own.productCode}`);
  });

  it('lets the last click win: a second link replaces the cookie', async () => {
    const first = await addLink();
    const second = await addLink();
    const firstCookie = attributionCookie(await visit(afilia, `/r/${first.linkCode}`));
    const response = await visit(afilia, `/r/${second.linkCode}`, {
      cookie: `${ATTRIBUTION_COOKIE}=${firstCookie?.value}`,
    });
    const secondCookie = attributionCookie(response);
    expect(readAttribution(attributionSecret, secondCookie?.value)?.affiliationId).toBe(second.affiliationId);
    // Clicking the first link again takes the attribution back.
    const again = await visit(afilia, `/r/${first.linkCode}`, {
      cookie: `${ATTRIBUTION_COOKIE}=${secondCookie?.value}`,
    });
    expect(readAttribution(attributionSecret, attributionCookie(again)?.value)?.affiliationId).toBe(
      first.affiliationId,
    );
  });

  it('neither attributes nor counts the reseller or the producer visiting the link while signed in', async () => {
    const link = await addLink();
    for (const userId of [resellerId, producerId]) {
      const response = await visit(afilia, `/r/${link.linkCode}?utm_source=self`, {
        cookie: await sessionCookie(userId),
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/p/${link.productCode}?utm_source=self`);
      expect(attributionCookie(response)).toBeUndefined();
    }
    expect(await clicksOf(link.affiliationId)).toHaveLength(0);

    // Anyone else signed in, or a stale session cookie, is a visitor like any other.
    const other = await visit(afilia, `/r/${link.linkCode}`, {
      cookie: await sessionCookie(outsiderResellerId),
    });
    expect(attributionCookie(other)).toBeDefined();
    const stale = await visit(afilia, `/r/${link.linkCode}`, {
      cookie: 'afilia_session=not-a-session',
      ip: '203.0.113.99',
    });
    expect(attributionCookie(stale)).toBeDefined();
    expect(await clicksOf(link.affiliationId)).toHaveLength(2);
  });

  it('redirects bots, link-preview crawlers and HEAD probes without counting them', async () => {
    const link = await addLink();
    for (const userAgent of [
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1',
      'TelegramBot (like TwitterBot)',
      'curl/8.5.0',
      null,
    ]) {
      const response = await visit(afilia, `/r/${link.linkCode}`, { userAgent });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/p/${link.productCode}`);
    }
    const head = await visit(afilia, `/r/${link.linkCode}`, { method: 'HEAD' });
    expect(head.statusCode).toBe(302);
    expect(await clicksOf(link.affiliationId)).toHaveLength(0);
    expect(await countersOf(link.affiliationId)).toMatchObject({
      clicks: 0,
      uniqueClicks: 0,
      lastClickAt: null,
    });
  });

  it('counts a visitor (an IP, whatever the browser) once a day as unique, and keeps the counters on the affiliation', async () => {
    const link = await addLink();
    const url = `/r/${link.linkCode}`;
    await visit(afilia, url, { ip: '198.51.100.1' });
    await visit(afilia, url, { ip: '198.51.100.1' });
    await visit(afilia, url, { ip: '198.51.100.1', userAgent: OTHER_BROWSER });
    await visit(afilia, url, { ip: '198.51.100.2' });
    const rows = await clicksOf(link.affiliationId);
    expect(rows.map((r) => r.isUnique).sort()).toEqual([false, false, true, true]);
    const counters = await countersOf(link.affiliationId);
    expect(counters).toMatchObject({ clicks: 4, uniqueClicks: 2 });
    expect(counters?.lastClickAt?.getTime()).toBe(Math.max(...rows.map((r) => r.clickedAt.getTime())));

    // Another instance's click shows in the visitor's cookie: a new IP with a fresh cookie is not unique.
    const first = await visit(afilia, url, { ip: '198.51.100.3' });
    await visit(afilia, url, {
      ip: '198.51.100.4',
      cookie: `${ATTRIBUTION_COOKIE}=${attributionCookie(first)?.value}`,
    });
    const latest = (await clicksOf(link.affiliationId)).slice(-2);
    expect(latest.map((r) => r.isUnique)).toEqual([true, false]);
    // A forged cookie is no signal.
    await visit(afilia, url, {
      ip: '198.51.100.5',
      cookie: `${ATTRIBUTION_COOKIE}=${link.affiliationId}.0.60.AAAAAAAAAAAAAAAAAAAAAA`,
    });
    expect((await clicksOf(link.affiliationId)).at(-1)?.isUnique).toBe(true);
  });

  it('stores keyed hashes of the IP and user agent, never the raw values, and only the referrer host', async () => {
    const link = await addLink();
    const ip = '192.0.2.77';
    await visit(afilia, `/r/${link.linkCode}`, { ip, referer: 'https://L.Instagram.com/some/path?u=secret' });
    await visit(afilia, `/r/${link.linkCode}`, { ip, referer: 'not a url' });
    await visit(afilia, `/r/${link.linkCode}`, { ip });
    const rows = await clicksOf(link.affiliationId);
    expect(rows.map((r) => r.referrerHost)).toEqual(['l.instagram.com', null, null]);
    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
    for (const row of rows) {
      expect(row.ipHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.userAgentHash).toMatch(/^[0-9a-f]{64}$/);
      expect([row.ipHash, row.userAgentHash]).not.toContain(ip);
      expect([row.ipHash, row.userAgentHash]).not.toContain(BROWSER);
      // Keyed: not the plain SHA-256 anyone could compute from a guess.
      expect(row.ipHash).not.toBe(sha256(ip));
      expect(row.userAgentHash).not.toBe(sha256(BROWSER));
    }
    const stored = JSON.stringify(await testDb.db.select().from(affiliateClicks));
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain('Safari');
  });

  it('writes the buffered clicks when the app closes, before the database is released', async () => {
    const link = await addLink();
    // No timer flush during the test: only the close writes them.
    const other = await buildApp(envFor({ CLICK_FLUSH_INTERVAL_MS: '60000' }), { db: testDb });
    await other.app.ready();
    for (let i = 0; i < 25; i++) await visit(other, `/r/${link.linkCode}`, { ip: `198.51.100.${i}` });
    expect(other.clickRecorder.pendingCount).toBe(25);
    await other.app.close();
    expect(other.clickRecorder.pendingCount).toBe(0);
    const rows = await testDb.db
      .select()
      .from(affiliateClicks)
      .where(eq(affiliateClicks.affiliationId, link.affiliationId));
    expect(rows).toHaveLength(25);
    expect(await countersOf(link.affiliationId)).toMatchObject({ clicks: 25, uniqueClicks: 25 });
  });
});

describe('GET /r/{code} in production', () => {
  it('sets the cookie Secure and recognises the __Host- session of the reseller', async () => {
    const config = envFor({
      NODE_ENV: 'production',
      ...PRODUCTION_SECRETS,
      FILES_SIGNING_SECRET: 'p'.repeat(48),
    });
    const prod = await buildApp(config, { db: testDb });
    await prod.app.ready();
    try {
      const link = await addLink();
      const response = await visit(prod, `/r/${link.linkCode}`);
      expect(attributionCookie(response)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
      const secret = clickSecrets('p'.repeat(48)).attributionCookie;
      expect(readAttribution(secret, attributionCookie(response)?.value)?.affiliationId).toBe(
        link.affiliationId,
      );
      // A cookie signed with the development secret is not accepted here.
      expect(readAttribution(attributionSecret, attributionCookie(response)?.value)).toBeNull();

      const self = await visit(prod, `/r/${link.linkCode}`, {
        cookie: await sessionCookie(resellerId, '__Host-afilia_session'),
      });
      expect(attributionCookie(self)).toBeUndefined();
    } finally {
      await prod.app.close();
    }
  });
});
