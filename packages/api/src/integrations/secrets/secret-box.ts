import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../errors';

/** AES-256-GCM with a versioned key ring: new values are sealed with the current key; old keys still open. */
export interface SecretKeyRing {
  current: { id: string; key: Buffer };
  previous: { id: string; key: Buffer }[];
}

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID = /^[0-9a-f]{8}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const HEX_KEY = /^[0-9a-fA-F]{64}$/;
/** 32 bytes in base64 are 43 characters and one '='; the URL-safe alphabet is accepted too. */
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=$/;

const KEY_FORMAT_HELP =
  'must be 32 random bytes written as base64 (44 characters) or hex (64 characters); ' +
  'generate one with `openssl rand -base64 32`';

/** The id a sealed value carries: enough to pick the key, useless for guessing it. */
function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** Never echoes the value: it is a secret, and start-up errors end up in logs. */
function decodeKey(text: string, label: string): Buffer {
  const value = text.trim();
  const key = HEX_KEY.test(value)
    ? Buffer.from(value, 'hex')
    : BASE64_KEY.test(value)
      ? Buffer.from(value, 'base64')
      : null;
  if (key?.length !== KEY_BYTES) {
    throw new Error(
      `${label} ${KEY_FORMAT_HELP} (the value given has ${value.length} characters; not shown)`,
    );
  }
  return key;
}

/**
 * The key ring from APP_ENCRYPTION_KEY and the comma-separated APP_ENCRYPTION_PREVIOUS_KEYS. A previous key
 * equal to the current one is dropped, so a rotation half-done (old key listed twice) is harmless.
 */
export function parseKeyRing(currentKey: string, previousKeys?: string): SecretKeyRing {
  const key = decodeKey(currentKey, 'APP_ENCRYPTION_KEY');
  const current = { id: keyIdOf(key), key };
  const previous: SecretKeyRing['previous'] = [];
  const entries = (previousKeys ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  entries.forEach((entry, index) => {
    const oldKey = decodeKey(entry, `APP_ENCRYPTION_PREVIOUS_KEYS (entry ${index + 1})`);
    if (oldKey.equals(current.key) || previous.some((p) => p.key.equals(oldKey))) return;
    previous.push({ id: keyIdOf(oldKey), key: oldKey });
  });
  const ids = new Set([current.id, ...previous.map((p) => p.id)]);
  if (ids.size !== previous.length + 1) {
    throw new Error('Two different encryption keys share a key id; generate a new APP_ENCRYPTION_KEY');
  }
  return { current, previous };
}

interface SealedParts {
  keyId: string;
  iv: Buffer;
  ciphertext: Buffer;
  tag: Buffer;
}

/** Strict base64url: Node's decoder skips characters it does not know, which would hide tampering. */
function decodeBase64Url(text: string): Buffer | null {
  if (!BASE64URL.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

function parseSealed(sealed: string): SealedParts | null {
  const parts = sealed.split('.');
  if (parts.length !== 4) return null;
  const [version, keyId = '', ivText = '', payloadText = ''] = parts;
  if (version !== VERSION || !KEY_ID.test(keyId)) return null;
  const iv = decodeBase64Url(ivText);
  const payload = decodeBase64Url(payloadText);
  if (iv?.length !== IV_BYTES || !payload || payload.length < TAG_BYTES) return null;
  return {
    keyId,
    iv,
    ciphertext: payload.subarray(0, payload.length - TAG_BYTES),
    tag: payload.subarray(payload.length - TAG_BYTES),
  };
}

/** The reason goes in `cause` (for the log: which key id is missing); the caller only sees the code. */
function unreadable(reason: string): AppError {
  return new AppError('errors.payments.secretUnreadable', { cause: new Error(reason) });
}

/**
 * Seals secrets as `v1.<keyId>.<iv>.<ciphertext+tag>` (base64url). The `context` (e.g.
 * `payment_connections:<userId>:asaas`) is authenticated but not stored, so a value copied to another row or
 * user does not open.
 */
export class SecretBox {
  // True private fields: a logged or serialised SecretBox must not carry its keys along.
  readonly #current: { id: string; key: Buffer };
  readonly #keys: ReadonlyMap<string, Buffer>;
  readonly #previousIds: ReadonlySet<string>;

  constructor(ring: SecretKeyRing) {
    const all = [ring.current, ...ring.previous];
    for (const entry of all) {
      if (entry.key.length !== KEY_BYTES || !KEY_ID.test(entry.id)) {
        throw new Error(`SecretBox: every key must be ${KEY_BYTES} bytes with an 8-hex-digit id`);
      }
    }
    this.#current = ring.current;
    this.#keys = new Map([...ring.previous, ring.current].map((entry) => [entry.id, entry.key]));
    this.#previousIds = new Set(
      ring.previous.map((entry) => entry.id).filter((id) => id !== ring.current.id),
    );
  }

  seal(plaintext: string, context: string): string {
    if (context === '') throw new TypeError('SecretBox.seal: a context is required');
    const bytes = Buffer.from(plaintext, 'utf8');
    // A lone surrogate would be stored as U+FFFD and open as a different string.
    if (bytes.toString('utf8') !== plaintext)
      throw new TypeError('SecretBox.seal: plaintext is not valid UTF-16');
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.#current.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(bytes), cipher.final(), cipher.getAuthTag()]);
    return [VERSION, this.#current.id, iv.toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  open(sealed: string, context: string): string {
    const parts = parseSealed(sealed);
    if (!parts) throw unreadable('malformed sealed value');
    const key = this.#keys.get(parts.keyId);
    if (!key) throw unreadable(`sealed with key ${parts.keyId}, which is not configured`);
    try {
      const decipher = createDecipheriv(ALGORITHM, key, parts.iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(parts.tag);
      return Buffer.concat([decipher.update(parts.ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw unreadable(`authentication failed with key ${parts.keyId} (tampered, or another context)`);
    }
  }

  /** Reads only the header (no authentication): whether the value names one of the previous keys. */
  needsReseal(sealed: string): boolean {
    const parts = parseSealed(sealed);
    return parts !== null && this.#previousIds.has(parts.keyId);
  }
}

/**
 * The last four characters (code points) for display. A secret shorter than eight gives '' so that no more
 * than half of it is ever shown.
 */
export function lastFour(secret: string): string {
  const chars = Array.from(secret);
  return chars.length < 8 ? '' : chars.slice(-4).join('');
}
