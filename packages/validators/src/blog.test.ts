import { describe, expect, it } from 'vitest';
import {
  BLOG_SLUG_MAX,
  blogArticleInput,
  blogListInput,
  isBlogSlug,
  isValidCoverImageUrl,
  slugify,
} from './blog';

describe('slugify', () => {
  it('makes lowercase ASCII words joined by single hyphens, accents stripped', () => {
    expect(slugify('Ação & Reação: 10 dicas!')).toBe('acao-reacao-10-dicas');
    expect(slugify('  Comissão de AFILIADOS — o guia  ')).toBe('comissao-de-afiliados-o-guia');
    expect(slugify('Straße, Œuvre, Ærø, ﬁm')).toBe('strasse-oeuvre-aero-fim');
    expect(slugify('Ñandú über café')).toBe('nandu-uber-cafe');
    expect(slugify('🚀🚀')).toBe('');
  });

  it('cuts long titles at a hyphen, within the limit', () => {
    const slug = slugify('palavra '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
    expect(isBlogSlug(slug)).toBe(true);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('blog inputs', () => {
  it('normalizes an article: trimmed title, slug, deduplicated lowercase tags, blank optionals', () => {
    const parsed = blogArticleInput.parse({
      title: '  Meu artigo ',
      slug: 'Meu Endereço',
      excerpt: null,
      contentHtml: '<p>Oi</p>',
      category: 'vendas',
      tags: [' Pix ', 'PIX', 'vendas  online'],
      coverImageUrl: '  ',
    });
    expect(parsed).toEqual({
      title: 'Meu artigo',
      slug: 'meu-endereco',
      excerpt: '',
      contentHtml: '<p>Oi</p>',
      category: 'vendas',
      tags: ['pix', 'vendas online'],
      coverImageUrl: null,
      status: 'draft',
    });
    expect(blogArticleInput.parse({ title: 'Abc', category: 'vendas', slug: '' }).slug).toBeNull();
  });

  it('accepts https covers and our own uploaded images only', () => {
    expect(isValidCoverImageUrl('https://cdn.example.com/a.png')).toBe(true);
    expect(isValidCoverImageUrl('/files/product-images/abc.png')).toBe(true);
    for (const value of [
      'http://cdn.example.com/a.png',
      '/files/product-files/a.pdf',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '/files/product-images/../x',
    ])
      expect(isValidCoverImageUrl(value), value).toBe(false);
  });

  it('defaults the list to the published tab, first page of 9', () => {
    expect(blogListInput.parse({})).toEqual({
      tab: 'published',
      search: '',
      tag: null,
      page: 1,
      pageSize: 9,
    });
  });
});
