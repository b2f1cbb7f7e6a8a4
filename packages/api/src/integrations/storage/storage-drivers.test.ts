import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { text } from 'node:stream/consumers';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskDriver } from './local-disk-driver';
import { S3Driver } from './s3-driver';
import type { StorageDriver } from './storage-driver';

const root = mkdtempSync(path.join(tmpdir(), 'afilia-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The same contract for every driver. */
function storageSuite(name: string, makeDriver: () => StorageDriver) {
  describe(`${name} storage driver`, () => {
    // Made in beforeAll: the S3 driver needs the port of the server its suite starts.
    let driver: StorageDriver;
    beforeAll(() => {
      driver = makeDriver();
    });

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

describe('S3-compatible storage (a local s3rver)', () => {
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'afilia-s3rver-'));
  const bucket = 'afilia-test';
  // s3rver checks request signatures against its one built-in key pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true });
  let endpoint = '';

  beforeAll(async () => {
    const address = await s3rver.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    await rawClient().send(new CreateBucketCommand({ Bucket: bucket }));
  });
  afterAll(async () => {
    // The SDK clients keep their connections alive; close() would wait for them.
    s3rver.httpServer.closeAllConnections();
    await s3rver.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  function rawClient() {
    return new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  }
  function s3Driver() {
    return new S3Driver({ endpoint, bucket, region: 'us-east-1', forcePathStyle: true, ...credentials });
  }
  async function objectKeys(): Promise<string[]> {
    const listed = await rawClient().send(new ListObjectsV2Command({ Bucket: bucket }));
    return (listed.Contents ?? []).map((o) => o.Key ?? '');
  }

  storageSuite('S3-compatible', s3Driver);

  it('stores each logical bucket under its own key prefix in the one S3 bucket', async () => {
    await s3Driver().put('product-images', 'prefixed', Readable.from([Buffer.from('x')]), 'image/png');
    expect(await objectKeys()).toContain('product-images/prefixed');
  });

  it('streams a file larger than one part as a multipart upload, byte for byte', async () => {
    // 12 MiB in 64 KiB chunks: three 5 MiB parts, never one buffer of the whole file.
    const chunk = (i: number) => Buffer.alloc(64 * 1024, i % 251);
    const chunks = 12 * 16;
    const expected = createHash('sha256');
    for (let i = 0; i < chunks; i++) expected.update(chunk(i));
    async function* body() {
      for (let i = 0; i < chunks; i++) yield chunk(i);
    }
    await s3Driver().put('product-files', 'large', Readable.from(body()), 'application/octet-stream');
    const object = await s3Driver().get('product-files', 'large');
    expect(object?.size).toBe(chunks * 64 * 1024);
    const actual = createHash('sha256');
    for await (const piece of object?.body ?? Readable.from([])) actual.update(piece as Buffer);
    expect(actual.digest('hex')).toBe(expected.digest('hex'));
  });

  it('ignores a size property on the body stream (a counting transform) in a multipart upload', async () => {
    // Like the upload route's inspecting transform: `size` counts bytes seen so far and starts at 0.
    class Counting extends Transform {
      size = 0;
      override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
        this.size += chunk.length;
        callback(null, chunk);
      }
    }
    async function* body() {
      for (let i = 0; i < 7 * 16; i++) yield Buffer.alloc(64 * 1024, i % 251);
    }
    const counting = new Counting();
    await s3Driver().put('product-files', 'counted', Readable.from(body()).pipe(counting), 'text/plain');
    expect(counting.size).toBe(7 * 1024 * 1024);
    expect((await s3Driver().get('product-files', 'counted'))?.size).toBe(7 * 1024 * 1024);
  });

  it('leaves no object when a multipart upload fails after its first part', async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent >= 6 * 1024 * 1024) return this.destroy(new Error('client went away'));
        sent += 1024 * 1024;
        this.push(Buffer.alloc(1024 * 1024, 1));
      },
    });
    // The body's own failure, not a follow-up error of aborting the multipart upload (s3rver cannot abort).
    await expect(s3Driver().put('product-files', 'broken-large', failing, 'text/plain')).rejects.toThrow(
      'client went away',
    );
    expect(await s3Driver().get('product-files', 'broken-large')).toBeNull();
    expect(await objectKeys()).not.toContain('product-files/broken-large');
  });

  it('throws on an unknown access key instead of answering as if the object were missing', async () => {
    const wrong = new S3Driver({
      endpoint,
      bucket,
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'UNKNOWN',
      secretAccessKey: 'S3RVER',
    });
    await expect(wrong.get('product-files', 'k1')).rejects.toThrow();
  });
});
