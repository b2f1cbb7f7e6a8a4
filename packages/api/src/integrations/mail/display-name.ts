/** Dots that browsers and mail clients also read as a host-name separator (ideographic, full-width). */
const DOT = '[.\u3002\uFF0E\uFF61]';

/**
 * A URL with a scheme, a `www.` host, an address, or a bare host name such as `evil.example` or
 * `pay-here.com.br/x` (a word, a dot, then a top-level domain of two or more letters).
 */
const LINK_LIKE = new RegExp(
  [
    '[a-z][a-z0-9+.-]*:\\/\\/',
    `www${DOT}`,
    '@',
    `${DOT}xn--`,
    `[\\p{L}\\p{N}_-]+(?:${DOT}[\\p{L}\\p{N}_-]+)*${DOT}\\p{L}{2,}(?![\\p{L}\\p{N}])`,
  ].join('|'),
  'iu',
);

/**
 * User-supplied text (a name) put into an email sent to any address must not carry a link a mail client
 * would make clickable: every word that looks like a URL, address or host name is dropped, and when
 * nothing is left the translated `fallback` ("um usuário da Afilia") stands in.
 */
export function displayNameForEmail(value: string, fallback: string): string {
  const kept = value
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .split(/\s+/)
    .filter((word) => word !== '' && !LINK_LIKE.test(word));
  const name = kept.join(' ').trim();
  return name === '' ? fallback : name;
}
