// 'Por origem' (Relatórios › Vendas) and the 'Origem' filter of 'Vendas' give the same figures for a source:
// the report reads the source rollup the ledger keeps in each sale's transaction, 'Vendas' sums the sales
// themselves. Checked on the demo's history (the rollup rebuilt by the seed), after a live checkout and a
// refund (the rollup kept by the ledger), and again after a rebuild.

import { randomUUID } from 'node:crypto';
import { rebuildReportTotals } from '@afilia/api/server';
import { eq, users } from '@afilia/db';
import { testPaymentMethodId } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed';
import { createTestApp, expectOk, expectPresent, type TestApp } from '../support/harness';

let t: TestApp;
let cookie = '';
let producerId = '';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
  await seedDemoData(t.db, 'test', new Date(), t.storage, t.secrets);
  const [producer] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'produtor@demo.afilia.app'));
  producerId = expectPresent(producer).id;
  cookie = await t.login('produtor@demo.afilia.app', 'demo12345');
});
afterAll(() => t.close());

async function reportSources() {
  const report = expectOk(await t.call('reports.sales', { period: 'month' }, { cookie }));
  return { sources: expectPresent(report.sources), summary: report.summary };
}

/** 'Vendas' this month, filtered by the source (or every sale). */
async function salesSummary(utmSource?: string) {
  const listed = expectOk(
    await t.call('sales.list', { period: 'month', ...(utmSource ? { utmSource } : {}) }, { cookie }),
  );
  return listed.summary;
}

async function expectSameFigures() {
  const { sources, summary } = await reportSources();
  expect(sources.length).toBeGreaterThan(2);
  expect(sources.reduce((sum, source) => sum + source.revenueCents, 0)).toBe(summary.revenueCents);
  expect(sources.reduce((sum, source) => sum + source.salesCount, 0)).toBe(summary.salesCount);
  expect(sources.reduce((sum, source) => sum + source.commissionCents, 0)).toBe(summary.commissionCents);
  for (const source of sources.filter((row) => row.utmSource !== null)) {
    const filtered = await salesSummary(expectPresent(source.utmSource));
    expect({ source: source.utmSource, figures: source }).toEqual({
      source: source.utmSource,
      figures: {
        utmSource: source.utmSource,
        salesCount: filtered.paidCount,
        revenueCents: filtered.paidCents,
        refundsCents: filtered.refundedCents + filtered.chargebackCents,
        commissionCents: filtered.commissionCents,
      },
    });
  }
  return sources;
}

describe("'Por origem'", () => {
  it("gives each source the figures 'Vendas' filtered by it gives, on the demo's history", async () => {
    const sources = await expectSameFigures();
    expect(sources.map((source) => source.utmSource)).toContain(null);
    expect(sources.map((source) => source.utmSource)).toContain('instagram');
  });

  it('follows a live sale and its refund, and a rebuild changes nothing', async () => {
    const before = (await reportSources()).sources.find((source) => source.utmSource === 'tiktok');
    expect(before).toBeUndefined();
    const sale = expectOk(
      await t.call('checkout.start', {
        productCode: 'FT24',
        idempotencyKey: randomUUID(),
        buyer: {
          name: 'Tina Compradora',
          email: 'tina.compradora@example.com',
          document: '529.982.247-25',
          phone: '(11) 98765-4321',
        },
        method: 'card',
        paymentMethodId: testPaymentMethodId('4242424242424242'),
        source: { utmSource: 'tiktok', utmCampaign: 'live' },
      }),
    );
    expect(sale.status).toBe('paid');
    const live = (await reportSources()).sources.find((source) => source.utmSource === 'tiktok');
    expect(live).toMatchObject({ salesCount: 1, revenueCents: 19_700, refundsCents: 0 });
    const listed = expectOk(await t.call('sales.list', { period: 'month', utmSource: 'tiktok' }, { cookie }));
    const saleId = expectPresent(listed.items[0]).id;
    expectOk(await t.call('sales.refund', { saleId }, { cookie }));
    const refunded = await expectSameFigures();
    expect(refunded.find((source) => source.utmSource === 'tiktok')).toMatchObject({
      salesCount: 1,
      revenueCents: 19_700,
      refundsCents: 19_700,
      commissionCents: 0,
    });

    await t.db.transaction((tx) => rebuildReportTotals(tx, producerId));
    expect((await reportSources()).sources).toEqual(refunded);
  });
});
