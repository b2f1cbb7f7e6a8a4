import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  extractYoutubeId,
  PRODUCT_CODE_ALPHABET,
  pricingSaveInput,
  productCodeSchema,
  productInput,
} from './products';

describe('extractYoutubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=3', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/aBcDeFgHi_-', 'aBcDeFgHi_-'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
  ])('%s → %s', (url, id) => {
    expect(extractYoutubeId(url)).toBe(id);
  });

  it.each([
    'https://vimeo.com/123',
    'https://youtube.com/watch?v=short',
    'https://youtu.be/',
    'not a url',
    'javascript:alert(1)',
    'https://evil.com/watch?v=dQw4w9WgXcQ',
  ])('rejects %s', (url) => {
    expect(extractYoutubeId(url)).toBeNull();
  });
});

describe('product codes', () => {
  it('uses 32 characters without I, O, 0 or 1', () => {
    expect(PRODUCT_CODE_ALPHABET).toHaveLength(32);
    expect(PRODUCT_CODE_ALPHABET).not.toMatch(/[IO01]/);
    expect(new Set(PRODUCT_CODE_ALPHABET).size).toBe(32);
  });
  it('accepts exactly 4 alphabet characters', () => {
    expect(productCodeSchema.safeParse('AB23').success).toBe(true);
    for (const bad of ['AB2', 'AB234', 'ABI2', 'AB02', 'ab23'])
      expect(productCodeSchema.safeParse(bad).success).toBe(false);
  });
});

const PRODUCT_MESSAGES = new Set([
  'validation.product.imageRequiredOnSubmit',
  'validation.product.maxImages',
  'validation.product.maxVideos',
  'validation.product.urlInvalid',
  'validation.product.youtubeInvalid',
  'validation.product.emailInvalid',
  'validation.product.tooLong',
  'validation.product.codeInvalid',
  'validation.controlCharacters',
]);

describe('productInput', () => {
  it('applies the default texts and drops blank rows', () => {
    const parsed = productInput.parse({
      title: ' ',
      imageLinks: ['', 'https://x.com/a.png', '  '],
      downloadLinks: [
        { title: 'Guia', url: '/files/product-files/abc-123' },
        { title: '', url: 'https://x.com/b.pdf' },
        { title: 'Sem url', url: ' ' },
      ],
      youtubeVideos: [
        { title: '', url: 'https://youtu.be/dQw4w9WgXcQ' },
        { title: 'x', url: '' },
      ],
      category: '',
      email: '',
      phone: ' ',
    });
    expect(parsed).toMatchObject({
      title: 'Produto sem título',
      description: 'Sem descrição',
      instructions: 'Sem instruções',
      category: null,
      email: null,
      phone: null,
      imageLinks: ['https://x.com/a.png'],
      downloadLinks: [{ title: 'Guia', url: '/files/product-files/abc-123' }],
      youtubeVideos: [{ title: '', url: 'https://youtu.be/dQw4w9WgXcQ' }],
    });
  });

  it('never throws: any generated input passes or fails only with the product messages', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ maxLength: 10, unit: 'binary' }),
      fc.constant(''),
      fc.constant('   '),
      fc.webUrl(),
      fc.constant('https://youtu.be/dQw4w9WgXcQ'),
    );
    const row = fc.record({ title: text, url: text });
    fc.assert(
      fc.property(
        fc.record(
          {
            title: fc.option(text),
            description: fc.option(text),
            instructions: fc.option(text),
            category: fc.option(fc.constantFrom('', 'ebook', 'software', 'other')),
            email: fc.option(fc.oneof(text, fc.emailAddress())),
            phone: fc.option(text),
            imageLinks: fc.array(text, { maxLength: 8 }),
            downloadLinks: fc.array(row, { maxLength: 4 }),
            youtubeVideos: fc.array(row, { maxLength: 8 }),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          const result = productInput.safeParse(input);
          if (!result.success) {
            for (const issue of result.error.issues) expect(PRODUCT_MESSAGES).toContain(issue.message);
          } else {
            expect(result.data.imageLinks.length).toBeGreaterThan(0);
            expect(result.data.imageLinks.length).toBeLessThanOrEqual(5);
            expect(result.data.youtubeVideos.length).toBeLessThanOrEqual(6);
            expect(result.data.title.trim()).not.toBe('');
          }
        },
      ),
      { numRuns: 250 },
    );
  }, 60_000);
});

describe('pricingSaveInput', () => {
  const base = { productId: '3f1c2a4e-7b8d-4e2f-9a1b-0c2d3e4f5a6b', commissionType: 'percentage' as const };
  it('gives the product form messages', () => {
    const message = (body: Record<string, unknown>) =>
      pricingSaveInput.safeParse({ ...base, ...body }).error?.issues[0]?.message;
    expect(message({ priceCents: 0, commissionValue: 0 })).toBe('validation.pricing.pricePositive');
    expect(message({ priceCents: -5, commissionValue: 0 })).toBe('validation.pricing.pricePositive');
    expect(message({ priceCents: 100, commissionValue: -1 })).toBe(
      'validation.pricing.commissionNonNegative',
    );
    expect(message({ priceCents: 100, commissionValue: 10_001 })).toBe('validation.pricing.percentageMax');
    expect(message({ priceCents: 'abc', commissionValue: 0 })).toBe('validation.pricing.priceInvalid');
    expect(
      pricingSaveInput.safeParse({
        ...base,
        commissionType: 'fixed',
        priceCents: 100,
        commissionValue: 50_000,
      }).success,
    ).toBe(true);
  });
});
