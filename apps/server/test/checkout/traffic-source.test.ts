// Where a buyer came from: the tracking parameters of the reseller's link survive the redirect, reach the
// sale through the checkout, and every screen that shows a sale reads them from it (details, the 'Origem'
// filter and its options, the report's sales list); a malformed value is a 400 and writes nothing.
import { salesRows } from '@afilia/api/server';
import { affiliations, count, eq, sales } from '@afilia/db';
import { generateLinkCode } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectOk, expectPresent, type TestApp } from '../support/harness';
import { checkoutWorld } from './checkout-world';

let t: TestApp;
let w: ReturnType<typeof checkoutWorld>;
let producer: { id: string; cookie: string };
let product: { id: string; productCode: string };
let linkCode = '';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
  w = checkoutWorld(t);
  producer = await w.addProducer();
  product = await w.addProduct(producer.id, {
    pricing: { priceCents: 9_900, commissionType: 'percentage', commissionValue: 3_000 },
  });
  const reseller = await w.addUser('reseller', { referrerId: producer.id });
  linkCode = generateLinkCode();
  await t.db
    .insert(affiliations)
    .values({ resellerId: reseller.id, productId: product.id, status: 'active', linkCode });
});
afterAll(() => t.close());

const salesOfProduct = async () =>
  (await t.db.select({ n: count() }).from(sales).where(eq(sales.productId, product.id)))[0]?.n ?? 0;

describe('traffic source', () => {
  it("keeps the link's tracking parameters through the redirect to the product page", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/r/${linkCode}?utm_source=instagram&utm_campaign=black-friday&src=bio`,
      headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/p/${product.productCode}?utm_source=instagram&utm_campaign=black-friday&src=bio`,
    );
  });

  it('records the source on the sale, and the details, filter and export read it from there', async () => {
    const input = {
      ...w.checkoutInput(product.productCode),
      source: { utmSource: 'instagram', utmMedium: 'stories', utmCampaign: 'black-friday', src: 'bio' },
    };
    const result = expectOk(await t.call('checkout.start', input));
    expect(result.status).toBe('paid');
    const direct = expectOk(await t.call('checkout.start', w.checkoutInput(product.productCode)));
    const [row] = await t.db.select().from(sales).where(eq(sales.orderCode, result.orderCode));
    const sale = expectPresent(row);
    expect(sale).toMatchObject({
      utmSource: 'instagram',
      utmMedium: 'stories',
      utmCampaign: 'black-friday',
      utmContent: null,
      utmTerm: null,
      src: 'bio',
      sck: null,
    });

    const details = expectOk(await t.call('sales.get', { saleId: sale.id }, { cookie: producer.cookie }));
    expect(details).toMatchObject({ utmSource: 'instagram', utmCampaign: 'black-friday', src: 'bio' });

    const options = expectOk(await t.call('sales.filterOptions', undefined, { cookie: producer.cookie }));
    expect(options.utmSources).toEqual(['instagram']);
    const filtered = expectOk(
      await t.call('sales.list', { period: 'all', utmSource: 'instagram' }, { cookie: producer.cookie }),
    );
    expect(filtered.items.map((item) => item.orderCode)).toEqual([result.orderCode]);
    const all = expectOk(await t.call('sales.list', { period: 'all' }, { cookie: producer.cookie }));
    expect(all.items.map((item) => item.orderCode).sort()).toEqual(
      [result.orderCode, direct.orderCode].sort(),
    );

    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    const exported = [];
    for await (const line of salesRows(t.db, { kind: 'producer', producerId: producer.id }, today, today, 10))
      exported.push(line);
    expect(Object.fromEntries(exported.map((line) => [line.orderCode, line.origin]))).toEqual({
      [result.orderCode]: 'instagram · stories · black-friday',
      [direct.orderCode]: null,
    });
  });

  it('refuses a control character or an overlong value with a 400, before anything is written', async () => {
    const before = await salesOfProduct();
    const control = await t.callRaw('checkout.start', {
      ...w.checkoutInput(product.productCode),
      source: { utmSource: 'insta\u0000gram' },
    });
    expect(control.status).toBe(400);
    expect(control.zodIssues).toContainEqual({
      path: ['source', 'utmSource'],
      message: 'validation.controlCharacters',
    });
    const long = await t.callRaw('checkout.start', {
      ...w.checkoutInput(product.productCode),
      source: { utmCampaign: 'x'.repeat(201) },
    });
    expect(long.status).toBe(400);
    expect(long.zodIssues).toContainEqual({
      path: ['source', 'utmCampaign'],
      message: 'validation.sales.trafficSourceTooLong',
    });
    expect(await salesOfProduct()).toBe(before);
  });
});
