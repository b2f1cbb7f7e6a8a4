import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  codeFromNumber,
  generateLinkCode,
  generateOrderCode,
  generateProductCode,
  LINK_CODE_PATTERN,
  ORDER_CODE_PATTERN,
  PRODUCT_CODE_PATTERN,
  randomCode,
} from './codes';

describe('codes', () => {
  it('draws from 32 distinct characters without I, O, 0 or 1', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    expect(CODE_ALPHABET).not.toMatch(/[IO01]/);
    expect(CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
  });

  it('makes product, link and order codes of the lengths and formats their patterns accept', () => {
    for (let i = 0; i < 200; i++) {
      expect(generateProductCode()).toMatch(PRODUCT_CODE_PATTERN);
      expect(generateLinkCode()).toMatch(LINK_CODE_PATTERN);
      expect(generateOrderCode()).toMatch(ORDER_CODE_PATTERN);
    }
  });

  it('uses every character of the alphabet and nothing else', () => {
    const seen = new Set(randomCode(20_000));
    expect([...seen].sort().join('')).toBe([...CODE_ALPHABET].sort().join(''));
  });

  it('draws each character with about equal odds', () => {
    const counts = new Map<string, number>();
    for (const char of randomCode(64_000)) counts.set(char, (counts.get(char) ?? 0) + 1);
    // 2 000 expected each; 6 standard deviations (≈ 264) either side.
    for (const count of counts.values()) expect(Math.abs(count - 2000)).toBeLessThan(270);
  });

  it('rarely repeats a link code', () => {
    const codes = new Set(Array.from({ length: 10_000 }, generateLinkCode));
    expect(codes.size).toBe(10_000);
  });

  it('accepts the codes already stored (same alphabet) and refuses ambiguous characters', () => {
    expect('ABCD').toMatch(PRODUCT_CODE_PATTERN);
    expect('AFABCDEFGH23').toMatch(ORDER_CODE_PATTERN);
    expect('REFS22AB').toMatch(LINK_CODE_PATTERN);
    for (const bad of ['AB0D', 'ABID', 'ABOD', 'AB1D', 'abcd', 'ABCDE'])
      expect(bad).not.toMatch(PRODUCT_CODE_PATTERN);
  });

  it('writes numbers in base 32 with the alphabet, distinct and fixed-length', () => {
    expect(codeFromNumber(0, 4)).toBe('AAAA');
    expect(codeFromNumber(1, 4)).toBe('AAAB');
    expect(codeFromNumber(32, 4)).toBe('AABA');
    expect(codeFromNumber(33, 2)).toBe('BB');
    const codes = Array.from({ length: 1024 }, (_, n) => codeFromNumber(n, 2));
    expect(new Set(codes).size).toBe(1024);
    expect(codes.every((code) => code.length === 2)).toBe(true);
  });
});
