import { Readable } from 'node:stream';
import { AppError, assertStorageRoom, StorageService, storageQuotaBytes } from '@afilia/api/server';
import { and, eq, storedFiles, subscriptions } from '@afilia/db';
import {
  ADMIN_STORAGE_QUOTA_BYTES,
  NO_PLAN_STORAGE_QUOTA_BYTES,
  PLAN_STORAGE_QUOTA_BYTES,
  RESELLER_STORAGE_QUOTA_BYTES,
} from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/harness';
import { MemoryStorageDriver } from '../support/memory-storage-driver';
import { seedActors } from '../support/seed-actors';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const PNG_HEAD = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

function png(size: number) {
  return Buffer.concat([PNG_HEAD, Buffer.alloc(size - PNG_HEAD.length, 7)]);
}

function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----afilia${Math.random().toString(36).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(app: TestApp, bucket: string, cookie: string, body: ReturnType<typeof multipart>) {
  const response = await app.app.inject({
    method: 'POST',
    url: `/api/uploads/${bucket}`,
    headers: { 'content-type': body.contentType, cookie, origin: TEST_ORIGIN },
    payload: body.payload,
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    json: response.json() as {
      key?: string;
      error?: { appCode: string; appParams: Record<string, string> | null };
    },
  };
}

/** The admin, a reseller and, as the producer, the demo producer on the Iniciante trial. */
async function demoUsers(app: TestApp) {
  const { ids, cookies } = await seedActors(app);
  return {
    ids: { admin: ids.admin, producer: ids.starter, reseller: ids.reseller },
    cookies: { producer: cookies.starter, reseller: cookies.reseller },
  };
}

/** Rows that make `ownerId` look as if they already stored `bytes` (no object behind them). */
async function pretendStored(app: TestApp, ownerId: string, bytes: number) {
  for (let left = bytes, n = 0; left > 0; left -= GB, n++) {
    await app.db.insert(storedFiles).values({
      bucket: 'product-files',
      key: `filler-${ownerId}-${n}`,
      ownerId,
      size: Math.min(GB, left),
      mime: 'application/octet-stream',
    });
  }
}

async function rowsOf(app: TestApp, ownerId: string) {
  return app.db.select().from(storedFiles).where(eq(storedFiles.ownerId, ownerId));
}

describe('storage quotas', () => {
  let t: TestApp;
  const driver = new MemoryStorageDriver();
  let users: Awaited<ReturnType<typeof demoUsers>>;

  beforeAll(async () => {
    t = await createTestApp(
      { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' },
      { storage: new StorageService(driver, 'x'.repeat(32), { error: () => {} }) },
    );
    users = await demoUsers(t);
  });
  afterAll(() => t.close());

  it('sets the quota by plan for producers, small for resellers, large for admins', async () => {
    // The demo producer is in the Iniciante trial.
    expect(await storageQuotaBytes(t.db, users.ids.producer)).toBe(PLAN_STORAGE_QUOTA_BYTES.iniciante);
    expect(PLAN_STORAGE_QUOTA_BYTES.iniciante).toBe(5 * GB);
    const afterTrial = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    expect(await storageQuotaBytes(t.db, users.ids.producer, afterTrial)).toBe(NO_PLAN_STORAGE_QUOTA_BYTES);
    expect(await storageQuotaBytes(t.db, users.ids.reseller)).toBe(RESELLER_STORAGE_QUOTA_BYTES);
    expect(await storageQuotaBytes(t.db, users.ids.admin)).toBe(ADMIN_STORAGE_QUOTA_BYTES);
  });

  it('follows a plan change', async () => {
    const [subscription] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, users.ids.producer));
    if (!subscription) throw new Error('the demo producer has no subscription');
    await t.db
      .update(subscriptions)
      .set({ planId: 'visionario', status: 'active', currentPeriodEnd: new Date(Date.now() + 86_400_000) })
      .where(eq(subscriptions.id, subscription.id));
    try {
      expect(await storageQuotaBytes(t.db, users.ids.producer)).toBe(100 * GB);
    } finally {
      await t.db.update(subscriptions).set(subscription).where(eq(subscriptions.id, subscription.id));
    }
  });

  it('refuses a reseller past 20 MB with a translated 413 and keeps nothing of the refused file', async () => {
    const objectsBefore = driver.objects.size;
    const refused = await upload(
      t,
      'product-images',
      users.cookies.reseller,
      multipart('a.png', 'image/png', png(21 * MB)),
    );
    expect(refused.status).toBe(413);
    expect(refused.json.error?.appCode).toBe('errors.storage.quotaExceeded');
    expect(refused.json.error?.appParams).toEqual({ limit: '20 MB' });
    expect(await rowsOf(t, users.ids.reseller)).toHaveLength(0);
    expect(driver.objects.size).toBe(objectsBefore);

    const photo = await upload(
      t,
      'product-images',
      users.cookies.reseller,
      multipart('a.png', 'image/png', png(MB)),
    );
    expect(photo.status).toBe(201);
  });

  it("stops the stream at the producer's remaining quota whatever size the client declares", async () => {
    const quota = await storageQuotaBytes(t.db, users.ids.producer);
    await pretendStored(t, users.ids.producer, quota - MB);
    const readBefore = driver.bytesRead;
    try {
      const objectsBefore = driver.objects.size;
      const refused = await upload(
        t,
        'product-files',
        users.cookies.producer,
        multipart('grande.zip', 'application/zip', Buffer.alloc(3 * MB, 1)),
      );
      expect(refused.status).toBe(413);
      expect(refused.json.error).toEqual({
        appCode: 'errors.storage.quotaExceeded',
        appParams: { limit: '5 GB' },
      });
      // At most the remaining megabyte plus the chunk that crossed it was read.
      expect(driver.bytesRead - readBefore).toBeLessThanOrEqual(2 * MB);
      expect(driver.objects.size).toBe(objectsBefore);

      const fits = await upload(
        t,
        'product-files',
        users.cookies.producer,
        multipart('cabe.zip', 'application/zip', Buffer.alloc(MB - 10, 1)),
      );
      expect(fits.status).toBe(201);
    } finally {
      await t.db
        .delete(storedFiles)
        .where(and(eq(storedFiles.ownerId, users.ids.producer), eq(storedFiles.bucket, 'product-files')));
    }
  });

  it('records only one of two parallel uploads that fit alone but not together', async () => {
    await t.db.delete(storedFiles).where(eq(storedFiles.ownerId, users.ids.reseller));
    await pretendStored(t, users.ids.reseller, 8 * MB);
    // Both 7 MB uploads pass the stream check (12 MB left each time), then race to be recorded.
    const waiting: (() => void)[] = [];
    driver.beforeStored = () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === 2) for (const release of waiting) release();
      });
    try {
      const attempt = () =>
        t.storage.upload(t.db, {
          bucket: 'product-images',
          ownerId: users.ids.reseller,
          body: Readable.from([png(7 * MB)]),
          originalName: 'foto.png',
          declaredType: 'image/png',
        });
      const results = await Promise.allSettled([attempt(), attempt()]);
      const stored = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected');
      expect(stored).toHaveLength(1);
      expect(refused).toHaveLength(1);
      const reason = (refused[0] as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).code).toBe('errors.storage.quotaExceeded');

      const rows = await rowsOf(t, users.ids.reseller);
      expect(rows.reduce((sum, row) => sum + row.size, 0)).toBe(15 * MB);
      // The refused upload's bytes were deleted; the recorded one's are kept.
      const [first, second] = driver.putKeys.slice(-2);
      const recorded = `product-images/${(stored[0] as PromiseFulfilledResult<{ key: string }>).value.key}`;
      const dropped = recorded === first ? second : first;
      expect(driver.objects.has(recorded)).toBe(true);
      expect(driver.objects.has(dropped ?? '')).toBe(false);
      expect(rows.map((row) => `${row.bucket}/${row.key}`)).not.toContain(dropped);
    } finally {
      driver.beforeStored = async () => {};
    }
  });

  it('makes a second recording wait for the first one to commit before checking the quota', async () => {
    await t.db.delete(storedFiles).where(eq(storedFiles.ownerId, users.ids.reseller));
    await pretendStored(t, users.ids.reseller, 8 * MB);
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let firstChecked: () => void = () => {};
    const firstHasChecked = new Promise<void>((resolve) => {
      firstChecked = resolve;
    });
    let secondStarted: () => void = () => {};
    const secondHasStarted = new Promise<void>((resolve) => {
      secondStarted = resolve;
    });
    const record = (tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0], key: string) =>
      tx.insert(storedFiles).values({
        bucket: 'product-images',
        key,
        ownerId: users.ids.reseller,
        size: 7 * MB,
        mime: 'image/png',
      });
    // The first transaction has checked and inserted but not committed when the second one checks
    // (on PGlite, which runs one transaction at a time, the second simply starts after the first).
    const first = t.db.transaction(async (tx) => {
      await assertStorageRoom(tx, users.ids.reseller, 7 * MB);
      await record(tx, 'race-first');
      firstChecked();
      await Promise.race([secondHasStarted, sleep(300)]);
      await sleep(100);
    });
    await firstHasChecked;
    const second = t.db.transaction(async (tx) => {
      secondStarted();
      await assertStorageRoom(tx, users.ids.reseller, 7 * MB);
      await record(tx, 'race-second');
    });
    const [firstResult, secondResult] = await Promise.allSettled([first, second]);
    expect(firstResult.status).toBe('fulfilled');
    expect(secondResult.status).toBe('rejected');
    expect(((secondResult as PromiseRejectedResult).reason as AppError).code).toBe(
      'errors.storage.quotaExceeded',
    );
  });
});

describe('the upload rate limit', () => {
  let t: TestApp;
  let users: Awaited<ReturnType<typeof demoUsers>>;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_UPLOAD_MAX: '2', RATE_LIMIT_UPLOAD_WINDOW_SECONDS: '600' });
    users = await demoUsers(t);
  });
  afterAll(() => t.close());

  it('answers 429 past RATE_LIMIT_UPLOAD_MAX uploads per user in the window', async () => {
    const send = (cookie: string) =>
      upload(t, 'product-images', cookie, multipart('a.png', 'image/png', png(1024)));
    expect((await send(users.cookies.producer)).status).toBe(201);
    expect((await send(users.cookies.producer)).status).toBe(201);
    const limited = await send(users.cookies.producer);
    expect(limited.status).toBe(429);
    expect(limited.json.error?.appCode).toBe('errors.rateLimited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another user has their own budget.
    expect((await send(users.cookies.reseller)).status).toBe(201);
  });
});
