/** A dialable `tel:` link: the digits, with the leading + of an international number. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** A `mailto:` link; the address is encoded so that it cannot add headers (`?cc=`, `&body=`). */
export function mailtoHref(email: string): string {
  const [local = '', domain = ''] = email.trim().split(/@(?=[^@]*$)/);
  return `mailto:${encodeURIComponent(local)}@${encodeURIComponent(domain)}`;
}

/** The YouTube preview of a video id, on the privacy-enhanced domain (no cookies until played). */
export function youtubeEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}`;
}
