import { testPaymentMethodId } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import {
  formatCardNumber,
  formatExpiry,
  isValidExpiry,
  passesLuhn,
  TEST_CARD_HINTS,
  testCardSchema,
} from './test-card';

const NOW = new Date(2026, 2, 15);

describe('test card fields', () => {
  it('groups the card number in fours', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('')).toBe('');
  });

  it('formats the expiry as MM/AA', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('5')).toBe('05');
    expect(formatExpiry('05/2')).toBe('05/2');
  });

  it('checks numbers with Luhn, and every hinted test card passes', () => {
    for (const card of TEST_CARD_HINTS) expect(passesLuhn(card.number), card.number).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
  });

  it('accepts expiries from the current month on', () => {
    expect(isValidExpiry('03/26', NOW)).toBe(true);
    expect(isValidExpiry('02/26', NOW)).toBe(false);
    expect(isValidExpiry('13/30', NOW)).toBe(false);
    expect(isValidExpiry('1230', NOW)).toBe(false);
  });

  it('validates the three fields with i18n keys', () => {
    const schema = testCardSchema(NOW);
    expect(
      schema.safeParse({ cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' }).success,
    ).toBe(true);
    const result = schema.safeParse({ cardNumber: '1234', cardExpiry: '01/20', cardCvc: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual([
      'plans.purchase.testCard.cvcInvalid',
      'plans.purchase.testCard.expiryInvalid',
      'plans.purchase.testCard.numberInvalid',
    ]);
  });

  it('sends the test payment method id of the typed number', () => {
    expect(testPaymentMethodId(formatCardNumber('4000000000000002'))).toBe('pm_test_4000000000000002');
  });
});
