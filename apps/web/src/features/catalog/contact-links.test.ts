import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref, youtubeEmbedUrl } from './contact-links';

describe('telHref', () => {
  it('keeps the digits and the leading + of an international number', () => {
    expect(telHref('+55 (11) 98765-4321')).toBe('tel:+5511987654321');
    expect(telHref('(11) 98765-4321')).toBe('tel:11987654321');
  });
});

describe('mailtoHref', () => {
  it('links an address', () => {
    expect(mailtoHref('contato@produto.com.br')).toBe('mailto:contato@produto.com.br');
  });

  it('cannot be turned into extra mail headers', () => {
    expect(mailtoHref('a?cc=x@evil.com')).toBe('mailto:a%3Fcc%3Dx@evil.com');
    expect(mailtoHref('a@b.com&body=oi')).toBe('mailto:a@b.com%26body%3Doi');
  });
});

describe('youtubeEmbedUrl', () => {
  it('uses the privacy-enhanced domain', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});
