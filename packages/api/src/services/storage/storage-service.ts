import { randomUUID } from 'node:crypto';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { and, type Database, type DbOrTx, eq, or, products, sql, storedFiles } from '@afilia/db';
import { AppError } from '../../errors';
import { sanitizeFileName } from '../../integrations/storage/file-name';
import { detectImageType, MAGIC_BYTES_NEEDED } from '../../integrations/storage/magic-bytes';
import { signFileUrl, verifyFileSignature } from '../../integrations/storage/signed-url';
import type { StorageBucket, StorageDriver } from '../../integrations/storage/storage-driver';
import { assertStorageRoom, storageAllowance, storageQuotaExceeded } from './storage-quota';

const MB = 1024 * 1024;

/** The storage buckets: public images checked by magic bytes, private files behind signed URLs. */
export const BUCKET_RULES: Record<
  StorageBucket,
  { maxBytes: number; imagesOnly: boolean; isPublic: boolean }
> = {
  'product-images': { maxBytes: 100 * MB, imagesOnly: true, isPublic: true },
  'product-files': { maxBytes: 300 * MB, imagesOnly: false, isPublic: false },
};

export interface StorageLogger {
  error(obj: object, msg: string): void;
}

/**
 * Counts bytes against a limit (the bucket's, or the owner's remaining quota when smaller) and, for images,
 * checks the magic bytes before anything is stored.
 */
class InspectingStream extends Transform {
  size = 0;
  detectedType: string | null = null;
  private head = Buffer.alloc(0);
  private checked = false;

  constructor(
    private readonly maxBytes: number,
    private readonly imagesOnly: boolean,
    private readonly tooLarge: () => AppError,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(this.tooLarge());
    if (!this.checked) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, MAGIC_BYTES_NEEDED)]);
      if (this.head.length >= MAGIC_BYTES_NEEDED) {
        const error = this.check();
        if (error) return callback(error);
      }
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback) {
    if (this.size === 0) return callback(new AppError('errors.storage.noFile'));
    callback(this.checked ? null : this.check());
  }

  private check(): AppError | null {
    this.checked = true;
    this.detectedType = detectImageType(this.head);
    return this.imagesOnly && !this.detectedType ? new AppError('errors.storage.unsupportedType') : null;
  }
}

export interface UploadRequest {
  bucket: StorageBucket;
  ownerId: string;
  body: Readable;
  originalName: string | undefined;
  declaredType: string | undefined;
}

export class StorageService {
  constructor(
    private readonly driver: StorageDriver,
    private readonly signingSecret: string,
    private readonly logger: StorageLogger,
  ) {}

  /**
   * Streams an upload to the driver under a server-generated key and records it. The stream stops at the
   * bucket's limit or the owner's remaining storage quota, whichever is smaller, whatever size was declared;
   * the quota is checked again, under a per-owner lock, when the file is recorded.
   */
  async upload(db: Database, request: UploadRequest) {
    const rules = BUCKET_RULES[request.bucket];
    const key = randomUUID();
    const allowance = await storageAllowance(db, request.ownerId);
    const quotaIsTighter = allowance.remainingBytes < rules.maxBytes;
    const inspector = new InspectingStream(
      Math.min(rules.maxBytes, allowance.remainingBytes),
      rules.imagesOnly,
      quotaIsTighter
        ? () => storageQuotaExceeded(allowance.quotaBytes)
        : () => new AppError('errors.storage.fileTooLarge'),
    );
    const fallbackType = rules.imagesOnly
      ? 'application/octet-stream'
      : (request.declaredType ?? 'application/octet-stream');
    request.body.on('error', (error) => inspector.destroy(error));
    // Data may reach the inspector before the driver attaches its own pipeline (it may await first).
    inspector.on('error', () => {});
    try {
      await this.driver.put(
        request.bucket,
        key,
        request.body.pipe(inspector),
        rules.imagesOnly ? 'image/*' : fallbackType,
      );
      if (inspector.errored) throw inspector.errored;
    } catch (error) {
      await this.driver.delete(request.bucket, key).catch(() => {});
      throw inspector.errored instanceof AppError ? inspector.errored : error;
    }
    const mime = inspector.detectedType ?? sanitizeMime(fallbackType);
    const originalName = sanitizeFileName(request.originalName);
    try {
      await db.transaction(async (tx) => {
        await assertStorageRoom(tx, request.ownerId, inspector.size);
        await tx.insert(storedFiles).values({
          bucket: request.bucket,
          key,
          ownerId: request.ownerId,
          size: inspector.size,
          mime,
          originalName,
        });
      });
    } catch (error) {
      await this.driver.delete(request.bucket, key).catch(() => {});
      throw error;
    }
    return {
      bucket: request.bucket,
      key,
      path: `/files/${request.bucket}/${key}`,
      size: inspector.size,
      mime,
      originalName,
    };
  }

  async open(db: DbOrTx, bucket: StorageBucket, key: string) {
    const [file] = await db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.bucket, bucket), eq(storedFiles.key, key)));
    if (!file) return null;
    const object = await this.driver.get(bucket, key);
    return object ? { ...object, file } : null;
  }

  async findFile(db: DbOrTx, bucket: StorageBucket, key: string) {
    const [file] = await db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.bucket, bucket), eq(storedFiles.key, key)));
    return file ?? null;
  }

  signedUrl(bucket: StorageBucket, key: string, now = new Date(), ttlMs?: number) {
    return signFileUrl(this.signingSecret, bucket, key, now, ttlMs);
  }

  verifySignedUrl(
    bucket: StorageBucket,
    key: string,
    expires: string | undefined,
    signature: string | undefined,
    now = new Date(),
  ) {
    return verifyFileSignature(this.signingSecret, bucket, key, expires, signature, now);
  }

  /**
   * Forgets the owner's uploaded files among `paths` that no other product references (in the caller's
   * transaction) and returns them, so the caller removes the bytes after the commit.
   */
  async forgetUnreferenced(tx: DbOrTx, ownerId: string, paths: string[]) {
    const removed: { bucket: StorageBucket; key: string }[] = [];
    for (const path of new Set(paths)) {
      const match = /^\/files\/(product-images|product-files)\/([A-Za-z0-9._-]+)$/.exec(path);
      if (!match) continue;
      const bucket = match[1] as StorageBucket;
      const key = match[2] as string;
      const [stillUsed] = await tx
        .select({ id: products.id })
        .from(products)
        .where(
          or(
            sql`${products.imageLinks} @> ${JSON.stringify([path])}::jsonb`,
            sql`${products.downloadLinks} @> ${JSON.stringify([{ url: path }])}::jsonb`,
          ),
        )
        .limit(1);
      if (stillUsed) continue;
      const deleted = await tx
        .delete(storedFiles)
        .where(
          and(eq(storedFiles.bucket, bucket), eq(storedFiles.key, key), eq(storedFiles.ownerId, ownerId)),
        )
        .returning({ key: storedFiles.key });
      if (deleted.length > 0) removed.push({ bucket, key });
    }
    return removed;
  }

  /** Deletes bytes after the database no longer points at them; a failure only leaves an orphan, so it is logged. */
  async removeObjects(objects: { bucket: StorageBucket; key: string }[]) {
    for (const object of objects) {
      await this.driver.delete(object.bucket, object.key).catch((error: unknown) => {
        this.logger.error({ err: error, ...object }, 'could not delete stored object');
      });
    }
  }
}

function sanitizeMime(value: string): string {
  return /^[\w.+-]+\/[\w.+-]+$/.test(value) ? value : 'application/octet-stream';
}
