import { createHmac } from 'node:crypto';

/**
 * The keys of the affiliate redirect, derived from the one configured secret (FILES_SIGNING_SECRET, see
 * `fileSigningSecret`) with an HMAC label each, so that no key is used for two purposes and no new setting
 * is needed: every instance that shares the secret signs and reads the same cookies and hashes visitors alike.
 */
export function clickSecrets(rootSecret: string) {
  const derive = (label: string) => createHmac('sha256', rootSecret).update(label).digest('base64url');
  return {
    /** Signs the `afilia_ref` attribution cookie. */
    attributionCookie: derive('afilia/affiliate-attribution-cookie/v1'),
    /** Keys the hashes of the visitors' IP and user agent. */
    visitorHash: derive('afilia/affiliate-click-visitor-hash/v1'),
  };
}
