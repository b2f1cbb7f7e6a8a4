import type { Readable } from 'node:stream';
import type { STORAGE_BUCKETS } from '@afilia/db';

export type StorageBucket = (typeof STORAGE_BUCKETS)[number];

export interface StoredObject {
  body: Readable;
  size: number;
}

/** Where file bytes live: local disk or an S3-compatible bucket. Both pass the same test suite. */
export interface StorageDriver {
  /** Streams the body to the key; never buffers the whole file. Rejects if the body stream errors. */
  put(bucket: StorageBucket, key: string, body: Readable, contentType: string): Promise<void>;
  get(bucket: StorageBucket, key: string): Promise<StoredObject | null>;
  delete(bucket: StorageBucket, key: string): Promise<void>;
}
