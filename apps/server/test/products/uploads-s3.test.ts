import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { deleteOrphanFiles } from '@afilia/api/server';
import { eq, storedFiles } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectOk, TEST_ORIGIN, type TestApp } from '../support/harness';
import { type LocalS3, startLocalS3 } from '../support/local-s3';
import { seedActors } from '../support/seed-actors';

const MB = 1024 * 1024;
const PNG_HEAD = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** Deterministic bytes: chunk i of 64 KiB filled with i mod 251, after an optional head. */
function fileBytes(size: number, head: Buffer = Buffer.alloc(0)): Buffer[] {
  const parts: Buffer[] = [head];
  let left = size - head.length;
  for (let i = 0; left > 0; i++) {
    const n = Math.min(64 * 1024, left);
    parts.push(Buffer.alloc(n, i % 251));
    left -= n;
  }
  return parts;
}

function sha256(parts: Buffer[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

let s3: LocalS3;
let t: TestApp;
let base = '';
let cookie = '';

async function upload(bucket: string, filename: string, contentType: string, parts: Buffer[]) {
  const boundary = `----afilia${Date.now()}`;
  const body = Readable.from(
    (function* () {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      );
      yield* parts;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    })(),
  );
  const response = await fetch(`${base}/api/uploads/${bucket}`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie, origin: TEST_ORIGIN },
    body: Readable.toWeb(body) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, json: (await response.json()) as { key: string; path: string } };
}

beforeAll(async () => {
  s3 = await startLocalS3('afilia-uploads');
  t = await createTestApp({ ...s3.env });
  cookie = (await seedActors(t)).cookies.producer;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('uploads with the S3 driver', () => {
  it('stores a public image in the S3 bucket and serves it back byte for byte', async () => {
    const parts = fileBytes(300 * 1024, PNG_HEAD);
    const stored = await upload('product-images', 'capa.png', 'image/png', parts);
    expect(stored.status).toBe(201);
    expect(await s3.keys()).toContain(`product-images/${stored.json.key}`);
    const served = await fetch(`${base}${stored.json.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(sha256([Buffer.from(await served.arrayBuffer())])).toBe(sha256(parts));
  });

  it('streams a private file of several parts to S3 and downloads it through a signed link', async () => {
    const parts = fileBytes(12 * MB + 123, Buffer.from('%PDF-1.7'));
    const stored = await upload('product-files', 'Curso completo.pdf', 'application/pdf', parts);
    expect(stored.status).toBe(201);
    expect(await s3.keys()).toContain(`product-files/${stored.json.key}`);
    expect((await fetch(`${base}/files/product-files/${stored.json.key}`)).status).toBe(403);

    const signed = await t.call(
      'files.signedUrl',
      { bucket: 'product-files', key: stored.json.key },
      { cookie },
    );
    // A browser's Accept-Encoding: stored files still go out as they are, with their length.
    const download = await fetch(`${base}${expectOk(signed).url}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(download.headers.get('content-encoding')).toBeNull();
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(12 * MB + 123));
    expect(sha256([Buffer.from(await download.arrayBuffer())])).toBe(sha256(parts));
  });

  it('leaves no object in S3 when an upload is refused midway, and the clean-up deletes orphans from S3', async () => {
    const before = await s3.keys();
    const refused = await upload('product-images', 'falso.png', 'image/png', fileBytes(64 * 1024));
    expect(refused.status).toBe(415);
    expect(await s3.keys()).toEqual(before);

    const orphan = await upload('product-files', 'sobra.pdf', 'application/pdf', fileBytes(2048));
    const dayAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await t.db.update(storedFiles).set({ createdAt: dayAgo }).where(eq(storedFiles.key, orphan.json.key));
    const report = await deleteOrphanFiles(t.db, t.storage);
    expect(report.deleted).toBeGreaterThanOrEqual(1);
    expect(await s3.keys()).not.toContain(`product-files/${orphan.json.key}`);
  });
});
