import { BLOG_MAX_TAGS } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import type { ArticleDetail } from '../blog-types';
import {
  type ArticleFormValues,
  addTags,
  articleToFormValues,
  contentOrEmpty,
  EMPTY_ARTICLE_VALUES,
  isDirty,
  savedToastKey,
  serverFieldErrors,
  validateArticle,
} from './article-form-values';
import { altFromFileName } from './image-dialog';

const VALID: ArticleFormValues = {
  title: 'Como recrutar afiliados',
  slug: '',
  excerpt: '',
  category: 'afiliados',
  tags: ['afiliados'],
  coverImageUrl: '',
  contentHtml: '<h2>Comece</h2><p>Texto <strong>forte</strong>.</p>',
};

describe('contentOrEmpty', () => {
  it('counts an empty editor as no content', () => {
    expect(contentOrEmpty('<p></p>')).toBe('');
    expect(contentOrEmpty('<p> &nbsp; </p><h2></h2>')).toBe('');
    expect(contentOrEmpty('<p>Oi</p>')).toBe('<p>Oi</p>');
    expect(contentOrEmpty('<p><img src="https://x.example/a.png"></p>')).not.toBe('');
  });
});

describe('addTags', () => {
  it('normalizes, splits on commas and skips duplicates', () => {
    expect(addTags(['vendas'], ' WhatsApp, vendas ,  Página  de vendas')).toEqual({
      tags: ['vendas', 'whatsapp', 'página de vendas'],
    });
  });

  it('reports a tag out of bounds and the limit', () => {
    expect(addTags([], 'a')).toEqual({ tags: [], error: 'blog.validation.tagMin' });
    expect(addTags([], 'x'.repeat(31))).toEqual({ tags: [], error: 'blog.validation.tagMax' });
    const full = Array.from({ length: BLOG_MAX_TAGS }, (_, i) => `tag${i}`);
    expect(addTags(full, 'mais')).toEqual({ tags: full, error: 'blog.validation.tagsMax' });
    expect(addTags([], ' , ')).toEqual({ tags: [] });
  });
});

describe('validateArticle', () => {
  it('accepts a draft with a title and a category, normalized by the server schema', () => {
    const result = validateArticle({ ...VALID, slug: 'Meu Artigo!', contentHtml: '<p></p>' }, 'draft');
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.input.slug).toBe('meu-artigo');
      expect(result.input.contentHtml).toBe('');
      expect(result.input.status).toBe('draft');
    }
  });

  it('asks for content before publishing', () => {
    expect(validateArticle({ ...VALID, contentHtml: '<p></p>' }, 'published')).toEqual({
      ok: false,
      errors: { contentHtml: 'blog.validation.contentRequired' },
    });
    expect(validateArticle(VALID, 'published').ok).toBe(true);
  });

  it('names each invalid field with its message key', () => {
    const result = validateArticle(
      { ...EMPTY_ARTICLE_VALUES, title: 'Oi', coverImageUrl: 'http://inseguro.example/a.png' },
      'draft',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'blog.validation.titleMin',
        category: 'blog.validation.categoryInvalid',
        coverImageUrl: 'blog.validation.coverInvalid',
      },
    });
    const publishing = validateArticle({ ...EMPTY_ARTICLE_VALUES, title: 'Oi' }, 'published');
    expect(publishing.ok ? {} : publishing.errors).toMatchObject({
      title: 'blog.validation.titleMin',
      contentHtml: 'blog.validation.contentRequired',
    });
  });

  it('accepts an uploaded cover path', () => {
    expect(validateArticle({ ...VALID, coverImageUrl: '/files/product-images/abc.png' }, 'draft').ok).toBe(
      true,
    );
  });
});

describe('serverFieldErrors', () => {
  it('reads create and update paths and the empty-content rule', () => {
    expect(
      serverFieldErrors('errors.validation', { 'data.title': 'blog.validation.titleMax', id: 'x' }),
    ).toEqual({
      title: 'blog.validation.titleMax',
    });
    expect(serverFieldErrors('errors.blog.contentEmpty', {})).toEqual({
      contentHtml: 'blog.validation.contentRequired',
    });
  });
});

describe('the form state', () => {
  it('loads an article and tells changed values from saved ones', () => {
    const article = {
      title: 'T',
      slug: 't',
      excerpt: 'E',
      category: 'vendas',
      tags: ['a1'],
      coverImageUrl: null,
      contentHtml: '<p>x</p>',
    } as ArticleDetail;
    const values = articleToFormValues(article);
    expect(values).toEqual({ ...values, coverImageUrl: '', category: 'vendas' });
    expect(isDirty(values, values)).toBe(false);
    expect(isDirty({ ...values, title: 'U' }, values)).toBe(true);
    expect(isDirty({ ...EMPTY_ARTICLE_VALUES, contentHtml: '<p></p>' }, EMPTY_ARTICLE_VALUES)).toBe(false);
  });

  it('picks the toast of a save', () => {
    expect(savedToastKey(null, 'draft')).toBe('blog.editor.saved');
    expect(savedToastKey('draft', 'published')).toBe('blog.editor.publishedToast');
    expect(savedToastKey('published', 'published')).toBe('blog.editor.updated');
    expect(savedToastKey('published', 'draft')).toBe('blog.editor.unpublished');
  });

  it('makes a first alternative text from a file name', () => {
    expect(altFromFileName('foto-do-produto_01.png')).toBe('foto do produto 01');
  });
});
