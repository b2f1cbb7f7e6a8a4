import { Readable } from 'node:stream';
import type { StorageBucket, StorageDriver } from '@afilia/api/server';

/** A storage driver that keeps objects in memory, so tests can see what was written and deleted. */
export class MemoryStorageDriver implements StorageDriver {
  readonly objects = new Map<string, Buffer>();
  /** `bucket/key` of every put, in order, even those that failed or were deleted later. */
  readonly putKeys: string[] = [];
  /** Bytes every put has read, including those of refused uploads. */
  bytesRead = 0;
  /** Awaited by `put` after the body was read, before it resolves: lets a test hold uploads mid-way. */
  beforeStored: () => Promise<void> = async () => {};

  async put(bucket: StorageBucket, key: string, body: Readable) {
    this.putKeys.push(`${bucket}/${key}`);
    const chunks: Buffer[] = [];
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      this.bytesRead += (chunk as Buffer).length;
    }
    this.objects.set(`${bucket}/${key}`, Buffer.concat(chunks));
    await this.beforeStored();
  }

  async get(bucket: StorageBucket, key: string) {
    const bytes = this.objects.get(`${bucket}/${key}`);
    return bytes ? { body: Readable.from([bytes]), size: bytes.length } : null;
  }

  async delete(bucket: StorageBucket, key: string) {
    this.objects.delete(`${bucket}/${key}`);
  }

  has(bucket: StorageBucket, key: string) {
    return this.objects.has(`${bucket}/${key}`);
  }
}
