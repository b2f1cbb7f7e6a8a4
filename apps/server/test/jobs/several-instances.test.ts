// The periodic jobs and the click buffer when several server instances share one database: each job's work
// is done once, however many instances run it at the same moment, and no instance's clicks are lost.
// (Billing, buyer renewals and commission maturity have their own two-runs-at-once tests next to them;
// email retries are in packages/api's mail-service test.)
import { Readable } from 'node:stream';
import {
  ClickRecorder,
  deleteOrphanFiles,
  pruneLoginFailures,
  type StorageBucket,
  StorageService,
} from '@afilia/api/server';
import { affiliateClicks, affiliations, eq, inArray, loginFailures, profiles, storedFiles } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed';
import { createTestApp, type TestApp } from '../support/harness';
import { MemoryStorageDriver } from '../support/memory-storage-driver';

const DAY_MS = 24 * 60 * 60 * 1000;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  Buffer.alloc(64, 1),
]);

/** One shared bucket, as S3 is for every instance; counts deletions per object. */
class CountingDriver extends MemoryStorageDriver {
  readonly deletions = new Map<string, number>();
  override async delete(bucket: StorageBucket, key: string) {
    this.deletions.set(`${bucket}/${key}`, (this.deletions.get(`${bucket}/${key}`) ?? 0) + 1);
    await super.delete(bucket, key);
  }
}

let t: TestApp;
const driver = new CountingDriver();
const logger = { error: () => {} };
let producerId = '';

beforeAll(async () => {
  t = await createTestApp({}, { storage: new StorageService(driver, 'x'.repeat(32), logger) });
  await seedDemoData(t.db, 'test', new Date(), t.storage);
  const [producer] = await t.db.select().from(profiles).where(eq(profiles.email, 'produtor@demo.afilia.app'));
  producerId = producer?.id ?? '';
});
afterAll(() => t.close());

describe('periodic jobs on several instances', () => {
  it('the orphan clean-up deletes each file once when every instance runs it at the same moment', async () => {
    const keys: string[] = [];
    for (let i = 0; i < 8; i++) {
      const stored = await t.storage.upload(t.db, {
        bucket: 'product-files',
        ownerId: producerId,
        body: Readable.from([PNG]),
        originalName: `sobra-${i}.bin`,
        declaredType: 'application/octet-stream',
      });
      keys.push(stored.key);
    }
    await t.db
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(inArray(storedFiles.key, keys));

    const instances = [1, 2, 3].map(() => new StorageService(driver, 'x'.repeat(32), logger));
    const reports = await Promise.all(instances.map((storage) => deleteOrphanFiles(t.db, storage)));

    expect(reports.reduce((sum, r) => sum + r.deleted, 0)).toBe(8);
    expect(await t.db.select().from(storedFiles).where(inArray(storedFiles.key, keys))).toHaveLength(0);
    for (const key of keys) expect(driver.deletions.get(`product-files/${key}`)).toBe(1);
  });

  it('pruning login failures at once on every instance drops the old ones and keeps the recent', async () => {
    const now = Date.now();
    const windowMs = 15 * 60_000;
    await t.db.insert(loginFailures).values([
      ...Array.from({ length: 30 }, (_, i) => ({
        keyHash: `old-${i}`,
        attemptedAt: new Date(now - windowMs - 1000 - i),
      })),
      ...Array.from({ length: 5 }, (_, i) => ({
        keyHash: `recent-${i}`,
        attemptedAt: new Date(now - 1000 - i),
      })),
    ]);
    await Promise.all([1, 2, 3].map(() => pruneLoginFailures(t.db, windowMs, new Date(now))));
    const left = await t.db.select({ keyHash: loginFailures.keyHash }).from(loginFailures);
    expect(left.map((r) => r.keyHash).sort()).toEqual([
      'recent-0',
      'recent-1',
      'recent-2',
      'recent-3',
      'recent-4',
    ]);
  });

  it('two instances buffering clicks on the same links write every click and every counter', async () => {
    const links = await t.db.select().from(affiliations).where(eq(affiliations.status, 'active')).limit(3);
    expect(links.length).toBeGreaterThan(0);
    const ids = links.map((l) => l.id);
    const countersBefore = new Map(links.map((l) => [l.id, l.clicks]));
    const [rowsBefore] = [
      await t.db.select().from(affiliateClicks).where(inArray(affiliateClicks.affiliationId, ids)),
    ];
    // Small batches and a short interval: the two instances' writes interleave on the same affiliation rows.
    const recorders = [1, 2].map(
      () =>
        new ClickRecorder(t.db, { hashSecret: 's'.repeat(32), logger, flushIntervalMs: 50, batchSize: 40 }),
    );
    const perInstance = 300;
    const now = Date.now();
    await Promise.all(
      recorders.map(async (recorder, r) => {
        for (let i = 0; i < perInstance; i++) {
          recorder.record({
            affiliationId: ids[i % ids.length] ?? '',
            clickedAt: now - i,
            ip: `203.0.113.${(i % 200) + r}`,
            userAgent: `Mozilla/5.0 instance ${r}`,
            referer: undefined,
            previousClickAt: null,
          });
          if (i % 25 === 0) await new Promise((resolve) => setImmediate(resolve));
        }
        await recorder.close();
      }),
    );
    const rowsAfter = await t.db
      .select()
      .from(affiliateClicks)
      .where(inArray(affiliateClicks.affiliationId, ids));
    expect(rowsAfter.length - rowsBefore.length).toBe(2 * perInstance);
    const linksAfter = await t.db.select().from(affiliations).where(inArray(affiliations.id, ids));
    const added = linksAfter.reduce((sum, l) => sum + l.clicks - (countersBefore.get(l.id) ?? 0), 0);
    expect(added).toBe(2 * perInstance);
    for (const link of linksAfter)
      expect(link.clicks - (countersBefore.get(link.id) ?? 0)).toBe((2 * perInstance) / ids.length);
  });
});
