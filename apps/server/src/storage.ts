import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LocalDiskDriver, S3Driver, type StorageDriver } from '@afilia/api/server';
import type { ServerConfig } from './config';

/** S3-compatible storage when S3_* is configured, otherwise the local disk under DATA_DIR/storage. */
export function createStorageDriver(config: ServerConfig): StorageDriver {
  if (config.s3) return new S3Driver(config.s3);
  return new LocalDiskDriver(path.resolve(config.dataDir, 'storage'));
}

/**
 * The HMAC secret for signed file URLs. Production must configure FILES_SIGNING_SECRET (every instance
 * shares it); locally one is generated once and kept in DATA_DIR.
 */
export function fileSigningSecret(config: ServerConfig): string {
  if (config.filesSigningSecret) return config.filesSigningSecret;
  if (config.production) throw new Error('FILES_SIGNING_SECRET is required in production');
  const file = path.resolve(config.dataDir, 'files-signing-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
