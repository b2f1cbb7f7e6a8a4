import { randomInt } from 'node:crypto';
import { PRODUCT_CODE_ALPHABET, PRODUCT_CODE_LENGTH } from '@afilia/validators';

/** A random product code from the product-code alphabet (no I, O, 0 or 1). 32^4 ≈ 1M codes. */
export function generateProductCode(): string {
  let code = '';
  for (let i = 0; i < PRODUCT_CODE_LENGTH; i++)
    code += PRODUCT_CODE_ALPHABET[randomInt(PRODUCT_CODE_ALPHABET.length)];
  return code;
}
