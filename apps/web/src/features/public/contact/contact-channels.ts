import { whatsappLink } from '@afilia/validators';

export { whatsappLink };

/** Contact channels shown on /contact, from `branding.get`. */
export interface Branding {
  contactEmail: string | null;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  whatsappCustomLink: string | null;
  address: string | null;
}

/** Used when `branding.get` fails or returns empty values. */
export const DEFAULT_BRANDING = {
  contactEmail: 'contato@afilia.app',
  phoneNumber: '+55 11 4000-0000',
  whatsappNumber: '5511940000000',
  whatsappCustomLink: null,
  address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100',
} as const satisfies Branding;

export interface ContactChannels {
  email: string;
  phone: string;
  /** `tel:` href, digits with a leading +. */
  phoneHref: string;
  address: string;
  whatsappUrl: string | null;
}

function filled(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** Merges the branding answer with the defaults, field by field. */
export function contactChannels(branding: Branding | null | undefined): ContactChannels {
  const source = branding ?? DEFAULT_BRANDING;
  const email = filled(source.contactEmail) ?? DEFAULT_BRANDING.contactEmail;
  const phone = filled(source.phoneNumber) ?? DEFAULT_BRANDING.phoneNumber;
  const address = filled(source.address) ?? DEFAULT_BRANDING.address;
  const whatsappUrl =
    whatsappLink(source.whatsappNumber, source.whatsappCustomLink) ??
    (branding ? null : whatsappLink(DEFAULT_BRANDING.whatsappNumber));
  return { email, phone, phoneHref: telHref(phone), address, whatsappUrl };
}
