import { count, eq, productPricing, products, storedFiles, users } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from './seed';
import { createTestApp, type TestApp } from './testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates the three accounts, 8 products with stored images and pricing, and is idempotent', async () => {
    await seedDemoData(t.db, 'test', new Date(), t.storage);
    await seedDemoData(t.db, 'test', new Date(), t.storage);
    expect(await t.db.select({ email: users.email }).from(users)).toHaveLength(3);
    const [producer] = await t.db.select().from(users).where(eq(users.email, 'produtor@demo.afilia.app'));
    const catalogue = await t.db
      .select()
      .from(products)
      .where(eq(products.userId, producer?.id ?? ''));
    expect(catalogue).toHaveLength(8);
    expect(catalogue.every((p) => /^[A-HJ-NP-Z2-9]{4}$/.test(p.productCode))).toBe(true);
    const [priced] = await t.db.select({ n: count() }).from(productPricing);
    expect(priced?.n).toBe(8);
    const [files] = await t.db.select({ n: count() }).from(storedFiles);
    expect(files?.n).toBe(8);
    const image = await t.app.inject({ method: 'GET', url: catalogue[0]?.imageLinks[0] ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
