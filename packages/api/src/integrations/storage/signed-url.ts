import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_SIGNED_URL_TTL_MS = 60 * 60 * 1000;

function signature(secret: string, bucket: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${bucket}/${key}:${expires}`).digest('base64url');
}

/** `/files/<bucket>/<key>?expires=<unix s>&signature=<HMAC>`: works for anyone holding it, until it expires. */
export function signFileUrl(
  secret: string,
  bucket: string,
  key: string,
  now: Date,
  ttlMs = DEFAULT_SIGNED_URL_TTL_MS,
) {
  const expires = Math.floor((now.getTime() + ttlMs) / 1000);
  return {
    url: `/files/${bucket}/${key}?expires=${expires}&signature=${signature(secret, bucket, key, expires)}`,
    expiresAt: new Date(expires * 1000),
  };
}

export function verifyFileSignature(
  secret: string,
  bucket: string,
  key: string,
  expires: string | undefined,
  provided: string | undefined,
  now: Date,
): boolean {
  if (!expires || !provided || !/^\d+$/.test(expires)) return false;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, bucket, key, expiresAt));
  const given = Buffer.from(provided);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
