import { describe, expect, it } from 'vitest';
import { normalizeLinkUrl } from './link-url';

describe('normalizeLinkUrl', () => {
  it('keeps http(s), mailto, tel and site paths', () => {
    expect(normalizeLinkUrl(' https://afilia.app/planos ')).toBe('https://afilia.app/planos');
    expect(normalizeLinkUrl('http://exemplo.com')).toBe('http://exemplo.com');
    expect(normalizeLinkUrl('mailto:contato@afilia.app')).toBe('mailto:contato@afilia.app');
    expect(normalizeLinkUrl('tel:+5511999999999')).toBe('tel:+5511999999999');
    expect(normalizeLinkUrl('/plans')).toBe('/plans');
  });

  it('adds https:// to a bare host', () => {
    expect(normalizeLinkUrl('afilia.app/blog?x=1')).toBe('https://afilia.app/blog?x=1');
    expect(normalizeLinkUrl('www.exemplo.com.br')).toBe('https://www.exemplo.com.br');
  });

  it('refuses script and data URLs, protocol-relative links, spaces and plain words', () => {
    for (const value of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '//evil.example',
      'https://',
      'mailto:',
      'duas palavras',
      'palavra',
      '',
    ])
      expect(normalizeLinkUrl(value), value).toBeNull();
  });
});
