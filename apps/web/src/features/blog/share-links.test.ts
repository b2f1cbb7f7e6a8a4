import { describe, expect, it } from 'vitest';
import { coverGradient } from './article-cover-style';
import { articlePath, articleUrl, facebookShareUrl, whatsappShareUrl } from './share-links';

describe('share links', () => {
  const url = articleUrl('links-de-afiliado', 'https://afilia.app');

  it('builds the article address from the slug', () => {
    expect(articlePath('links-de-afiliado')).toBe('/blog/links-de-afiliado');
    expect(url).toBe('https://afilia.app/blog/links-de-afiliado');
  });

  it('shares the title and the address on WhatsApp', () => {
    const link = new URL(whatsappShareUrl('Comissão & vendas?', url));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(
      'Comissão & vendas? https://afilia.app/blog/links-de-afiliado',
    );
  });

  it("opens Facebook's share dialog for the address", () => {
    const link = new URL(facebookShareUrl(url));
    expect(link.origin + link.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(link.searchParams.get('u')).toBe(url);
  });
});

describe('coverGradient', () => {
  it('has a gradient per category and a fallback', () => {
    expect(coverGradient('vendas')).toMatch(/^from-/);
    expect(coverGradient('vendas')).not.toBe(coverGradient('marketing'));
    expect(coverGradient('desconhecida')).toBe('from-primary to-brand-to');
  });
});
