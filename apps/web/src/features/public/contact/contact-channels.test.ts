import { describe, expect, it } from 'vitest';
import { contactChannels, DEFAULT_BRANDING, telHref, whatsappLink } from './contact-channels';

describe('whatsappLink', () => {
  it('builds wa.me from the digits of the number', () => {
    expect(whatsappLink('+55 (11) 94000-0000')).toBe('https://wa.me/5511940000000');
    expect(whatsappLink('5511940000000')).toBe('https://wa.me/5511940000000');
  });

  it('prefers the custom link when set', () => {
    expect(whatsappLink('+55 11 94000-0000', 'https://wa.me/message/ABC123')).toBe(
      'https://wa.me/message/ABC123',
    );
  });

  it('ignores an empty or unsafe custom link', () => {
    expect(whatsappLink('5511940000000', '  ')).toBe('https://wa.me/5511940000000');
    expect(whatsappLink('5511940000000', 'javascript:alert(1)')).toBe('https://wa.me/5511940000000');
  });

  it('returns null without a usable number or link', () => {
    expect(whatsappLink(null)).toBeNull();
    expect(whatsappLink('abc')).toBeNull();
    expect(whatsappLink('', null)).toBeNull();
  });
});

describe('contactChannels', () => {
  it('uses the defaults when branding failed to load', () => {
    const channels = contactChannels(undefined);
    expect(channels.email).toBe('contato@afilia.app');
    expect(channels.phone).toBe('+55 11 4000-0000');
    expect(channels.address).toContain('São Paulo');
    expect(channels.whatsappUrl).toBe('https://wa.me/5511940000000');
  });

  it('uses the branding values and fills blanks with defaults', () => {
    const channels = contactChannels({
      contactEmail: 'suporte@exemplo.com.br',
      phoneNumber: '',
      whatsappNumber: '+55 21 99999-8888',
      whatsappCustomLink: null,
      address: null,
    });
    expect(channels.email).toBe('suporte@exemplo.com.br');
    expect(channels.phone).toBe(DEFAULT_BRANDING.phoneNumber);
    expect(channels.address).toBe(DEFAULT_BRANDING.address);
    expect(channels.whatsappUrl).toBe('https://wa.me/5521999998888');
  });

  it('hides WhatsApp when the branding has none', () => {
    const channels = contactChannels({ ...DEFAULT_BRANDING, whatsappNumber: null, whatsappCustomLink: null });
    expect(channels.whatsappUrl).toBeNull();
  });

  it('builds tel: links', () => {
    expect(telHref('+55 11 4000-0000')).toBe('tel:+551140000000');
    expect(telHref('(11) 4000-0000')).toBe('tel:1140000000');
  });
});
