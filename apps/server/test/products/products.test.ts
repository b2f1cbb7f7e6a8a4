import { eq, productPricing, products, subscriptions } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectOk, type InputOf, type TestApp } from '../support/harness';
import { type SeededActors, seedActors } from '../support/seed-actors';

let t: TestApp;
let ids: SeededActors['ids'];
let cookies: SeededActors['cookies'];
let producerId = '';

type ProductInput = InputOf<'products.create'>;
type PricingInput = InputOf<'pricing.save'>;

const product = (extra: Partial<ProductInput> = {}): ProductInput => ({
  title: 'Curso de Fotografia',
  description: 'Aprenda fotografia do zero',
  category: 'digital-course',
  email: '',
  phone: '',
  instructions: '',
  imageLinks: ['https://cdn.example.com/foto.jpg', '  '],
  downloadLinks: [
    { title: 'Apostila', url: 'https://cdn.example.com/apostila.pdf' },
    { title: '', url: 'https://cdn.example.com/sem-titulo.pdf' },
  ],
  youtubeVideos: [
    { title: 'Aula 1', url: 'https://youtu.be/dQw4w9WgXcQ' },
    { title: 'vazio', url: '' },
  ],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_AUTH_MAX: '1000' });
  ({ ids, cookies } = await seedActors(t, { otherProducer: { freeTrial: true } }));
  producerId = ids.producer;
  // The demo producer is on Visionário (100 products) so the limit test below is about the other producer.
  await t.db
    .update(subscriptions)
    .set({ planId: 'visionario', status: 'active' })
    .where(eq(subscriptions.userId, producerId));
});
afterAll(() => t.close());

describe('products', () => {
  it('creates with a server code, the default texts, blank rows dropped and the first video as youtubeUrl', async () => {
    const created = await t.call('products.create', product({ title: '  ', description: '' }), {
      cookie: cookies.producer,
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({
      title: 'Produto sem título',
      description: 'Sem descrição',
      instructions: 'Sem instruções',
      email: null,
      phone: null,
      category: 'digital-course',
      imageLinks: ['https://cdn.example.com/foto.jpg'],
      downloadLinks: [{ title: 'Apostila', url: 'https://cdn.example.com/apostila.pdf' }],
      youtubeVideos: [{ title: 'Aula 1', url: 'https://youtu.be/dQw4w9WgXcQ' }],
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      userId: producerId,
    });
    expect(expectOk(created).productCode).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
  });

  it('validates with the product form messages as i18n keys', async () => {
    const noImage = await t.call('products.create', product({ imageLinks: ['', ' '] }), {
      cookie: cookies.producer,
    });
    expect(noImage.status).toBe(400);
    expect(noImage.zodIssues).toEqual([
      { path: ['imageLinks'], message: 'validation.product.imageRequiredOnSubmit' },
    ]);
    const many = await t.call(
      'products.create',
      product({ imageLinks: Array.from({ length: 6 }, (_, i) => `https://x.com/${i}.png`) }),
      {
        cookie: cookies.producer,
      },
    );
    expect(many.zodIssues?.[0]?.message).toBe('validation.product.maxImages');
    const badUrl = await t.call('products.create', product({ imageLinks: ['not a url'] }), {
      cookie: cookies.producer,
    });
    expect(badUrl.zodIssues?.[0]).toEqual({
      path: ['imageLinks', '0'],
      message: 'validation.product.urlInvalid',
    });
    const badVideo = await t.call(
      'products.create',
      product({ youtubeVideos: [{ title: '', url: 'https://vimeo.com/1' }] }),
      {
        cookie: cookies.producer,
      },
    );
    expect(badVideo.zodIssues?.[0]?.message).toBe('validation.product.youtubeInvalid');
    const badEmail = await t.call('products.create', product({ email: 'x@' }), { cookie: cookies.producer });
    expect(badEmail.zodIssues?.[0]?.message).toBe('validation.product.emailInvalid');
  });

  it('answers a clashing client code with "Código já em uso" and a fresh code', async () => {
    const first = await t.call('products.create', product({ productCode: 'ABCD' }), {
      cookie: cookies.producer,
    });
    expect(first.data).toMatchObject({ productCode: 'ABCD' });
    expect(
      (await t.call('products.isCodeFree', { productCode: 'ABCD' }, { cookie: cookies.producer })).data,
    ).toEqual({ free: false });
    const clash = await t.call('products.create', product({ productCode: 'ABCD' }), {
      cookie: cookies.producer,
    });
    expect(clash.status).toBe(409);
    expect(clash.appCode).toBe('errors.products.codeInUse');
    expect(clash.appParams?.code).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
    expect(clash.appParams?.code).not.toBe('ABCD');
    const invalid = await t.call(
      'products.isCodeFree',
      { productCode: 'ab0I' },
      { cookie: cookies.producer },
    );
    expect(invalid.status).toBe(400);
  });

  it('lists newest first, paginates on the server and searches title or code case-insensitively', async () => {
    for (const title of ['Ebook de Receitas', 'Mentoria 100%']) {
      await t.call('products.create', product({ title }), { cookie: cookies.admin });
    }
    const page = await t.call(
      'products.list',
      { page: 1, pageSize: 6, search: '' },
      { cookie: cookies.producer },
    );
    const data = expectOk(page);
    expect(data.items.every((item) => item.userId === producerId)).toBe(true);
    expect(data.totalItems).toBe(2);
    const search = await t.call(
      'products.list',
      { page: 1, pageSize: 12, search: 'abcd' },
      { cookie: cookies.producer },
    );
    expect(expectOk(search).items.map((i) => i.productCode)).toEqual(['ABCD']);
    const percent = await t.call(
      'products.list',
      { page: 1, pageSize: 'all', search: '100%' },
      { cookie: cookies.admin },
    );
    expect(expectOk(percent).items.map((i) => i.title)).toEqual(['Mentoria 100%']);
    const all = await t.call(
      'products.list',
      { page: 1, pageSize: 'all', search: '' },
      { cookie: cookies.admin },
    );
    const titles = expectOk(all).items.map((i) => i.title);
    expect(titles[0]).toBe('Mentoria 100%');
    expect(titles).toHaveLength(4);
  });

  it("keeps another producer's product out of reach: read, update, duplicate, delete, pricing", async () => {
    const mine = expectOk(await t.call('products.create', product(), { cookie: cookies.producer }));
    const asOther = { cookie: cookies.otherProducer };
    expect((await t.call('products.get', { id: mine.id }, asOther)).appCode).toBe('errors.products.notFound');
    expect(
      (await t.call('products.update', { id: mine.id, data: product({ title: 'Roubado' }) }, asOther)).status,
    ).toBe(404);
    expect((await t.call('products.duplicate', { id: mine.id }, asOther)).status).toBe(404);
    expect((await t.call('products.delete', { id: mine.id }, asOther)).status).toBe(404);
    const pricing = await t.call(
      'pricing.save',
      { productId: mine.id, priceCents: 100, commissionType: 'fixed', commissionValue: 0 },
      asOther,
    );
    expect(pricing.status).toBe(404);
    const [still] = await t.db.select().from(products).where(eq(products.id, mine.id));
    expect(still?.title).toBe('Curso de Fotografia');
    expect((await t.call('products.get', { id: mine.id }, { cookie: cookies.admin })).status).toBe(200);
  });

  it('refuses resellers everything', async () => {
    expect(
      (await t.call('products.list', { page: 1, pageSize: 12, search: '' }, { cookie: cookies.reseller }))
        .status,
    ).toBe(403);
    expect((await t.call('pricing.list', undefined, { cookie: cookies.reseller })).status).toBe(403);
  });

  it("duplicates with ' (Cópia)', a new code and the pricing, and deletes with the pricing", async () => {
    const original = expectOk(
      await t.call('products.create', product({ title: 'Planilha', category: 'membership' }), {
        cookie: cookies.producer,
      }),
    );
    await t.call(
      'pricing.save',
      {
        productId: original.id,
        priceCents: 4990,
        commissionType: 'percentage',
        commissionValue: 3000,
        commissionRecurring: true,
      },
      {
        cookie: cookies.producer,
      },
    );
    const copy = expectOk(
      await t.call('products.duplicate', { id: original.id }, { cookie: cookies.producer }),
    );
    expect(copy.title).toBe('Planilha (Cópia)');
    expect(copy.productCode).not.toBe(original.productCode);
    const [copiedPricing] = await t.db
      .select()
      .from(productPricing)
      .where(eq(productPricing.productId, copy.id));
    expect(copiedPricing).toMatchObject({
      priceCents: 4990,
      commissionValue: 3000,
      commissionRecurring: true,
    });

    expect((await t.call('products.delete', { id: original.id }, { cookie: cookies.producer })).status).toBe(
      200,
    );
    expect(
      await t.db.select().from(productPricing).where(eq(productPricing.productId, original.id)),
    ).toHaveLength(0);
    expect((await t.call('products.get', { id: copy.id }, { cookie: cookies.producer })).status).toBe(200);
  });

  it('refuses creating or duplicating past the plan limit (Iniciante: 3), and without a plan', async () => {
    const mine = { cookie: cookies.otherProducer };
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push(expectOk(await t.call('products.create', product(), mine)).id);
    const over = await t.call('products.create', product(), mine);
    expect(over.status).toBe(403);
    expect(over.appCode).toBe('errors.plans.limitReached');
    expect(over.appParams).toMatchObject({ limit: '3', plan: 'Iniciante' });
    expect((await t.call('products.duplicate', { id: made[0] ?? '' }, mine)).appCode).toBe(
      'errors.plans.limitReached',
    );

    await t.db
      .update(subscriptions)
      .set({ status: 'expired' })
      .where(eq(subscriptions.userId, ids.otherProducer));
    await t.call('products.delete', { id: made[0] ?? '' }, mine);
    const expired = await t.call('products.create', product(), mine);
    expect(expired.status).toBe(402);
    expect(expired.appCode).toBe('errors.plans.subscriptionRequired');
    expect((await t.call('products.list', { page: 1, pageSize: 12, search: '' }, mine)).status).toBe(200);
  });
});

describe('pricing', () => {
  it('upserts one row per product and lists the owner products with their pricing', async () => {
    const p = expectOk(
      await t.call('products.create', product({ title: 'Com preço' }), { cookie: cookies.producer }),
    );
    const save = (body: Pick<PricingInput, 'priceCents'> & Partial<PricingInput>) =>
      t.call(
        'pricing.save',
        { productId: p.id, commissionType: 'percentage', commissionValue: 1000, ...body },
        { cookie: cookies.producer },
      );
    expect((await save({ priceCents: 19900 })).status).toBe(200);
    expect(
      (await save({ priceCents: 29900, commissionType: 'fixed', commissionValue: 5000 })).data,
    ).toMatchObject({
      priceCents: 29900,
      commissionType: 'fixed',
      commissionValue: 5000,
    });
    expect(await t.db.select().from(productPricing).where(eq(productPricing.productId, p.id))).toHaveLength(
      1,
    );
    const list = expectOk(await t.call('pricing.list', undefined, { cookie: cookies.producer }));
    expect(list.find((row) => row.id === p.id)?.pricing).toMatchObject({ priceCents: 29900 });
    expect(list.some((row) => row.pricing === null)).toBe(true);
  });

  it('saves the price and commission with the product, in the same write, from the product form', async () => {
    const pricing = {
      priceCents: 9700,
      commissionType: 'percentage',
      commissionValue: 3000,
      commissionRecurring: true,
    } as const;
    const created = expectOk(
      await t.call(
        'products.create',
        product({ title: 'Clube com preço', category: 'membership', pricing }),
        {
          cookie: cookies.producer,
        },
      ),
    );
    const read = expectOk(await t.call('products.get', { id: created.id }, { cookie: cookies.producer }));
    expect(read.pricing).toMatchObject(pricing);

    // An update changes it; without `pricing` the saved one stays.
    const updated = await t.call(
      'products.update',
      {
        id: created.id,
        data: product({ category: 'membership', pricing: { ...pricing, priceCents: 12700 } }),
      },
      { cookie: cookies.producer },
    );
    expect(updated.status).toBe(200);
    await t.call(
      'products.update',
      { id: created.id, data: product({ category: 'membership' }) },
      { cookie: cookies.producer },
    );
    const [row] = await t.db.select().from(productPricing).where(eq(productPricing.productId, created.id));
    expect(row).toMatchObject({ priceCents: 12700, commissionRecurring: true });

    // A one-off product has no renewals: its commission never recurs, whatever is sent.
    const ebook = expectOk(
      await t.call('products.create', product({ category: 'ebook', pricing }), { cookie: cookies.producer }),
    );
    const [ebookPricing] = await t.db
      .select()
      .from(productPricing)
      .where(eq(productPricing.productId, ebook.id));
    expect(ebookPricing?.commissionRecurring).toBe(false);

    // Bad pricing refuses the whole save: no product is written half.
    const before = (await t.db.select().from(products)).length;
    const refused = await t.call(
      'products.create',
      product({ pricing: { ...pricing, commissionValue: 10_100 } }),
      { cookie: cookies.producer },
    );
    expect(refused.status).toBe(400);
    expect(refused.zodIssues?.[0]).toMatchObject({ message: 'validation.pricing.percentageMax' });
    expect((await t.db.select().from(products)).length).toBe(before);
  });

  it('gives the pricing messages: price 0, negative commission, percentage over 100%', async () => {
    const p = expectOk(await t.call('products.create', product(), { cookie: cookies.producer }));
    const save = (body: Pick<PricingInput, 'priceCents' | 'commissionValue'>) =>
      t.call(
        'pricing.save',
        { productId: p.id, commissionType: 'percentage', ...body },
        { cookie: cookies.producer },
      );
    expect((await save({ priceCents: 0, commissionValue: 0 })).zodIssues?.[0]?.message).toBe(
      'validation.pricing.pricePositive',
    );
    expect((await save({ priceCents: 100, commissionValue: -1 })).zodIssues?.[0]?.message).toBe(
      'validation.pricing.commissionNonNegative',
    );
    expect((await save({ priceCents: 100, commissionValue: 10_100 })).zodIssues?.[0]?.message).toBe(
      'validation.pricing.percentageMax',
    );
    expect((await save({ priceCents: 100, commissionValue: 10_000 })).status).toBe(200);
    expect((await save({ priceCents: 10.5, commissionValue: 0 })).zodIssues?.[0]?.message).toBe(
      'validation.pricing.priceInvalid',
    );
  });
});
