import { describe, expect, it } from 'vitest';
import { hasOnlyPrintableCharacters } from './printable';
import { multilineText, singleLineText } from './text';

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const DEL_AND_C1 = Array.from({ length: 0xa0 - 0x7f }, (_, i) => String.fromCharCode(0x7f + i));
const MULTILINE_WHITESPACE = ['\t', '\n', '\r'];

function issueMessages(result: { error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('singleLineText', () => {
  it('refuses NUL and every other C0, DEL and C1 control character with the translated key', () => {
    for (const char of [...C0, ...DEL_AND_C1]) {
      const result = singleLineText().safeParse(`a${char}b`);
      expect(issueMessages(result), `U+${char.charCodeAt(0).toString(16)}`).toEqual([
        'validation.controlCharacters',
      ]);
    }
  });
  it('refuses a lone surrogate but accepts a surrogate pair (emoji)', () => {
    expect(singleLineText().safeParse('a\ud800b').success).toBe(false);
    expect(singleLineText().safeParse('a\udc00').success).toBe(false);
    expect(singleLineText().safeParse('ab\ud83d').success).toBe(false);
    expect(singleLineText().safeParse('olá 😀 ação').success).toBe(true);
  });
  it('accepts ordinary text, including non-Latin letters and U+00A0', () => {
    for (const text of ['Maria da Silva', 'Ñandú', '東京', 'a\u00a0b', '']) {
      expect(singleLineText().safeParse(text).success).toBe(true);
    }
  });
  it('keeps the chained zod rules working', () => {
    const schema = singleLineText().trim().min(2, 'min').max(4, 'max');
    expect(schema.parse('  abc ')).toBe('abc');
    expect(issueMessages(schema.safeParse('a'))).toEqual(['min']);
    expect(issueMessages(schema.safeParse('abcde'))).toEqual(['max']);
    expect(schema.safeParse('a\u0000b').success).toBe(false);
  });
  it('checks before trimming, so a control character at the edges is refused too', () => {
    expect(singleLineText().trim().safeParse('nome\u0000').success).toBe(false);
    expect(singleLineText().trim().safeParse('\nnome').success).toBe(false);
  });
});

describe('multilineText', () => {
  it('allows tab, line feed and carriage return', () => {
    expect(multilineText().safeParse('linha 1\r\n\tlinha 2\nlinha 3').success).toBe(true);
  });
  it('refuses every other control character', () => {
    const refused = [...C0, ...DEL_AND_C1].filter((char) => !MULTILINE_WHITESPACE.includes(char));
    expect(refused).toHaveLength(0x20 - 3 + 0x21);
    for (const char of refused) {
      expect(issueMessages(multilineText().safeParse(`a${char}b`))).toEqual(['validation.controlCharacters']);
    }
  });
});

describe('hasOnlyPrintableCharacters', () => {
  it('accepts only the characters explicitly allowed', () => {
    expect(hasOnlyPrintableCharacters('a\tb')).toBe(false);
    expect(hasOnlyPrintableCharacters('a\tb', new Set([0x09]))).toBe(true);
    expect(hasOnlyPrintableCharacters('a\u0000b', new Set([0x09]))).toBe(false);
  });
});
