/// <reference path="../../../../packages/api/src/integrations/storage/s3rver.d.ts" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver checks request signatures against its one built-in key pair. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the server at this store. */
  env: Record<string, string>;
  /** Every object key in the bucket. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) on an ephemeral port, storing under a fresh temporary folder, with
 * one bucket created: the storage tests and the scale test run against it instead of needing a real S3.
 */
export async function startLocalS3(bucket = 'afilia'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'afilia-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      // s3rver answers unsigned requests; a listing page holds up to 1000 keys.
      const keys: string[] = [];
      let after = '';
      for (;;) {
        const query = new URLSearchParams({ 'list-type': '2', 'max-keys': '1000', 'start-after': after });
        const xml = await (await fetch(`${endpoint}/${bucket}?${query}`)).text();
        const page = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => decodeXml(m[1] ?? ''));
        keys.push(...page);
        if (!xml.includes('<IsTruncated>true</IsTruncated>') || page.length === 0) return keys;
        after = page[page.length - 1] ?? '';
      }
    },
    async close() {
      // S3 clients keep their connections alive; close() would wait for them.
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function decodeXml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
