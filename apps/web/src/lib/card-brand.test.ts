import { describe, expect, it } from 'vitest';
import { cardBrandLabel, cardLabel } from './card-brand';

describe('card labels', () => {
  it('names card brands', () => {
    expect(cardBrandLabel('visa')).toBe('Visa');
    expect(cardBrandLabel('Mastercard')).toBe('Mastercard');
    expect(cardBrandLabel('amex')).toBe('American Express');
    expect(cardBrandLabel('unionpay')).toBe('Unionpay');
  });

  it('masks all but the last four digits', () => {
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(cardLabel({ brand: '', last4: '4444' })).toBe('•••• 4444');
    expect(cardLabel(null)).toBeNull();
  });
});
