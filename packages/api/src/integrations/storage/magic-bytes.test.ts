import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './file-name';
import { detectImageType } from './magic-bytes';
import { signFileUrl, verifyFileSignature } from './signed-url';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('detectImageType', () => {
  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    [bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    [bytes('GIF89a'), 'image/gif'],
    [bytes('RIFF', 0, 0, 0, 0, 'WEBP'), 'image/webp'],
    [bytes(0, 0, 0, 0x1c, 'ftypavif'), 'image/avif'],
    [bytes('%PDF-1.7'), null],
    [bytes('<svg xmlns'), null],
  ])('%#', (head, type) => {
    expect(detectImageType(head)).toBe(type);
  });
});

describe('sanitizeFileName', () => {
  it('keeps only a safe display name', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\ana\\foto.png')).toBe('foto.png');
    expect(sanitizeFileName('..hidden')).toBe('hidden');
    expect(sanitizeFileName('na\u0000me<>.pdf')).toBe('name.pdf');
    expect(sanitizeFileName('')).toBeNull();
    expect(sanitizeFileName('a'.repeat(300))?.length).toBe(200);
  });
});

describe('signed URLs', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('verifies until expiry and rejects tampering', () => {
    const { url } = signFileUrl('secret', 'product-files', 'abc', now);
    const params = new URL(url, 'http://x').searchParams;
    const expires = params.get('expires') ?? undefined;
    const signature = params.get('signature') ?? undefined;
    expect(verifyFileSignature('secret', 'product-files', 'abc', expires, signature, now)).toBe(true);
    expect(verifyFileSignature('secret', 'product-files', 'abd', expires, signature, now)).toBe(false);
    expect(verifyFileSignature('other', 'product-files', 'abc', expires, signature, now)).toBe(false);
    expect(
      verifyFileSignature('secret', 'product-files', 'abc', String(Number(expires) + 60), signature, now),
    ).toBe(false);
    const later = new Date(now.getTime() + 60 * 60 * 1000 + 1000);
    expect(verifyFileSignature('secret', 'product-files', 'abc', expires, signature, later)).toBe(false);
    expect(verifyFileSignature('secret', 'product-files', 'abc', undefined, signature, now)).toBe(false);
  });
});
