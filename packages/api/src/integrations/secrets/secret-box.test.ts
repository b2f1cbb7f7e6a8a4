import { createHash, randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { lastFour, parseKeyRing, SecretBox } from './secret-box';

const newKey = () => randomBytes(32).toString('base64');
const CONTEXT = 'payment_connections:7f1c2d3e-0000-4000-8000-000000000001:asaas';
const SECRET = '$aact_prod_000MzkwODA2MWY2OGM3MWRlMDU2NWM3MzJlNzZmNGZhZGY6OmU4ZjRiNjM3';

function expectUnreadable(open: () => string) {
  let thrown: unknown;
  try {
    open();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(AppError);
  expect((thrown as AppError).code).toBe('errors.payments.secretUnreadable');
}

/** Flips one bit of the byte at `index` of a base64url segment, keeping the encoding canonical. */
function flipByte(segment: string, index: number): string {
  const bytes = Buffer.from(segment, 'base64url');
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString('base64url');
}

describe('SecretBox', () => {
  const box = new SecretBox(parseKeyRing(newKey()));

  it('seals into v1.<keyId>.<iv>.<payload> without the plaintext, and opens it again', () => {
    const sealed = box.seal(SECRET, CONTEXT);
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(sealed).not.toContain(SECRET.slice(10, 30));
    expect(sealed).not.toContain(Buffer.from(SECRET).toString('base64url').slice(4, 24));
    expect(box.open(sealed, CONTEXT)).toBe(SECRET);
  });

  it('uses a fresh IV every time', () => {
    const first = box.seal(SECRET, CONTEXT);
    const second = box.seal(SECRET, CONTEXT);
    expect(first).not.toBe(second);
    expect(first.split('.')[2]).not.toBe(second.split('.')[2]);
  });

  it('seals and opens the empty string', () => {
    expect(box.open(box.seal('', CONTEXT), CONTEXT)).toBe('');
  });

  it('opens what it sealed for any unicode string and context', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
        (plaintext, context) => box.open(box.seal(plaintext, context), context) === plaintext,
      ),
      { numRuns: 50 },
    );
    // Each seal derives its key, which a busy CI machine makes slow.
  }, 90_000);

  it('shows no key when logged or serialised', () => {
    const key = randomBytes(32);
    const logged = new SecretBox(parseKeyRing(key.toString('hex')));
    expect(JSON.stringify(logged)).toBe('{}');
    const printed = inspect(logged, { depth: 5, showHidden: true });
    for (const encoding of ['hex', 'base64'] as const) expect(printed).not.toContain(key.toString(encoding));
    expect(printed).not.toMatch(/Buffer|<Buffer/);
  });

  it('refuses to seal without a context or a lone surrogate (it would not open as the same string)', () => {
    expect(() => box.seal(SECRET, '')).toThrow(TypeError);
    expect(() => box.seal('abc\uD800def', CONTEXT)).toThrow(TypeError);
  });

  describe('fails closed', () => {
    const sealed = box.seal(SECRET, CONTEXT);
    const [version = '', keyId = '', iv = '', payload = ''] = sealed.split('.');

    it('with another key', () => {
      const other = new SecretBox(parseKeyRing(newKey()));
      expectUnreadable(() => other.open(sealed, CONTEXT));
      // Even when the other key's id is forged into the header.
      const otherId = other.seal('x', CONTEXT).split('.')[1];
      expectUnreadable(() => other.open([version, otherId, iv, payload].join('.'), CONTEXT));
    });

    it('with an unknown key id', () => {
      expectUnreadable(() => box.open([version, '00000000', iv, payload].join('.'), CONTEXT));
    });

    it('in another context (another user, another platform)', () => {
      expectUnreadable(() => box.open(sealed, CONTEXT.replace('0001', '0002')));
      expectUnreadable(() => box.open(sealed, CONTEXT.replace('asaas', 'stripe')));
      expectUnreadable(() => box.open(sealed, ''));
    });

    it('with any byte of the IV, ciphertext or tag flipped', () => {
      const payloadBytes = Buffer.from(payload, 'base64url').length;
      for (let i = 0; i < 12; i++) {
        expectUnreadable(() => box.open([version, keyId, flipByte(iv, i), payload].join('.'), CONTEXT));
      }
      for (let i = 0; i < payloadBytes; i++) {
        expectUnreadable(() => box.open([version, keyId, iv, flipByte(payload, i)].join('.'), CONTEXT));
      }
    });

    it('with truncated or malformed input', () => {
      const attempts = [
        '',
        'v1',
        sealed.slice(0, -1),
        sealed.slice(0, -4),
        sealed.slice(0, sealed.lastIndexOf('.')),
        [version, keyId, iv, payload.slice(0, 21)].join('.'),
        [version, keyId, iv.slice(0, -2), payload].join('.'),
        [version, keyId, iv, payload, 'extra'].join('.'),
        ['v2', keyId, iv, payload].join('.'),
        [version, keyId.toUpperCase(), iv, payload].join('.'),
        [version, keyId, iv, `${payload}=`].join('.'),
        [version, keyId, iv, `${payload.slice(0, 10)}+${payload.slice(11)}`].join('.'),
        SECRET,
      ];
      for (const attempt of attempts) expectUnreadable(() => box.open(attempt, CONTEXT));
    });

    it('says in the cause which key id is missing, never the secret', () => {
      try {
        new SecretBox(parseKeyRing(newKey())).open(sealed, CONTEXT);
        expect.unreachable();
      } catch (error) {
        const cause = (error as AppError).cause as Error;
        expect(cause.message).toContain(keyId);
        expect(cause.message).not.toContain(SECRET);
      }
    });
  });

  describe('rotation', () => {
    const oldKey = newKey();
    const newerKey = newKey();
    const oldBox = new SecretBox(parseKeyRing(oldKey));
    const rotated = new SecretBox(parseKeyRing(newerKey, ` ${newKey()}, ${oldKey} ,`));

    it('opens values sealed with a previous key and flags them for resealing', () => {
      const sealedOld = oldBox.seal(SECRET, CONTEXT);
      expect(rotated.open(sealedOld, CONTEXT)).toBe(SECRET);
      expect(rotated.needsReseal(sealedOld)).toBe(true);
    });

    it('seals with the current key only', () => {
      const sealedNew = rotated.seal(SECRET, CONTEXT);
      expect(rotated.needsReseal(sealedNew)).toBe(false);
      expect(new SecretBox(parseKeyRing(newerKey)).open(sealedNew, CONTEXT)).toBe(SECRET);
      expectUnreadable(() => oldBox.open(sealedNew, CONTEXT));
    });

    it('does not flag malformed values or unknown keys (open reports those)', () => {
      expect(rotated.needsReseal('garbage')).toBe(false);
      expect(rotated.needsReseal(new SecretBox(parseKeyRing(newKey())).seal('x', CONTEXT))).toBe(false);
    });

    it('is unreadable once the old key is dropped', () => {
      const sealedOld = oldBox.seal(SECRET, CONTEXT);
      expectUnreadable(() => new SecretBox(parseKeyRing(newerKey)).open(sealedOld, CONTEXT));
    });
  });
});

describe('parseKeyRing', () => {
  it('accepts 32 bytes as base64, base64url or hex, with the key id from sha256', () => {
    const bytes = randomBytes(32);
    const id = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
    for (const text of [
      bytes.toString('base64'),
      `${bytes.toString('base64url')}=`,
      bytes.toString('hex'),
      bytes.toString('hex').toUpperCase(),
      `  ${bytes.toString('base64')}\n`,
    ]) {
      const ring = parseKeyRing(text);
      expect(ring.current.id).toBe(id);
      expect(ring.current.key.equals(bytes)).toBe(true);
      expect(ring.previous).toEqual([]);
    }
  });

  it('rejects short, long and non-key values without echoing them', () => {
    const attempts = [
      randomBytes(16).toString('base64'),
      randomBytes(31).toString('hex'),
      randomBytes(33).toString('base64'),
      randomBytes(32).toString('base64').replace('=', ''),
      'correct-horse-battery-staple-correct-horse-',
      '',
    ];
    for (const attempt of attempts) {
      let message = '';
      try {
        parseKeyRing(attempt);
      } catch (error) {
        expect(error).not.toBeInstanceOf(AppError);
        message = (error as Error).message;
      }
      expect(message).toContain('APP_ENCRYPTION_KEY');
      expect(message).toContain('openssl rand -base64 32');
      if (attempt.length > 0) expect(message).not.toContain(attempt.slice(0, 12));
    }
  });

  it('names the bad previous key by position, not by value', () => {
    const bad = randomBytes(20).toString('hex');
    expect(() => parseKeyRing(newKey(), `${newKey()},${bad}`)).toThrow(/PREVIOUS_KEYS \(entry 2\)/);
    try {
      parseKeyRing(newKey(), bad);
    } catch (error) {
      expect((error as Error).message).not.toContain(bad.slice(0, 12));
    }
  });

  it('ignores blanks and drops previous keys equal to the current one or to each other', () => {
    const current = newKey();
    const old = newKey();
    const ring = parseKeyRing(current, `${current},,${old}, ${old}`);
    expect(ring.previous).toHaveLength(1);
    expect(ring.previous[0]?.key.equals(Buffer.from(old, 'base64'))).toBe(true);
    expect(new SecretBox(ring).needsReseal(new SecretBox(parseKeyRing(current)).seal('x', 'c'))).toBe(false);
  });
});

describe('lastFour', () => {
  it('gives the last four characters', () => {
    expect(lastFour(SECRET)).toBe(SECRET.slice(-4));
    expect(lastFour('whsec_abcdef')).toBe('cdef');
  });

  it('counts code points, not UTF-16 units', () => {
    expect(lastFour('segredo-🔑🔑ab')).toBe('🔑🔑ab');
  });

  it('shows nothing of a secret too short to keep most of it hidden', () => {
    expect(lastFour('')).toBe('');
    expect(lastFour('abcd')).toBe('');
    expect(lastFour('abcdefg')).toBe('');
    expect(lastFour('abcdefgh')).toBe('efgh');
  });
});
