/**
 * Product, link and order codes: one alphabet, one generator. Uppercase letters without I and O, digits 2–9,
 * so nothing is misread when a code is typed or read aloud. 32 characters, so one random byte modulo 32
 * picks each one with equal odds. Every code already stored was drawn from this same alphabet.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A product code: 4 characters (32^4 ≈ 1M codes), short enough to read over the phone. */
export const PRODUCT_CODE_LENGTH = 4;
export const PRODUCT_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}$/;

/** A reseller's link code: 8 characters (32^8 ≈ 10^12 codes), unguessable in practice. */
export const LINK_CODE_LENGTH = 8;
export const LINK_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;

/** An order code: 'AF' and 10 characters (32^10 ≈ 10^15 codes), so a buyer cannot guess another's. */
export const ORDER_CODE_PREFIX = 'AF';
export const ORDER_CODE_RANDOM_LENGTH = 10;
export const ORDER_CODE_PATTERN = /^AF[A-HJ-NP-Z2-9]{10}$/;

/** `length` characters of the code alphabet from the platform's cryptographic RNG (Web Crypto). */
export function randomCode(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let code = '';
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}

export const generateProductCode = (): string => randomCode(PRODUCT_CODE_LENGTH);
export const generateLinkCode = (): string => randomCode(LINK_CODE_LENGTH);
export const generateOrderCode = (): string => ORDER_CODE_PREFIX + randomCode(ORDER_CODE_RANDOM_LENGTH);

/**
 * The number `n` written in base 32 with the code alphabet, `length` characters (the low end when `n` needs
 * more): distinct, predictable codes for fixtures and tests.
 */
export function codeFromNumber(n: number, length: number): string {
  let rest = n;
  let code = '';
  for (let i = 0; i < length; i++) {
    code = CODE_ALPHABET[rest % CODE_ALPHABET.length] + code;
    rest = Math.floor(rest / CODE_ALPHABET.length);
  }
  return code;
}
