import { AffiliateLinkResolver, articleText, runBillingCycle } from '@afilia/api/server';
import {
  affiliateClicks,
  affiliations,
  blogArticles,
  blogComments,
  buyerSubscriptions,
  commissions,
  count,
  eq,
  productPricing,
  products,
  profiles,
  sales,
  salesDailyTotals,
  sql,
  storedFiles,
  subscriptions,
  users,
} from '@afilia/db';
import { isValidCpf } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { DEMO_ARTICLES } from '../../src/seed/blog';
import {
  createTestApp,
  expectOk,
  expectPresent,
  expectVariant,
  type InputOf,
  type TestApp,
} from '../support/harness';
import { billingDeps } from '../support/plan-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
const idOf: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
  await seedDemoData(t.db, 'test', new Date(), t.storage, t.secrets);
  for (const row of await t.db.select({ id: users.id, email: users.email }).from(users))
    idOf[row.email] = row.id;
});
afterAll(() => t.close());

const newProduct = (title: string): InputOf<'products.create'> => ({
  title,
  description: 'Produto criado no teste',
  category: 'ebook',
  email: '',
  phone: '',
  instructions: '',
  imageLinks: ['https://cdn.example.com/capa.jpg'],
  downloadLinks: [],
  youtubeVideos: [],
});

async function tableSizes() {
  const sizes: Record<string, number> = {};
  for (const [name, table] of Object.entries({
    users,
    subscriptions,
    products,
    productPricing,
    storedFiles,
    affiliations,
    affiliateClicks,
    sales,
    commissions,
    buyerSubscriptions,
    salesDailyTotals,
    blogArticles,
    blogComments,
  })) {
    const [row] = await t.db.select({ n: count() }).from(table);
    sizes[name] = row?.n ?? 0;
  }
  return sizes;
}

describe('demo seed', () => {
  it('creates the six accounts, the catalogues with stored images and pricing, and is idempotent', async () => {
    const before = await tableSizes();
    expect(before).toMatchObject({
      users: 6,
      products: 11,
      productPricing: 11,
      // An image and a welcome guide PDF per product, and a cover per blog article.
      storedFiles: 28,
      affiliations: 6,
      // Five published articles and a draft; three approved comments and one waiting.
      blogArticles: 6,
      blogComments: 4,
    });
    await seedDemoData(t.db, 'test', new Date(), t.storage, t.secrets);
    expect(await tableSizes()).toEqual(before);
    expect(Object.keys(idOf).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    const catalogue = await t.db
      .select()
      .from(products)
      .where(eq(products.userId, idOf['produtor@demo.afilia.app'] ?? ''));
    expect(catalogue).toHaveLength(8);
    expect(catalogue.every((p) => /^[A-HJ-NP-Z2-9]{4}$/.test(p.productCode))).toBe(true);
    const modes = catalogue.map((p) => p.affiliationMode);
    expect(modes.filter((m) => m === 'open')).toHaveLength(2);
    expect(modes.filter((m) => m === 'approval')).toHaveLength(1);
    expect(modes.filter((m) => m === 'referred')).toHaveLength(5);
    const image = await t.app.inject({ method: 'GET', url: catalogue[0]?.imageLinks[0] ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('writes the demo blog: five articles published over three months, a draft, and moderated comments', async () => {
    const articles = await t.db.select().from(blogArticles);
    const published = articles.filter((a) => a.status === 'published');
    expect(published).toHaveLength(5);
    expect(articles.filter((a) => a.status === 'draft' && a.publishedAt === null)).toHaveLength(1);
    const ages = published.map((a) => (Date.now() - (a.publishedAt?.getTime() ?? 0)) / DAY_MS);
    expect(Math.max(...ages)).toBeLessThanOrEqual(92);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(60);
    expect(new Set(articles.map((a) => a.category)).size).toBeGreaterThanOrEqual(4);
    for (const article of articles) {
      expect(article.authorId).toBe(idOf['admin@demo.afilia.app']);
      const words = articleText(article.contentHtml).split(' ').length;
      expect(words, article.slug).toBeGreaterThanOrEqual(400);
      expect(words, article.slug).toBeLessThanOrEqual(900);
      for (const tag of ['<h2>', '<p>', '<ul>', '<blockquote>']) expect(article.contentHtml).toContain(tag);
      const cover = await t.app.inject({ method: 'GET', url: article.coverImageUrl ?? '' });
      expect(cover.headers['content-type']).toBe('image/png');
    }
    expect(articles.map((a) => a.slug).sort()).toEqual(DEMO_ARTICLES.map((a) => a.slug).sort());
    const comments = await t.db.select().from(blogComments);
    expect(comments.filter((c) => c.status === 'approved')).toHaveLength(3);
    expect(comments.filter((c) => c.status === 'pending')).toHaveLength(1);
    const commenters = new Set(comments.map((c) => c.authorId));
    expect(commenters).toEqual(
      new Set([idOf['revendedor@demo.afilia.app'], idOf['produtor@demo.afilia.app']]),
    );
    const draftIds = new Set(articles.filter((a) => a.status === 'draft').map((a) => a.id));
    expect(comments.some((c) => draftIds.has(c.articleId))).toBe(false);
  });

  it("shows the demo producer's products on the public page, with the WhatsApp contact", async () => {
    const page = await t.call('catalog.product', { productCode: 'FT24' });
    expect(page.data).toMatchObject({
      productCode: 'FT24',
      priceCents: 19700,
      producerName: 'Paulo Produtor',
      videos: [{ youtubeId: 'dQw4w9WgXcQ' }],
      contact: { email: 'contato@demo.afilia.app', whatsappUrl: 'https://wa.me/5511987654321' },
    });
  });

  it('puts the demo producer on an active Profissional plan in test mode, with room for more products', async () => {
    const cookie = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
    const current = await t.call('plans.current', undefined, { cookie });
    expect(current.data).toMatchObject({
      isProducer: true,
      provider: 'test',
      planId: 'profissional',
      planName: 'Profissional',
      status: 'active',
      trialActive: false,
      trialUsed: true,
      cancelAtPeriodEnd: false,
      amountCents: 19700,
      card: { brand: 'visa', last4: '4242' },
    });
    const periodEnd = expectPresent(expectOk(current).currentPeriodEnd);
    expect(periodEnd.getTime()).toBeGreaterThan(Date.now() + 7 * DAY_MS);
    expect(expectOk(current).nextChargeAt).toEqual(periodEnd);
    const [profile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, idOf['produtor@demo.afilia.app'] ?? ''));
    expect(profile).toMatchObject({ planName: 'Profissional', trialActive: false, trialEndDate: null });
    const created = await t.call('products.create', newProduct('Nono produto'), { cookie });
    expect(created.status).toBe(200);
  });

  it('puts the second producer two days into the Iniciante trial with 1 of its 3 products', async () => {
    const cookie = await t.login('iniciante@demo.afilia.app', DEMO_PASSWORD);
    const current = await t.call('plans.current', undefined, { cookie });
    expect(current.data).toMatchObject({ planName: 'Iniciante', status: 'trialing', trialActive: true });
    const trialEnd = expectPresent(expectOk(current).trialEnd);
    expect(Math.round((trialEnd.getTime() - Date.now()) / DAY_MS)).toBe(5);
    const listed = await t.call('products.list', { page: 1, pageSize: 12 }, { cookie });
    expect(listed.data).toMatchObject({ totalItems: 1 });
    for (const title of ['Segundo', 'Terceiro']) {
      expect((await t.call('products.create', newProduct(title), { cookie })).status).toBe(200);
    }
    const fourth = await t.call('products.create', newProduct('Quarto'), { cookie });
    expect(fourth.status).toBe(403);
    expect(fourth.appCode).toBe('errors.plans.limitReached');
  });

  it("affiliates the producer's reseller to four products and the marketplace reseller to one, with one request to approve", async () => {
    const rows = await t.db
      .select({
        id: affiliations.id,
        email: profiles.email,
        referrerId: profiles.referrerId,
        code: products.productCode,
        mode: products.affiliationMode,
        status: affiliations.status,
        linkCode: affiliations.linkCode,
      })
      .from(affiliations)
      .innerJoin(profiles, eq(profiles.id, affiliations.resellerId))
      .innerJoin(products, eq(products.id, affiliations.productId));
    const renata = rows.filter((r) => r.email === 'revendedor@demo.afilia.app');
    expect(renata).toHaveLength(4);
    expect(renata.every((r) => r.status === 'active')).toBe(true);
    expect(renata[0]?.referrerId).toBe(idOf['produtor@demo.afilia.app']);
    const bruna = rows.filter((r) => r.email === 'revendedora2@demo.afilia.app');
    expect(bruna.map((r) => [r.mode, r.status]).sort()).toEqual([
      ['approval', 'pending'],
      ['open', 'active'],
    ]);
    expect(bruna[0]?.referrerId).toBeNull();
    // Every active link attributes clicks (the redirect's own lookup); the pending request does not.
    const resolver = new AffiliateLinkResolver(t.db);
    for (const row of rows) {
      const resolved = await resolver.resolve(row.linkCode);
      expect(resolved?.affiliationId ?? null).toBe(row.status === 'active' ? row.id : null);
    }
  });

  it('gives the active links clicks since they were made (up to 75 days), with counters equal to the click rows', async () => {
    const totals = await t.db
      .select({
        clicks: affiliations.clicks,
        uniqueClicks: affiliations.uniqueClicks,
        lastClickAt: affiliations.lastClickAt,
        rows: count(affiliateClicks.id),
        uniqueRows: sql<number>`count(*) filter (where ${affiliateClicks.isUnique})`.mapWith(Number),
        lastRow: sql<string | null>`max(${affiliateClicks.clickedAt})`,
        status: affiliations.status,
      })
      .from(affiliations)
      .leftJoin(affiliateClicks, eq(affiliateClicks.affiliationId, affiliations.id))
      .groupBy(affiliations.id);
    for (const row of totals) {
      expect(row.clicks).toBe(row.rows);
      expect(row.uniqueClicks).toBe(row.uniqueRows);
      expect(row.lastClickAt?.getTime() ?? null).toBe(row.lastRow ? new Date(row.lastRow).getTime() : null);
      expect(row.clicks > 0).toBe(row.status === 'active');
    }
    const clicks = await t.db.select().from(affiliateClicks);
    expect(clicks.length).toBeGreaterThan(50);
    expect(
      clicks.every((c) => /^[0-9a-f]{64}$/.test(c.ipHash) && /^[0-9a-f]{64}$/.test(c.userAgentHash)),
    ).toBe(true);
    expect(new Set(clicks.map((c) => c.isUnique))).toEqual(new Set([true, false]));
    const now = Date.now();
    expect(
      clicks.every((c) => c.clickedAt.getTime() <= now && c.clickedAt.getTime() > now - 75 * DAY_MS),
    ).toBe(true);
  });

  it("gives Paulo this month's and last month's sales, and Renata pending and available commissions", async () => {
    const producer = await t.call('overview.get', undefined, {
      cookie: await t.login('produtor@demo.afilia.app', DEMO_PASSWORD),
    });
    const figures = expectVariant(expectOk(producer), 'role', 'producer');
    expect(figures.sales.thisMonth.count).toBeGreaterThanOrEqual(40);
    expect(figures.sales.thisMonth.revenueCents).toBeGreaterThan(0);
    expect(figures.sales.lastMonth.count).toBeGreaterThanOrEqual(30);
    expect(figures.recentActivity).toHaveLength(8);
    expect(figures.salesLimit).toMatchObject({ planName: 'Profissional', limit: 1000, exceeded: false });
    const reseller = await t.call('overview.get', undefined, {
      cookie: await t.login('revendedor@demo.afilia.app', DEMO_PASSWORD, 'reseller'),
    });
    const earnings = expectVariant(expectOk(reseller), 'role', 'reseller').commissions;
    expect(earnings.pendingCents).toBeGreaterThan(0);
    expect(earnings.availableCents).toBeGreaterThan(0);
    const starter = await t.call('overview.get', undefined, {
      cookie: await t.login('iniciante@demo.afilia.app', DEMO_PASSWORD),
    });
    expect(expectOk(starter).recentActivity).toHaveLength(2);
  });

  it('writes sales that hold together: buyers, attribution, reversals, renewals and the daily totals', async () => {
    const producerId = idOf['produtor@demo.afilia.app'] ?? '';
    const rows = await t.db.select().from(sales);
    expect(rows.every((s) => isValidCpf(s.buyerDocument) && s.buyerEmail.endsWith('@exemplo.com.br'))).toBe(
      true,
    );
    expect(
      rows.every((s) => /^[1-9]{2}9\d{8}$/.test(s.buyerPhone) && /^AF[A-HJ-NP-Z2-9]{10}$/.test(s.orderCode)),
    ).toBe(true);
    const paulo = rows.filter((s) => s.producerId === producerId);
    expect(paulo.filter((s) => s.status === 'refunded')).toHaveLength(4);
    expect(paulo.filter((s) => s.status === 'chargeback')).toHaveLength(1);
    const resellers = new Set(paulo.map((s) => s.resellerId));
    expect(resellers).toEqual(
      new Set([null, idOf['revendedor@demo.afilia.app'], idOf['revendedora2@demo.afilia.app']]),
    );
    const links = await t.db.select().from(affiliations);
    for (const sale of paulo.filter((s) => s.affiliationId)) {
      const link = links.find((l) => l.id === sale.affiliationId);
      expect(link).toMatchObject({
        status: 'active',
        productId: sale.productId,
        resellerId: sale.resellerId,
      });
    }
    const ledger = await t.db.select().from(commissions);
    for (const row of ledger.filter((c) => c.kind === 'commission')) {
      const sale = rows.find((s) => s.id === row.saleId);
      expect(row.status === 'cancelled').toBe(sale?.status === 'refunded');
      expect(row.amountCents).toBeGreaterThan(0);
    }
    expect(new Set(ledger.map((c) => c.status))).toEqual(
      new Set(['pending', 'available', 'paid', 'cancelled']),
    );
    // The membership product: one subscription per first purchase, its renewals numbered after it.
    const memberships = await t.db.select().from(buyerSubscriptions);
    expect(memberships.length).toBeGreaterThan(0);
    for (const membership of memberships) {
      const payments = rows.filter((s) => s.subscriptionId === membership.id);
      expect(payments.map((s) => s.renewalNumber).sort()).toEqual(
        Array.from({ length: membership.renewals + 1 }, (_, i) => i),
      );
      expect(membership.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());
    }
    // The daily totals are the sums of the ledger.
    const [totals] = await t.db
      .select({
        paidCount: sql<number>`sum(${salesDailyTotals.paidCount})`.mapWith(Number),
        paidCents: sql<number>`sum(${salesDailyTotals.paidCents})`.mapWith(Number),
        reversedCount: sql<number>`sum(${salesDailyTotals.reversedCount})`.mapWith(Number),
        reversedCents: sql<number>`sum(${salesDailyTotals.reversedCents})`.mapWith(Number),
        commissionCents: sql<number>`sum(${salesDailyTotals.commissionCents})`.mapWith(Number),
      })
      .from(salesDailyTotals)
      .where(eq(salesDailyTotals.producerId, producerId));
    const reversed = paulo.filter((s) => s.reversedAt);
    const sum = (list: { amountCents: number }[]) => list.reduce((total, s) => total + s.amountCents, 0);
    const standing = ledger.filter(
      (c) => c.producerId === producerId && c.kind === 'commission' && c.status !== 'cancelled',
    );
    const adjustments = ledger.filter((c) => c.producerId === producerId && c.kind === 'adjustment');
    expect(totals).toEqual({
      paidCount: paulo.length,
      paidCents: sum(paulo),
      reversedCount: reversed.length,
      reversedCents: sum(reversed),
      commissionCents: sum(standing) + sum(adjustments),
    });
  });
  it('gives Paulo a members-area webhook endpoint whose deliveries show one retried and none left to send', async () => {
    const cookie = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
    const settings = expectOk(await t.call('webhooks.settings', undefined, { cookie }));
    expect(settings.access).toBe('allowed');
    const [endpoint] = settings.endpoints;
    expect(settings.endpoints).toHaveLength(1);
    expect(endpoint).toMatchObject({ enabled: true, failingSince: null, mine: true });
    const deliveries = expectOk(
      await t.call('webhooks.deliveries', { endpointId: endpoint?.id ?? '' }, { cookie }),
    );
    expect(deliveries).toHaveLength(4);
    expect(deliveries.every((delivery) => delivery.status === 'succeeded')).toBe(true);
    expect(deliveries.map((delivery) => delivery.attempts).sort()).toEqual([1, 1, 1, 3]);
    const sale = JSON.parse(deliveries[0]?.requestBody ?? '{}').data;
    expect(sale).toMatchObject({ object: 'sale', status: 'paid' });
    const secret = expectOk(await t.call('webhooks.secret', { endpointId: endpoint?.id ?? '' }, { cookie }));
    expect(secret.secret).toMatch(/^whsec_/);
  });

  it('puts Vitória on Visionário with two products, sales and the API in use: one live key, one revoked', async () => {
    const cookie = await t.login('visionario@demo.afilia.app', DEMO_PASSWORD);
    const current = expectOk(await t.call('plans.current', undefined, { cookie }));
    expect(current).toMatchObject({ planId: 'visionario', status: 'active' });
    const keys = expectOk(await t.call('apiKeys.settings', undefined, { cookie }));
    expect(keys.access).toBe('allowed');
    expect(keys.keys.map((key) => [key.name, key.revokedAt === null])).toEqual([
      ['ERP (chave antiga)', false],
      ['ERP da empresa', true],
    ]);
    expect(keys.keys.every((key) => key.lastUsedAt !== null)).toBe(true);
    const overview = expectOk(await t.call('overview.get', undefined, { cookie }));
    expect(overview.recentActivity.length).toBeGreaterThan(0);
    const admin = await t.login('admin@demo.afilia.app', DEMO_PASSWORD);
    const platform = expectOk(await t.call('apiKeys.platformKeys', undefined, { cookie: admin }));
    expect(platform.map((key) => key.owner.email)).toEqual([
      'visionario@demo.afilia.app',
      'visionario@demo.afilia.app',
    ]);
  });

  it('renews the paid plan at the end of its period through the billing job', async () => {
    const producerId = idOf['produtor@demo.afilia.app'] ?? '';
    const [paid] = await t.db.select().from(subscriptions).where(eq(subscriptions.status, 'active')).limit(1);
    expect(paid?.userId).toBe(producerId);
    expect(await runBillingCycle(billingDeps(t), new Date())).toMatchObject({ renewed: 0 });
    const periodEnd = paid?.currentPeriodEnd ?? new Date();
    expect(await runBillingCycle(billingDeps(t), new Date(periodEnd.getTime() + 1000))).toMatchObject({
      renewed: 1,
    });
    const [renewed] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, paid?.id ?? ''));
    expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: periodEnd });
  });
});
