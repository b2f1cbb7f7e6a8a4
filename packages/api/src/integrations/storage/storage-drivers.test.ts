import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskDriver } from './local-disk-driver';
import { S3Driver } from './s3-driver';
import type { StorageDriver } from './storage-driver';

const root = mkdtempSync(path.join(tmpdir(), 'afilia-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The same contract for every driver. */
function storageSuite(name: string, makeDriver: () => StorageDriver) {
  describe(`${name} storage driver`, () => {
    const driver = makeDriver();

    it('stores a stream and reads it back with its size', async () => {
      await driver.put(
        'product-files',
        'k1',
        Readable.from([Buffer.from('olá '), Buffer.from('mundo')]),
        'text/plain',
      );
      const object = await driver.get('product-files', 'k1');
      expect(object?.size).toBe(Buffer.byteLength('olá mundo'));
      expect(await text(object?.body ?? Readable.from([]))).toBe('olá mundo');
    });

    it('keeps buckets apart', async () => {
      await driver.put('product-images', 'same', Readable.from([Buffer.from('image')]), 'image/png');
      await driver.put('product-files', 'same', Readable.from([Buffer.from('file')]), 'text/plain');
      expect(await text((await driver.get('product-images', 'same'))?.body ?? Readable.from([]))).toBe(
        'image',
      );
      expect(await text((await driver.get('product-files', 'same'))?.body ?? Readable.from([]))).toBe('file');
    });

    it('answers null for a missing key and deletes idempotently', async () => {
      expect(await driver.get('product-files', 'missing')).toBeNull();
      await driver.put('product-files', 'gone', Readable.from([Buffer.from('x')]), 'text/plain');
      await driver.delete('product-files', 'gone');
      await driver.delete('product-files', 'gone');
      expect(await driver.get('product-files', 'gone')).toBeNull();
    });

    it('leaves nothing readable when the body fails midway', async () => {
      const failing = new Readable({
        read() {
          this.push(Buffer.from('partial'));
          this.destroy(new Error('client went away'));
        },
      });
      await expect(driver.put('product-files', 'broken', failing, 'text/plain')).rejects.toThrow();
      expect(await driver.get('product-files', 'broken')).toBeNull();
    });
  });
}

storageSuite('local disk', () => new LocalDiskDriver(root));

describe('local disk keys', () => {
  it('refuses keys that could leave the storage folder', async () => {
    const driver = new LocalDiskDriver(root);
    await expect(driver.put('product-files', '../escape', Readable.from([Buffer.from('x')]))).rejects.toThrow(
      'invalid storage key',
    );
  });
});

// Runs against a real S3-compatible server (e.g. MinIO) when S3_ENDPOINT is set; none runs on this machine.
describe.runIf(Boolean(process.env.S3_ENDPOINT))('S3 (S3_ENDPOINT set)', () => {
  storageSuite(
    'S3-compatible',
    () =>
      new S3Driver({
        endpoint: process.env.S3_ENDPOINT ?? '',
        bucket: process.env.S3_BUCKET ?? 'afilia-test',
        region: process.env.S3_REGION ?? 'us-east-1',
        accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
        forcePathStyle: true,
      }),
  );
});
