import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What the `afilia_ref` cookie says: the affiliation a visitor last arrived through, when, and for how long
 * that click attributes a sale (the product's window at the time of the click).
 */
export interface Attribution {
  affiliationId: string;
  /** Epoch milliseconds of the click. */
  clickedAt: number;
  attributionWindowDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A click time a little ahead of this server's clock (another instance's) is still accepted. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** 16 bytes of HMAC-SHA256: forging one means guessing 128 bits. */
const SIGNATURE_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const VALUE = /^([0-9a-f-]{36})\.([0-9a-z]{1,12})\.([0-9]{1,3})\.([A-Za-z0-9_-]{22})$/;

function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret)
    .update(`afilia_ref/v1:${payload}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);
}

/**
 * The cookie value `{affiliationId}.{clickedAt, base 36}.{window days}.{signature}`: only characters a cookie
 * may carry unencoded, signed so that an edited or forged value is ignored.
 */
export function encodeAttribution(secret: string, attribution: Attribution): string {
  const payload = `${attribution.affiliationId}.${attribution.clickedAt.toString(36)}.${attribution.attributionWindowDays}`;
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/**
 * The attribution a cookie value carries, or null when it is absent, malformed, not signed with `secret`,
 * or its window has ended at `now` (epoch ms).
 */
export function readAttribution(
  secret: string,
  value: string | undefined,
  now: number = Date.now(),
): Attribution | null {
  if (!value) return null;
  const match = VALUE.exec(value);
  if (!match) return null;
  const [, affiliationId = '', clickedAtText = '', windowText = '', signature = ''] = match;
  const expected = sign(secret, `${affiliationId}.${clickedAtText}.${windowText}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!UUID.test(affiliationId)) return null;
  const clickedAt = Number.parseInt(clickedAtText, 36);
  const attributionWindowDays = Number(windowText);
  if (!Number.isSafeInteger(clickedAt) || clickedAt > now + CLOCK_SKEW_MS) return null;
  if (now >= clickedAt + attributionWindowDays * DAY_MS) return null;
  return { affiliationId, clickedAt, attributionWindowDays };
}
