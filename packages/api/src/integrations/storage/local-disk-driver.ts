import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageBucket, StorageDriver, StoredObject } from './storage-driver';

const SAFE_KEY = /^[A-Za-z0-9._-]+$/;

/** Files under `<root>/<bucket>/<key>`; written to a temporary name first, so readers never see half a file. */
export class LocalDiskDriver implements StorageDriver {
  constructor(private readonly root: string) {}

  private pathOf(bucket: StorageBucket, key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error('invalid storage key');
    return path.join(this.root, bucket, key);
  }

  async put(bucket: StorageBucket, key: string, body: Readable): Promise<void> {
    const target = this.pathOf(bucket, key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    try {
      await pipeline(body, createWriteStream(partial));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(bucket: StorageBucket, key: string): Promise<StoredObject | null> {
    const file = this.pathOf(bucket, key);
    try {
      const info = await stat(file);
      return { body: createReadStream(file), size: info.size };
    } catch {
      return null;
    }
  }

  async delete(bucket: StorageBucket, key: string): Promise<void> {
    await rm(this.pathOf(bucket, key), { force: true });
  }
}
