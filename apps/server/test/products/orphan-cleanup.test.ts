import { Readable } from 'node:stream';
import { deleteOrphanFiles, type StorageBucket, StorageService } from '@afilia/api/server';
import { eq, products, profiles, storedFiles } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness';
import { MemoryStorageDriver } from '../support/memory-storage-driver';
import { seedActors } from '../support/seed-actors';

const DAY_MS = 24 * 60 * 60 * 1000;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  Buffer.alloc(256, 7),
]);

let t: TestApp;
const driver = new MemoryStorageDriver();
let producerId = '';
let resellerId = '';

beforeAll(async () => {
  t = await createTestApp({}, { storage: new StorageService(driver, 'x'.repeat(32), { error: () => {} }) });
  ({ producer: producerId, reseller: resellerId } = (await seedActors(t)).ids);
});
afterAll(() => t.close());

async function store(bucket: StorageBucket, ownerId: string, createdAt: Date) {
  const stored = await t.storage.upload(t.db, {
    bucket,
    ownerId,
    body: Readable.from([PNG]),
    originalName: 'f.png',
    declaredType: 'image/png',
  });
  await t.db.update(storedFiles).set({ createdAt }).where(eq(storedFiles.key, stored.key));
  return stored;
}

async function rowExists(key: string) {
  const rows = await t.db.select().from(storedFiles).where(eq(storedFiles.key, key));
  return rows.length === 1;
}

describe('the orphan file clean-up', () => {
  it('deletes files older than a day that nothing references, row and bytes, and keeps the rest', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 2 * DAY_MS);
    const orphan = await store('product-files', producerId, old);
    const orphanImage = await store('product-images', resellerId, old);
    const productImage = await store('product-images', producerId, old);
    const pastedImage = await store('product-images', producerId, old);
    const productDownload = await store('product-files', producerId, old);
    const avatar = await store('product-images', resellerId, old);
    const fresh = await store('product-images', producerId, new Date(now.getTime() - 23 * 60 * 60 * 1000));

    await t.db.insert(products).values({
      userId: producerId,
      productCode: 'ORPHAN1',
      title: 'Curso',
      description: 'Descrição',
      instructions: 'Instruções',
      // An absolute URL pasted as a link still references the file.
      imageLinks: [productImage.path, `https://afilia.example${pastedImage.path}`],
      downloadLinks: [{ title: 'Apostila', url: productDownload.path }],
      youtubeVideos: [],
    });
    await t.db.update(profiles).set({ avatarUrl: avatar.path }).where(eq(profiles.id, resellerId));

    const report = await deleteOrphanFiles(t.db, t.storage, now);

    expect(report).toEqual({ ran: true, deleted: 2 });
    for (const gone of [orphan, orphanImage]) {
      expect(await rowExists(gone.key)).toBe(false);
      expect(driver.has(gone.bucket, gone.key)).toBe(false);
    }
    for (const kept of [productImage, pastedImage, productDownload, avatar, fresh]) {
      expect(await rowExists(kept.key)).toBe(true);
      expect(driver.has(kept.bucket, kept.key)).toBe(true);
    }

    // A day later the fresh upload, still unreferenced, goes too.
    const later = await deleteOrphanFiles(t.db, t.storage, new Date(now.getTime() + DAY_MS));
    expect(later.deleted).toBe(1);
    expect(await rowExists(fresh.key)).toBe(false);
    expect(driver.has(fresh.bucket, fresh.key)).toBe(false);
  });
});
