import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_KEY_FILE_NAME, devKeyFile, resolveEncryptionKeyRing } from './encryption-key';
import { SecretBox } from './secret-box';

/** Lets a test act just before the key file is linked into place (another process winning the race). */
const fsHooks = vi.hoisted(() => ({ beforeLink: null as ((target: string) => void) | null }));
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return {
    ...actual,
    linkSync: (existing: string, target: string) => {
      const hook = fsHooks.beforeLink;
      fsHooks.beforeLink = null;
      hook?.(target);
      actual.linkSync(existing, target);
    },
  };
});

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'afilia-key-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  vi.restoreAllMocks();
  fsHooks.beforeLink = null;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('resolveEncryptionKeyRing', () => {
  it('uses APP_ENCRYPTION_KEY and its previous keys, and writes nothing', () => {
    const dataDir = tempDir();
    const key = randomBytes(32).toString('base64');
    const old = randomBytes(32).toString('hex');
    const { ring, origin } = resolveEncryptionKeyRing({
      appEncryptionKey: key,
      previousKeys: old,
      production: true,
      dataDir,
    });
    expect(origin).toBe('env');
    expect(ring.current.key.equals(Buffer.from(key, 'base64'))).toBe(true);
    expect(ring.previous.map((entry) => entry.key.toString('hex'))).toEqual([old]);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses to start in production without a key, and says how to make one', () => {
    for (const appEncryptionKey of [undefined, '', '   ']) {
      expect(() =>
        resolveEncryptionKeyRing({ appEncryptionKey, production: true, dataDir: tempDir() }),
      ).toThrow(/APP_ENCRYPTION_KEY is required in production.*openssl rand -base64 32/s);
    }
  });

  it('generates a 0600 key file in DATA_DIR once, then reuses it', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = resolveEncryptionKeyRing({ production: false, dataDir });
    expect(first.origin).toBe('generated');
    const file = path.join(dataDir, DEV_KEY_FILE_NAME);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(first.ring.current.key)).toBe(
      true,
    );
    expect(readdirSync(dataDir)).toEqual([DEV_KEY_FILE_NAME]);

    const second = resolveEncryptionKeyRing({ production: false, dataDir });
    expect(second.origin).toBe('file');
    expect(second.ring.current.id).toBe(first.ring.current.id);
    const sealed = new SecretBox(first.ring).seal('sk_test_123', 'ctx');
    expect(new SecretBox(second.ring).open(sealed, 'ctx')).toBe('sk_test_123');
  });

  it('adds the previous keys to a file key too', () => {
    const dataDir = tempDir();
    const old = randomBytes(32).toString('base64');
    const { ring } = resolveEncryptionKeyRing({ production: false, dataDir, previousKeys: old });
    expect(ring.previous).toHaveLength(1);
  });

  it('defaults to ./.data under the working directory when there is no DATA_DIR', () => {
    const cwd = tempDir();
    vi.spyOn(process, 'cwd').mockReturnValue(cwd);
    expect(devKeyFile(null)).toBe(path.join(cwd, '.data', DEV_KEY_FILE_NAME));
    const { origin } = resolveEncryptionKeyRing({ production: false, dataDir: null });
    expect(origin).toBe('generated');
    expect(existsSync(path.join(cwd, '.data', DEV_KEY_FILE_NAME))).toBe(true);
  });

  it('stops on a damaged key file instead of replacing it, without showing its contents', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, DEV_KEY_FILE_NAME);
    const damaged = randomBytes(20).toString('base64');
    writeFileSync(file, damaged);
    let message = '';
    try {
      resolveEncryptionKeyRing({ production: false, dataDir });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(file);
    expect(message).not.toContain(damaged.slice(0, 12));
    expect(readFileSync(file, 'utf8')).toBe(damaged);
  });

  it('keeps the key of a process that created the file first, and its own temp file is gone', () => {
    const dataDir = tempDir();
    const theirs = randomBytes(32);
    fsHooks.beforeLink = (target) => writeFileSync(target, `${theirs.toString('base64')}\n`);
    const { ring, origin } = resolveEncryptionKeyRing({ production: false, dataDir });
    expect(origin).toBe('file');
    expect(ring.current.key.equals(theirs)).toBe(true);
    expect(readdirSync(dataDir)).toEqual([DEV_KEY_FILE_NAME]);
  });

  it('falls back to an exclusive copy on a filesystem without hard links', () => {
    const dataDir = tempDir();
    fsHooks.beforeLink = () => {
      throw Object.assign(new Error('operation not permitted'), { code: 'EPERM' });
    };
    const first = resolveEncryptionKeyRing({ production: false, dataDir });
    expect(first.origin).toBe('generated');
    const file = path.join(dataDir, DEV_KEY_FILE_NAME);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual([DEV_KEY_FILE_NAME]);
    expect(resolveEncryptionKeyRing({ production: false, dataDir }).ring.current.id).toBe(
      first.ring.current.id,
    );
  });
});
