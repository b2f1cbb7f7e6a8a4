/** Only http(s) links are accepted as a custom WhatsApp link. */
function safeUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The WhatsApp chat link: the custom link when set (it takes priority), else `https://wa.me/<digits>`.
 * Returns null when neither gives a usable link. Shared by the contact page and the public product page.
 */
export function whatsappLink(number: string | null | undefined, customLink?: string | null): string | null {
  const custom = customLink?.trim() ? safeUrl(customLink.trim()) : null;
  if (custom) return custom;
  const digits = (number ?? '').replace(/\D/g, '');
  if (digits.length < 8) return null;
  return `https://wa.me/${digits}`;
}
