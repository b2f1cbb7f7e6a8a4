import { describe, expect, it } from 'vitest';
import {
  INSTALLMENT_MONTHLY_RATE_BPS,
  installmentOption,
  installmentOptions,
  MIN_INSTALLMENT_CENTS,
} from './installments';

describe('installmentOption', () => {
  it('charges the price at once with no fee for one installment, whoever bears the interest', () => {
    for (const payer of ['buyer', 'producer'] as const) {
      expect(installmentOption(19_900, 1, payer)).toEqual({
        count: 1,
        installmentCents: 19_900,
        totalCents: 19_900,
        feeCents: 0,
        interestFree: true,
      });
    }
  });

  it('adds the Price table interest when the buyer pays it: equal installments, total = count × installment', () => {
    const option = installmentOption(19_900, 12, 'buyer');
    // R$ 199,00 at 2,99% a.m. over 12 months: 199 × 0,0299 / (1 − 1,0299^−12) = 19,98.
    expect(option).toEqual({
      count: 12,
      installmentCents: 1_998,
      totalCents: 23_976,
      feeCents: 4_076,
      interestFree: false,
    });
  });

  it('keeps the total at the price when the producer bears it and charges them the financing', () => {
    const option = installmentOption(19_900, 12, 'producer');
    expect(option.totalCents).toBe(19_900);
    expect(option.installmentCents).toBe(1_658);
    expect(option.interestFree).toBe(true);
    // The producer receives the 12 installments' present value at the monthly rate.
    const rate = INSTALLMENT_MONTHLY_RATE_BPS / 10_000;
    const presentValue = Math.round((19_900 / 12) * ((1 - (1 + rate) ** -12) / rate));
    expect(option.feeCents).toBe(19_900 - presentValue);
    expect(option.feeCents).toBe(3_383);
  });

  it('clamps the count to 1–12 and never returns fractions of a cent', () => {
    expect(installmentOption(10_000, 0, 'buyer').count).toBe(1);
    expect(installmentOption(10_000, 40, 'buyer').count).toBe(12);
    for (let count = 1; count <= 12; count++) {
      for (const payer of ['buyer', 'producer'] as const) {
        const option = installmentOption(12_345, count, payer);
        expect(Number.isInteger(option.installmentCents)).toBe(true);
        expect(Number.isInteger(option.feeCents)).toBe(true);
        expect(option.feeCents).toBeGreaterThanOrEqual(0);
        expect(option.totalCents - option.feeCents).toBeLessThanOrEqual(12_345);
      }
    }
  });
});

describe('installmentOptions', () => {
  it('offers 1x up to the product maximum', () => {
    const options = installmentOptions(100_000, { maxInstallments: 6, installmentInterest: 'buyer' });
    expect(options.map((o) => o.count)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('stops before an installment under R$ 5,00', () => {
    const options = installmentOptions(2_990, { maxInstallments: 12, installmentInterest: 'producer' });
    expect(options.map((o) => o.count)).toEqual([1, 2, 3, 4, 5]);
    for (const option of options.slice(1))
      expect(option.installmentCents).toBeGreaterThanOrEqual(MIN_INSTALLMENT_CENTS);
  });

  it('offers only 1x for a product that allows no installments, or a price under two minimum installments', () => {
    expect(installmentOptions(50_000, { maxInstallments: 1, installmentInterest: 'buyer' })).toHaveLength(1);
    expect(installmentOptions(900, { maxInstallments: 12, installmentInterest: 'producer' })).toHaveLength(1);
  });
});
