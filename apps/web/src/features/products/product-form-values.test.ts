import { describe, expect, it } from 'vitest';
import {
  addIssue,
  checkProductForm,
  emptyProductForm,
  firstErrorTab,
  keptRows,
  type ProductFormErrors,
  type ProductFormValues,
  parseFormValues,
  productToFormValues,
  sameFormValues,
  toProductInput,
} from './product-form-values';

const IMAGE = 'https://cdn.example.com/capa.png';
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

function form(patch: Partial<ProductFormValues> = {}): ProductFormValues {
  return { ...emptyProductForm(), imageLinks: [{ url: IMAGE }], ...patch };
}

describe('emptyProductForm / productToFormValues', () => {
  it('starts with blank texts and one blank row per tab', () => {
    const empty = emptyProductForm();
    expect(empty.title).toBe('');
    expect(empty.category).toBe('');
    expect(empty.imageLinks).toEqual([{ url: '' }]);
    expect(empty.downloadLinks).toEqual([{ title: '', url: '' }]);
    expect(empty.youtubeVideos).toEqual([{ title: '', url: '' }]);
  });

  it("defaults the affiliation to 'Somente meus revendedores' and a 60-day window", () => {
    const empty = emptyProductForm();
    expect(empty.affiliationMode).toBe('referred');
    expect(empty.attributionWindowDays).toBe(60);
  });

  it('maps a saved product, with nulls as empty strings and a blank row for empty lists', () => {
    const values = productToFormValues({
      title: 'Curso',
      description: 'Sem descrição',
      category: 'ebook',
      email: null,
      phone: null,
      instructions: 'Sem instruções',
      imageLinks: [IMAGE, '/files/product-images/a.png'],
      downloadLinks: [],
      youtubeVideos: [{ title: 'Aula', url: VIDEO }],
      affiliationMode: 'approval',
      attributionWindowDays: 180,
    });
    expect(values.category).toBe('ebook');
    expect(values.affiliationMode).toBe('approval');
    expect(values.attributionWindowDays).toBe(180);
    expect(values.email).toBe('');
    expect(values.imageLinks).toEqual([{ url: IMAGE }, { url: '/files/product-images/a.png' }]);
    expect(values.downloadLinks).toEqual([{ title: '', url: '' }]);
    expect(values.youtubeVideos).toEqual([{ title: 'Aula', url: VIDEO }]);
  });

  it('falls back to the default window when the product holds one the form does not offer', () => {
    const values = productToFormValues({
      title: '',
      description: '',
      category: null,
      email: null,
      phone: null,
      instructions: '',
      imageLinks: [],
      downloadLinks: [],
      youtubeVideos: [],
      affiliationMode: 'open',
      attributionWindowDays: 45,
    });
    expect(values.affiliationMode).toBe('open');
    expect(values.attributionWindowDays).toBe(60);
  });
});

describe('toProductInput', () => {
  it('flattens the image rows and keeps every row (the schema drops blanks)', () => {
    const input = toProductInput(form({ imageLinks: [{ url: IMAGE }, { url: ' ' }] }));
    expect(input.imageLinks).toEqual([IMAGE, ' ']);
    expect(input.downloadLinks).toEqual([{ title: '', url: '' }]);
  });

  it('sends the affiliation mode and the attribution window', () => {
    const input = toProductInput(form({ affiliationMode: 'open', attributionWindowDays: 90 }));
    expect(input.affiliationMode).toBe('open');
    expect(input.attributionWindowDays).toBe(90);
  });
});

describe('the pricing section', () => {
  const pricing = (patch: Partial<ProductFormValues['pricing']>) => ({
    price: '',
    commissionType: 'percentage' as const,
    commissionValue: '',
    commissionRecurring: false,
    maxInstallments: 12,
    installmentInterest: 'buyer' as const,
    ...patch,
  });

  it('sends no pricing while the price and the commission are blank', () => {
    expect(toProductInput(form()).pricing).toBeUndefined();
  });

  it('sends cents and basis points, or a fixed commission in cents', () => {
    expect(
      toProductInput(form({ pricing: pricing({ price: '1.234,56', commissionValue: '12,5' }) })).pricing,
    ).toEqual({
      priceCents: 123456,
      commissionType: 'percentage',
      commissionValue: 1250,
      commissionRecurring: false,
      maxInstallments: 12,
      installmentInterest: 'buyer',
    });
    const fixed = pricing({ price: '97', commissionType: 'fixed', commissionValue: '29,10' });
    expect(toProductInput(form({ pricing: fixed })).pricing).toMatchObject({ commissionValue: 2910 });
  });

  it('puts the pricing messages on the pricing fields', () => {
    const check = checkProductForm(
      form({ imageLinks: [{ url: IMAGE }], pricing: pricing({ price: '0', commissionValue: '120' }) }),
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.fields['pricing.price']).toBe('validation.pricing.pricePositive');
    expect(check.errors.fields['pricing.commissionValue']).toBe('validation.pricing.percentageMax');
    const missingPrice = checkProductForm(
      form({ imageLinks: [{ url: IMAGE }], pricing: pricing({ commissionValue: '10' }) }),
    );
    expect(!missingPrice.ok && missingPrice.errors.fields['pricing.price']).toBe(
      'validation.pricing.priceInvalid',
    );
  });
});

describe('keptRows', () => {
  it('keeps images with a URL, downloads with title and URL, videos with a URL', () => {
    const kept = keptRows(
      form({
        imageLinks: [{ url: '' }, { url: IMAGE }, { url: '  ' }, { url: IMAGE }],
        downloadLinks: [
          { title: 'Guia', url: '' },
          { title: 'Guia', url: 'https://x.com/a.pdf' },
        ],
        youtubeVideos: [
          { title: 'Só título', url: '' },
          { title: '', url: VIDEO },
        ],
      }),
    );
    expect(kept).toEqual({ images: [1, 3], downloads: [1], videos: [1] });
  });
});

describe('checkProductForm', () => {
  it('accepts a product with one valid image and nothing else', () => {
    const check = checkProductForm(form());
    expect(check.ok).toBe(true);
  });

  it('accepts every affiliation mode and window the section offers', () => {
    for (const affiliationMode of ['referred', 'open', 'approval'] as const) {
      for (const attributionWindowDays of [30, 60, 90, 180] as const) {
        const check = checkProductForm(form({ affiliationMode, attributionWindowDays }));
        expect(check.ok, `${affiliationMode} ${attributionWindowDays}`).toBe(true);
        if (check.ok) expect(check.input).toMatchObject({ affiliationMode, attributionWindowDays });
      }
    }
  });

  it('accepts an uploaded image path', () => {
    expect(checkProductForm(form({ imageLinks: [{ url: '/files/product-images/abc-1.png' }] })).ok).toBe(
      true,
    );
  });

  it('asks for an image when every image row is blank', () => {
    const check = checkProductForm(form({ imageLinks: [{ url: '' }, { url: '  ' }] }));
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.tabs.images).toBe('validation.product.imageRequiredOnSubmit');
    expect(check.errors.fields['imageLinks.0.url']).toBe('validation.product.imageRequired');
    expect(check.firstTab).toBe('images');
  });

  it('puts an invalid image URL on its own row, counting blank rows', () => {
    const check = checkProductForm(form({ imageLinks: [{ url: '' }, { url: IMAGE }, { url: 'não é url' }] }));
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.fields).toEqual({ 'imageLinks.2.url': 'validation.product.urlInvalid' });
  });

  it('refuses more than 5 images', () => {
    const check = checkProductForm(form({ imageLinks: Array.from({ length: 6 }, () => ({ url: IMAGE })) }));
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.tabs.images).toBe('validation.product.maxImages');
  });

  it('refuses more than 6 videos and bad YouTube links', () => {
    const many = checkProductForm(
      form({ youtubeVideos: Array.from({ length: 7 }, () => ({ title: '', url: VIDEO })) }),
    );
    expect(many.ok).toBe(false);
    if (!many.ok) expect(many.errors.tabs.videos).toBe('validation.product.maxVideos');

    const bad = checkProductForm(
      form({
        youtubeVideos: [
          { title: '', url: '' },
          { title: 'x', url: 'https://vimeo.com/123' },
        ],
      }),
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.fields).toEqual({ 'youtubeVideos.1.url': 'validation.product.youtubeInvalid' });
    expect(bad.firstTab).toBe('videos');
  });

  it('checks download URLs of complete rows only', () => {
    const check = checkProductForm(
      form({
        downloadLinks: [
          { title: 'Sem URL', url: '' },
          { title: 'Guia', url: 'ftp://x' },
        ],
      }),
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.fields).toEqual({ 'downloadLinks.1.url': 'validation.product.urlInvalid' });
  });

  it('checks the contact e-mail only when given, and prefers the info section over tabs', () => {
    expect(checkProductForm(form({ email: '' })).ok).toBe(true);
    const check = checkProductForm(form({ email: 'nao-email', imageLinks: [{ url: '' }] }));
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.fields.email).toBe('validation.product.emailInvalid');
    expect(check.firstTab).toBeNull();
  });

  it('turns non-key messages (length limits) into a translatable one', () => {
    const check = checkProductForm(form({ title: 'x'.repeat(201) }));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors.fields.title).toBe('validation.product.tooLong');
  });
});

describe('addIssue (server field errors)', () => {
  it('maps paths under `data.` and kept-row indices back to form rows', () => {
    const values = form({ imageLinks: [{ url: '' }, { url: 'x' }] });
    const errors: ProductFormErrors = { fields: {}, tabs: {} };
    addIssue(errors, 'data.imageLinks.0', 'validation.product.urlInvalid', values);
    addIssue(errors, 'data.email', 'validation.product.emailInvalid', values);
    addIssue(errors, 'unknownField', 'validation.product.tooLong', values);
    addIssue(errors, 'data.youtubeVideos', 'validation.product.maxVideos', values);
    expect(errors.fields).toEqual({
      'imageLinks.1.url': 'validation.product.urlInvalid',
      email: 'validation.product.emailInvalid',
    });
    expect(errors.tabs).toEqual({ videos: 'validation.product.maxVideos' });
  });

  it('ignores an index with no matching row', () => {
    const errors: ProductFormErrors = { fields: {}, tabs: {} };
    addIssue(errors, 'imageLinks.4', 'validation.product.urlInvalid', form());
    expect(errors.fields).toEqual({});
  });
});

describe('firstErrorTab', () => {
  it('follows the tab order', () => {
    expect(
      firstErrorTab({ fields: { 'youtubeVideos.0.url': 'x', 'downloadLinks.0.url': 'y' }, tabs: {} }),
    ).toBe('downloads');
    expect(firstErrorTab({ fields: {}, tabs: {} })).toBeNull();
  });
});

describe('parseFormValues', () => {
  it('reads a stored draft and repairs missing parts', () => {
    expect(parseFormValues(null)).toBeNull();
    expect(parseFormValues([])).toBeNull();
    const values = parseFormValues({ title: 'T', category: 'unknown', imageLinks: [{ url: 5 }, 'x'] });
    expect(values).toEqual({
      ...emptyProductForm(),
      title: 'T',
      imageLinks: [{ url: '' }],
    });
  });

  it('round-trips form values', () => {
    const values = form({
      title: 'A',
      category: 'software',
      downloadLinks: [{ title: 'g', url: 'h' }],
      affiliationMode: 'approval',
      attributionWindowDays: 30,
    });
    expect(parseFormValues(JSON.parse(JSON.stringify(values)))).toEqual(values);
  });

  it('gives a draft saved before the affiliation section the defaults, and repairs unknown values', () => {
    const old = parseFormValues({ title: 'Antigo', imageLinks: [{ url: IMAGE }] });
    expect(old?.affiliationMode).toBe('referred');
    expect(old?.attributionWindowDays).toBe(60);
    const bad = parseFormValues({ affiliationMode: 'everyone', attributionWindowDays: '90' });
    expect(bad?.affiliationMode).toBe('referred');
    expect(bad?.attributionWindowDays).toBe(60);
  });
});

describe('sameFormValues', () => {
  it('compares content', () => {
    expect(sameFormValues(emptyProductForm(), emptyProductForm())).toBe(true);
    expect(sameFormValues(emptyProductForm(), { ...emptyProductForm(), title: 'x' })).toBe(false);
    expect(
      sameFormValues(emptyProductForm(), { ...emptyProductForm(), imageLinks: [{ url: '' }, { url: '' }] }),
    ).toBe(false);
    expect(sameFormValues(emptyProductForm(), { ...emptyProductForm(), affiliationMode: 'open' })).toBe(
      false,
    );
    expect(sameFormValues(emptyProductForm(), { ...emptyProductForm(), attributionWindowDays: 180 })).toBe(
      false,
    );
  });
});
