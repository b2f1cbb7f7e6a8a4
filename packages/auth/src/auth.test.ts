import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { generateToken, hashToken } from './tokens';

describe('passwords', () => {
  it('hashes with argon2id at m=19456, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('segredo123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'segredo123')).toBe(true);
    expect(await verifyPassword(hash, 'segredo124')).toBe(false);
  });

  it('treats a malformed hash as a mismatch instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});

describe('tokens', () => {
  it('has at least 128 bits of entropy and is URL-safe', () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(Array.from({ length: 1000 }, generateToken)).size).toBe(1000);
  });

  it('hashes to a stable SHA-256 hex digest', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
