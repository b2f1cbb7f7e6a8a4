import { describe, expect, it } from 'vitest';
import { isBlogCategory, normalizeTag } from './blog-search';
import { parseBlogSearch } from './blog-search-params';

describe('parseBlogSearch', () => {
  it('keeps the manage tab, a tag and a category as text (the page checks them)', () => {
    expect(parseBlogSearch({ tab: 'manage', tag: '  Página de Vendas ', category: 'vendas' })).toEqual({
      tab: 'manage',
      tag: 'Página de Vendas',
      category: 'vendas',
    });
  });

  it('leaves out defaults and drops what is not text', () => {
    expect(parseBlogSearch({})).toEqual({});
    expect(parseBlogSearch({ tab: 'published' })).toEqual({});
    expect(parseBlogSearch({ tab: 'admin', tag: ' ', category: '' })).toEqual({});
    expect(parseBlogSearch({ tag: 42, category: ['vendas'] })).toEqual({});
    expect(parseBlogSearch({ tag: 'a'.repeat(61) })).toEqual({});
  });
});

describe('normalizeTag', () => {
  it('trims, collapses whitespace and lowercases, within 2–30 characters', () => {
    expect(normalizeTag(' WhatsApp ')).toBe('whatsapp');
    expect(normalizeTag('a\t b')).toBe('a b');
    expect(normalizeTag('a')).toBeNull();
    expect(normalizeTag('  ')).toBeNull();
    expect(normalizeTag('x'.repeat(30))).toBe('x'.repeat(30));
    expect(normalizeTag('x'.repeat(31))).toBeNull();
  });
});

describe('isBlogCategory', () => {
  it('accepts the five categories only', () => {
    expect(isBlogCategory('estrategia')).toBe(true);
    expect(isBlogCategory('ferramentas')).toBe(true);
    expect(isBlogCategory('Vendas')).toBe(false);
    expect(isBlogCategory(undefined)).toBe(false);
  });
});
