import { randomInt } from 'node:crypto';
import { LINK_CODE_ALPHABET } from '@afilia/validators';

const ORDER_CODE_RANDOM_LENGTH = 10;

/** 'AF' and 10 characters of the link alphabet (crypto RNG): 32^10 ≈ 10^15 codes, so a buyer cannot guess another's. */
export function generateOrderCode(): string {
  let code = 'AF';
  for (let i = 0; i < ORDER_CODE_RANDOM_LENGTH; i++)
    code += LINK_CODE_ALPHABET[randomInt(LINK_CODE_ALPHABET.length)];
  return code;
}
