import { randomInt } from 'node:crypto';
import { LINK_CODE_ALPHABET, LINK_CODE_LENGTH } from '@afilia/validators';

/** A random link code (crypto RNG) from the link-code alphabet: 32^8 ≈ 10^12 codes, unguessable in practice. */
export function generateLinkCode(): string {
  let code = '';
  for (let i = 0; i < LINK_CODE_LENGTH; i++) code += LINK_CODE_ALPHABET[randomInt(LINK_CODE_ALPHABET.length)];
  return code;
}
