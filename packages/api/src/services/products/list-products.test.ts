import { randomUUID } from 'node:crypto';
import {
  affiliations,
  count,
  desc,
  eq,
  productCounts,
  products,
  profiles,
  type SQL,
  sql,
  users,
} from '@afilia/db';
import { createTestDb } from '@afilia/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESCRIPTION_EXCERPT_LENGTH, listProducts } from './list-products';
import type { ProductActor } from './product-access';

type TestDb = Awaited<ReturnType<typeof createTestDb>>;
let testDb: TestDb;
let producer: ProductActor;
let otherProducer: ProductActor;
let emptyProducer: ProductActor;
let admin: ProductActor;

async function addUser(role: ProductActor['role']): Promise<ProductActor> {
  const id = randomUUID();
  const email = `${id}@example.com`;
  await testDb.db.insert(users).values({ id, email, passwordHash: 'x' });
  await testDb.db
    .insert(profiles)
    .values({ id, email, isAdmin: role === 'admin', isProducer: role === 'producer' });
  return { id, role };
}

let nextCode = 0;
/** Bulk insert in one statement, as the seed and the bench do: `count` products, four at a time sharing a created_at (ties across page ends). */
async function insertProducts(owner: string, howMany: number, title = 'Produto') {
  const first = nextCode;
  nextCode += howMany;
  await testDb.db.execute(sql`
    insert into products (user_id, product_code, title, description, instructions, image_links, download_links, youtube_videos, created_at)
    select ${owner}::uuid, 'C' || lpad(n::text, 5, '0'), ${title} || ' ' || n, 'd', 'i', '[]'::jsonb, '[]'::jsonb, '[]'::jsonb,
           timestamptz '2026-01-01' + ((n / 4) || ' minutes')::interval
    from generate_series(${first}::int, ${first + howMany - 1}::int) as n
  `);
}

/** The list as a plain query would give it: every matching id, newest first, ties by id. */
async function expectedIds(where: SQL | undefined): Promise<string[]> {
  const rows = await testDb.db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id));
  return rows.map((row) => row.id);
}

/** Every page of the list, concatenated. */
async function allPages(actor: ProductActor, search = '', pageSize: 6 | 12 | 20 = 6) {
  const first = await listProducts(testDb.db, actor, { page: 1, pageSize, search });
  const ids = first.items.map((item) => item.id);
  for (let page = 2; page <= first.totalPages; page++) {
    const next = await listProducts(testDb.db, actor, { page, pageSize, search });
    expect(next.totalItems).toBe(first.totalItems);
    ids.push(...next.items.map((item) => item.id));
  }
  return { ids, totalItems: first.totalItems, totalPages: first.totalPages };
}

/** product_counts must always equal a real count per owner. */
async function expectCountersExact() {
  const real = await testDb.db
    .select({ userId: products.userId, total: count() })
    .from(products)
    .groupBy(products.userId);
  const kept = await testDb.db.select().from(productCounts);
  const keptTotal = (userId: string) => kept.find((row) => row.userId === userId)?.total ?? 0;
  for (const row of real) expect(keptTotal(row.userId)).toBe(row.total);
  expect(kept.reduce((sum, row) => sum + row.total, 0)).toBe(real.reduce((sum, row) => sum + row.total, 0));
}

beforeAll(async () => {
  testDb = await createTestDb();
  producer = await addUser('producer');
  otherProducer = await addUser('producer');
  emptyProducer = await addUser('producer');
  admin = await addUser('admin');
  await insertProducts(producer.id, 45, 'Curso');
  await insertProducts(otherProducer.id, 7, 'Ebook');
  await insertProducts(producer.id, 5, 'Mentoria 50%');
});
afterAll(() => testDb.cleanup());

describe('listProducts', () => {
  it('pages through the owner’s products newest first (ties by id), with the exact total', async () => {
    const list = await allPages(producer);
    expect(list.totalItems).toBe(50);
    expect(list.totalPages).toBe(9);
    expect(list.ids).toEqual(await expectedIds(eq(products.userId, producer.id)));
  });

  it('lists every owner’s products for an actor who reaches them all', async () => {
    const list = await allPages(admin, '', 20);
    expect(list.totalItems).toBe(57);
    expect(list.ids).toEqual(await expectedIds(undefined));
  });

  it('counts and pages a search by title or code, wildcards taken literally', async () => {
    const curso = await allPages(producer, 'curso 1');
    expect(curso.ids).toEqual(
      await expectedIds(sql`${products.userId} = ${producer.id} and ${products.title} ilike '%curso 1%'`),
    );
    expect(curso.totalItems).toBe(curso.ids.length);
    expect(curso.totalItems).toBeGreaterThan(6);

    const percent = await listProducts(testDb.db, producer, { page: 1, pageSize: 'all', search: '50%' });
    expect(percent.totalItems).toBe(5);
    expect(percent.items.every((item) => item.title.startsWith('Mentoria 50%'))).toBe(true);
    const noWildcard = await listProducts(testDb.db, producer, { page: 1, pageSize: 12, search: 'curso%1' });
    expect(noWildcard).toMatchObject({ items: [], totalItems: 0, page: 1, totalPages: 1 });

    const [someProduct] = await expectedIds(eq(products.userId, producer.id));
    const [{ productCode } = { productCode: '' }] = await testDb.db
      .select({ productCode: products.productCode })
      .from(products)
      .where(eq(products.id, someProduct ?? ''));
    const byCode = await listProducts(testDb.db, producer, {
      page: 1,
      pageSize: 12,
      search: productCode.toLowerCase(),
    });
    expect(byCode.items.map((item) => item.productCode)).toEqual([productCode]);
    // Another owner's products never match.
    const others = await listProducts(testDb.db, producer, { page: 1, pageSize: 12, search: 'ebook' });
    expect(others.totalItems).toBe(0);
  });

  it('serves the last page for a page past the end, one page for "all", and an empty list', async () => {
    const ids = await expectedIds(eq(products.userId, producer.id));
    const past = await listProducts(testDb.db, producer, { page: 999, pageSize: 12, search: '' });
    expect(past).toMatchObject({ page: 5, totalPages: 5, totalItems: 50, pageSize: 12 });
    expect(past.items.map((item) => item.id)).toEqual(ids.slice(48));

    const pastSearch = await listProducts(testDb.db, producer, { page: 50, pageSize: 6, search: 'mentoria' });
    expect(pastSearch).toMatchObject({ page: 1, totalPages: 1, totalItems: 5 });
    expect(pastSearch.items).toHaveLength(5);

    const all = await listProducts(testDb.db, producer, { page: 3, pageSize: 'all', search: '' });
    expect(all).toMatchObject({ page: 1, totalPages: 1, totalItems: 50, pageSize: 'all' });
    expect(all.items.map((item) => item.id)).toEqual(ids);

    for (const page of [1, 4]) {
      for (const pageSize of [12, 'all'] as const) {
        expect(await listProducts(testDb.db, emptyProducer, { page, pageSize, search: '' })).toEqual({
          items: [],
          page: 1,
          pageSize,
          totalItems: 0,
          totalPages: 1,
        });
      }
    }
  });

  it('carries each product’s active affiliates and pending requests, and typed columns', async () => {
    const [newest, second] = await expectedIds(eq(products.userId, producer.id));
    const statuses = ['active', 'active', 'pending', 'refused', 'revoked'] as const;
    for (const [index, status] of statuses.entries()) {
      const reseller = await addUser('reseller');
      await testDb.db.insert(affiliations).values({
        resellerId: reseller.id,
        productId: newest ?? '',
        status,
        linkCode: `LINK${index}XYZ`,
      });
    }
    const reseller = await addUser('reseller');
    await testDb.db
      .insert(affiliations)
      .values({ resellerId: reseller.id, productId: second ?? '', status: 'pending', linkCode: 'LINKPEND' });

    const list = await listProducts(testDb.db, producer, { page: 1, pageSize: 6, search: '' });
    expect(list.items.map((item) => item.affiliates)).toEqual([
      { active: 2, pending: 1 },
      { active: 0, pending: 1 },
      { active: 0, pending: 0 },
      { active: 0, pending: 0 },
      { active: 0, pending: 0 },
      { active: 0, pending: 0 },
    ]);
    const [item] = list.items;
    expect(item?.createdAt).toBeInstanceOf(Date);
    expect(item?.coverImage).toBeNull();
    expect(item?.descriptionExcerpt).toBe('d');
  });

  it('sends a row’s first image and the start of its description, not the whole product', async () => {
    const longDescription = `${'Á'.repeat(DESCRIPTION_EXCERPT_LENGTH)}e o resto que só o formulário lê`;
    const owner = await addUser('producer');
    await testDb.db.insert(products).values({
      userId: owner.id,
      productCode: 'LONG01',
      title: 'Longo',
      description: longDescription,
      instructions: 'segredo das instruções',
      imageLinks: ['https://img.example/1.png', 'https://img.example/2.png'],
      downloadLinks: [],
      youtubeVideos: [],
    });
    const list = await listProducts(testDb.db, owner, { page: 1, pageSize: 6, search: '' });
    const [item] = list.items;
    expect(item?.coverImage).toBe('https://img.example/1.png');
    expect(item?.descriptionExcerpt).toBe('Á'.repeat(DESCRIPTION_EXCERPT_LENGTH));
    expect(JSON.stringify(item)).not.toContain('segredo das instruções');
  });

  it('keeps the total exact through inserts, deletes, owner changes, cascades and truncation', async () => {
    const total = async (actor: ProductActor) =>
      (await listProducts(testDb.db, actor, { page: 1, pageSize: 6, search: '' })).totalItems;
    await expectCountersExact();

    await testDb.db.insert(products).values({
      userId: emptyProducer.id,
      productCode: 'ONE01',
      title: 'Um',
      description: 'd',
      instructions: 'i',
      imageLinks: [],
      downloadLinks: [],
      youtubeVideos: [],
    });
    expect(await total(emptyProducer)).toBe(1);

    await testDb.db
      .delete(products)
      .where(sql`${products.userId} = ${producer.id} and ${products.title} like 'Curso 1%'`);
    expect(await total(producer)).toBe((await expectedIds(eq(products.userId, producer.id))).length);
    await expectCountersExact();

    await testDb.db
      .update(products)
      .set({ userId: emptyProducer.id })
      .where(eq(products.userId, otherProducer.id));
    expect(await total(otherProducer)).toBe(0);
    expect(await total(emptyProducer)).toBe(8);
    await testDb.db.update(products).set({ title: 'Renamed' }).where(eq(products.userId, emptyProducer.id));
    expect(await total(emptyProducer)).toBe(8);
    await expectCountersExact();

    // Deleting the user cascades to the products and to the counter.
    await testDb.db.delete(users).where(eq(users.id, emptyProducer.id));
    expect(await total(emptyProducer)).toBe(0);
    expect(await total(admin)).toBe((await expectedIds(undefined)).length);
    await expectCountersExact();

    // Rolled back work leaves the counters as they were.
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.delete(products).where(eq(products.userId, producer.id));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await expectCountersExact();

    await testDb.db.execute(sql`truncate products cascade`);
    expect(await total(producer)).toBe(0);
    expect(await total(admin)).toBe(0);
    await expectCountersExact();
  });
});
