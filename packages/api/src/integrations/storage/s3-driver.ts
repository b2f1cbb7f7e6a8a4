import { PassThrough, pipeline, type Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageBucket, StorageDriver, StoredObject } from './storage-driver';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing, as MinIO and most self-hosted S3 servers expect. */
  forcePathStyle: boolean;
}

/** An S3-compatible bucket; our two logical buckets are key prefixes inside it. Uploads stream in 5 MB parts. */
export class S3Driver implements StorageDriver {
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    });
  }

  async put(bucket: StorageBucket, key: string, body: Readable, contentType: string): Promise<void> {
    // lib-storage takes a body's `size` property for its byte length (and then fails a multipart upload whose
    // part count disagrees): a plain pass-through hides whatever properties the caller's stream carries.
    // pipeline forwards a failure of the body, which makes the upload fail and abort.
    let bodyError: unknown = null;
    const streamed = new PassThrough();
    pipeline(body, streamed, (error) => {
      if (error) bodyError = error;
    });
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.options.bucket,
        Key: `${bucket}/${key}`,
        Body: streamed,
        ContentType: contentType,
      },
      queueSize: 2,
      partSize: 5 * 1024 * 1024,
    });
    try {
      await upload.done();
    } catch (error) {
      // When aborting the multipart upload fails too, lib-storage throws that second error: the body's own
      // failure is the one worth reporting.
      throw bodyError ?? error;
    }
  }

  async get(bucket: StorageBucket, key: string): Promise<StoredObject | null> {
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: `${bucket}/${key}` }),
      );
      if (!result.Body) return null;
      return { body: result.Body as Readable, size: result.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(bucket: StorageBucket, key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: `${bucket}/${key}` }));
  }
}
