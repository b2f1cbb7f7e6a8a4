import { z } from 'zod';
import type { TranslationKey } from '@/lib/i18n-keys';

/** The test-mode cards shown as a hint (packages/validators/src/test-cards.ts). */
export const TEST_CARD_HINTS = [
  { number: '4242 4242 4242 4242', outcome: 'ok' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficientFunds' },
] as const;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' → '12/30'; a lone first digit above 1 becomes '0N/'. */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/AA not before the current month. */
export function isValidExpiry(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) >= current;
}

/** The test-mode card fields of the checkout step. Messages are i18n keys. */
export function testCardSchema(now: Date = new Date()) {
  return z.object({
    cardNumber: z.string().refine((v) => {
      const digits = digitsOf(v);
      return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits);
    }, 'plans.purchase.testCard.numberInvalid' satisfies TranslationKey),
    cardExpiry: z
      .string()
      .refine((v) => isValidExpiry(v, now), 'plans.purchase.testCard.expiryInvalid' satisfies TranslationKey),
    cardCvc: z.string().regex(/^\d{3,4}$/, 'plans.purchase.testCard.cvcInvalid' satisfies TranslationKey),
  });
}
