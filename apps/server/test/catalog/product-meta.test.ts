import type { PublicProduct } from '@afilia/api/server';
import { describe, expect, it } from 'vitest';
import { renderProductPage } from '../../src/catalog/product-meta';
import { absoluteUrl, escapeHtml, summarize } from '../../src/seo/head-tags';

const product: PublicProduct = {
  productCode: 'AB23',
  title: 'Curso',
  description: 'Descrição curta',
  category: 'ebook',
  imageUrls: [],
  priceCents: 4790,
  installmentOptions: [
    { count: 1, installmentCents: 4790, totalCents: 4790, feeCents: 0, interestFree: true },
  ],
  videos: [],
  producerName: null,
  contact: null,
  paymentMethods: ['card'],
  cardAccount: null,
};

describe('product meta tags', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('collapses whitespace and cuts long text at a word boundary', () => {
    expect(summarize('  um\n\tdois   três ')).toBe('um dois três');
    const cut = summarize(`${'abcd '.repeat(50)}`, 22);
    expect(cut).toBe('abcd abcd abcd abcd…');
    expect(summarize('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('makes site paths absolute on the app origin and refuses other schemes', () => {
    expect(absoluteUrl('/files/product-images/a.png', 'https://afilia.app')).toBe(
      'https://afilia.app/files/product-images/a.png',
    );
    expect(absoluteUrl('https://cdn.example.com/a.png', 'https://afilia.app')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(absoluteUrl('javascript:alert(1)', 'https://afilia.app')).toBeNull();
  });

  it('adds the tags before </head> when the page has no title, and a summary card without an image', () => {
    const html = renderProductPage('<html><head></head><body></body></html>', product, 'https://afilia.app');
    expect(html).toContain('<title>Curso | Afilia</title>');
    expect(html).toContain('<meta property="product:price:amount" content="47.90" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('is not fooled by replacement patterns in the product text', () => {
    const html = renderProductPage(
      '<head><title>Afilia</title></head>',
      { ...product, title: "$& $' $`" },
      'https://afilia.app',
    );
    expect(html).toContain('<title>$&amp; $&#39; $` | Afilia</title>');
  });
});
