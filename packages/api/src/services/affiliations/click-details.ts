import { createHmac } from 'node:crypto';

/**
 * A keyed SHA-256 (HMAC) of a visitor detail (IP, user agent), as 64 hex characters: the same visitor hashes
 * the same way, and without the key the raw value cannot be recovered by hashing guesses.
 */
export function visitorHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

const MAX_HOST_LENGTH = 253;

/** The host of a Referer header, lowercased; null when there is none or it is not an http(s) URL. */
export function referrerHost(referer: string | undefined): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  return host && host.length <= MAX_HOST_LENGTH ? host : null;
}
