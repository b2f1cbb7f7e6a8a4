import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  copyFileSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { parseKeyRing, type SecretKeyRing } from './secret-box';

export interface EncryptionKeySource {
  appEncryptionKey?: string;
  previousKeys?: string;
  production: boolean;
  /** DATA_DIR; null falls back to `./.data` under the working directory, DATA_DIR's own default. */
  dataDir: string | null;
}

export const DEV_KEY_FILE_NAME = 'encryption.key';
const DEFAULT_DATA_DIR = '.data';

/** Where the generated development key lives for this DATA_DIR. */
export function devKeyFile(dataDir: string | null): string {
  return path.resolve(dataDir ?? DEFAULT_DATA_DIR, DEV_KEY_FILE_NAME);
}

/**
 * APP_ENCRYPTION_KEY when set; required in production. Locally a key is generated once into
 * `<DATA_DIR>/encryption.key` and reused, so sealed secrets survive restarts.
 */
export function resolveEncryptionKeyRing(source: EncryptionKeySource): {
  ring: SecretKeyRing;
  origin: 'env' | 'generated' | 'file';
} {
  const configured = source.appEncryptionKey?.trim();
  if (configured) return { ring: parseKeyRing(configured, source.previousKeys), origin: 'env' };
  if (source.production) {
    throw new Error(
      'APP_ENCRYPTION_KEY is required in production: it encrypts the payment platforms’ API keys and webhook ' +
        'secrets stored in the database. Generate one with `openssl rand -base64 32`, keep it in your secret ' +
        'store, and set the same value on every instance (see docs/operations/encryption-keys.md).',
    );
  }
  const file = devKeyFile(source.dataDir);
  const existing = readKeyFile(file);
  if (existing !== null) return { ring: ringFromFile(existing, file, source.previousKeys), origin: 'file' };
  const generated = randomBytes(32).toString('base64');
  const winner = createKeyFile(file, generated);
  return {
    ring: ringFromFile(winner, file, source.previousKeys),
    origin: winner === generated ? 'generated' : 'file',
  };
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

function readKeyFile(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    throw error;
  }
}

function ringFromFile(contents: string, file: string, previousKeys: string | undefined): SecretKeyRing {
  try {
    return parseKeyRing(contents, previousKeys);
  } catch (error) {
    throw new Error(
      `${file} does not hold a valid encryption key. Secrets sealed with the key it held cannot be read ` +
        'without it; delete the file only if you accept losing them (a new key is then generated).',
      { cause: error },
    );
  }
}

/**
 * Writes the key to a temporary file (0600, flushed), then links it into place. Unlike rename, link never
 * replaces an existing file: when another process got there first its key wins and is returned, so two
 * instances starting together cannot end up with different keys.
 */
function createKeyFile(file: string, key: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeSync(fd, `${key}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (publish(temp, file)) return key;
    const theirs = readKeyFile(file);
    if (theirs === null)
      throw new Error(`${file} appeared and vanished while the encryption key was created`);
    return theirs;
  } finally {
    rmSync(temp, { force: true });
  }
}

/** Puts the finished temporary file in place; false when a key file was already there. */
function publish(temp: string, file: string): boolean {
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false;
    if (!['EPERM', 'ENOTSUP', 'ENOSYS', 'EXDEV'].some((code) => isErrno(error, code))) throw error;
  }
  // A filesystem without hard links: an exclusive copy still never replaces another process's key.
  try {
    copyFileSync(temp, file, constants.COPYFILE_EXCL);
    return true;
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false;
    throw error;
  }
}
