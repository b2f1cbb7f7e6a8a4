/** Contact channels shown on /contact, from `branding.get` (spec part 2 §2 "Static pages"). */
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

/** Only http(s) links are accepted as a custom WhatsApp link. */
function safeUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The WhatsApp chat link: the custom link when set (it takes priority), else `https://wa.me/<digits>`.
 * Returns null when neither gives a usable link.
 */
export function whatsappLink(number: string | null | undefined, customLink?: string | null): string | null {
  const custom = safeUrl(filled(customLink));
  if (custom) return custom;
  const digits = (number ?? '').replace(/\D/g, '');
  if (digits.length < 8) return null;
  return `https://wa.me/${digits}`;
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
