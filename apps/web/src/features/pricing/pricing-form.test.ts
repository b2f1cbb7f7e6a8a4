import { describe, expect, it } from 'vitest';
import {
  checkPricingForm,
  filterPricingRows,
  parseCommission,
  pricingFormValues,
  pricingProblems,
} from './pricing-form';

const ID = '9b2f3c1e-6a4d-4f8e-9c1a-2b3d4e5f6a7b';
const valid = {
  price: '97,00',
  commissionType: 'percentage',
  commissionValue: '30',
  commissionRecurring: false,
  maxInstallments: 12,
  installmentInterest: 'buyer',
} as const;

describe('pricingFormValues', () => {
  it('is empty with a percentage commission and 12x paid by the buyer when there is no pricing', () => {
    expect(pricingFormValues(null)).toEqual({
      price: '',
      commissionType: 'percentage',
      commissionValue: '',
      commissionRecurring: false,
      maxInstallments: 12,
      installmentInterest: 'buyer',
    });
  });

  it('shows saved cents and basis points in pt-BR', () => {
    expect(
      pricingFormValues({
        priceCents: 123456,
        commissionType: 'percentage',
        commissionValue: 1250,
        commissionRecurring: true,
        maxInstallments: 6,
        installmentInterest: 'producer',
      }),
    ).toEqual({
      price: '1.234,56',
      commissionType: 'percentage',
      commissionValue: '12,5',
      commissionRecurring: true,
      maxInstallments: 6,
      installmentInterest: 'producer',
    });
    expect(
      pricingFormValues({
        priceCents: 9700,
        commissionType: 'fixed',
        commissionValue: 1000,
        commissionRecurring: false,
        maxInstallments: 1,
        installmentInterest: 'buyer',
      }).commissionValue,
    ).toBe('10,00');
  });
});

describe('parseCommission', () => {
  it('reads basis points for a percentage and cents for a fixed amount', () => {
    expect(parseCommission('percentage', '12,5')).toBe(1250);
    expect(parseCommission('fixed', '12,5')).toBe(1250);
    expect(parseCommission('fixed', '1.000,00')).toBe(100000);
    expect(parseCommission('percentage', 'x')).toBeNull();
  });
});

describe('checkPricingForm', () => {
  it('builds the save input in cents and basis points', () => {
    expect(
      checkPricingForm(ID, {
        ...valid,
        price: '1.234,56',
        commissionValue: '12,5',
        commissionRecurring: true,
      }),
    ).toEqual({
      ok: true,
      input: {
        productId: ID,
        priceCents: 123456,
        commissionType: 'percentage',
        commissionValue: 1250,
        commissionRecurring: true,
        maxInstallments: 12,
        installmentInterest: 'buyer',
      },
    });
    const fixed = checkPricingForm(ID, { ...valid, commissionType: 'fixed', commissionValue: '150,00' });
    expect(fixed.ok && fixed.input.commissionValue).toBe(15000);
  });

  it.each(['0', '0,00', '-10'])(
    "refuses the price %s with 'O preço deve ser um número positivo'",
    (price) => {
      const check = checkPricingForm(ID, { ...valid, price });
      expect(check).toMatchObject({
        ok: false,
        errors: { price: 'validation.pricing.pricePositive' },
        toast: { title: 'validation.pricing.priceInvalid', description: 'validation.pricing.pricePositive' },
      });
    },
  );

  it.each(['', 'abc'])("refuses the price %j as 'Preço inválido'", (price) => {
    const check = checkPricingForm(ID, { ...valid, price });
    expect(check).toMatchObject({
      ok: false,
      errors: { price: 'validation.pricing.priceInvalid' },
      toast: { title: 'validation.pricing.priceInvalid', description: 'validation.pricing.pricePositive' },
    });
  });

  it('refuses a negative commission', () => {
    expect(checkPricingForm(ID, { ...valid, commissionValue: '-1' })).toMatchObject({
      ok: false,
      errors: { commissionValue: 'validation.pricing.commissionNonNegative' },
      toast: {
        title: 'validation.pricing.commissionInvalid',
        description: 'validation.pricing.commissionNonNegative',
      },
    });
  });

  it('refuses a commission that is not a number', () => {
    expect(checkPricingForm(ID, { ...valid, commissionValue: '' })).toMatchObject({
      ok: false,
      errors: { commissionValue: 'validation.pricing.commissionInvalid' },
      toast: {
        title: 'validation.pricing.commissionInvalid',
        description: 'validation.pricing.commissionNonNegative',
      },
    });
  });

  it('refuses a percentage above 100% but allows exactly 100% and any fixed amount', () => {
    expect(checkPricingForm(ID, { ...valid, commissionValue: '101' })).toMatchObject({
      ok: false,
      errors: { commissionValue: 'validation.pricing.percentageMax' },
      toast: {
        title: 'validation.pricing.commissionInvalid',
        description: 'validation.pricing.percentageMax',
      },
    });
    expect(checkPricingForm(ID, { ...valid, commissionValue: '100' }).ok).toBe(true);
    expect(checkPricingForm(ID, { ...valid, commissionType: 'fixed', commissionValue: '101' }).ok).toBe(true);
  });

  it('accepts a zero commission', () => {
    expect(checkPricingForm(ID, { ...valid, commissionValue: '0' }).ok).toBe(true);
  });

  it('reports the price first when both are wrong', () => {
    const check = checkPricingForm(ID, { ...valid, price: '0', commissionValue: '101' });
    expect(check).toMatchObject({
      ok: false,
      errors: {
        price: 'validation.pricing.pricePositive',
        commissionValue: 'validation.pricing.percentageMax',
      },
      toast: { title: 'validation.pricing.priceInvalid' },
    });
  });
});

describe('pricingProblems', () => {
  it('falls back to the save error without a field problem', () => {
    expect(pricingProblems([{ path: ['productId'], message: 'errors.notFound' }]).toast.title).toBe(
      'pricing.toasts.saveErrorTitle',
    );
  });
});

describe('filterPricingRows', () => {
  const rows = [
    { title: 'Curso de Fotografia', productCode: 'AB23' },
    { title: 'E-book Receitas', productCode: 'ZX98' },
  ];

  it('matches title or code, case-insensitively', () => {
    expect(filterPricingRows(rows, '')).toEqual(rows);
    expect(filterPricingRows(rows, 'foto')).toEqual([rows[0]]);
    expect(filterPricingRows(rows, 'zx')).toEqual([rows[1]]);
    expect(filterPricingRows(rows, '  RECEITAS ')).toEqual([rows[1]]);
    expect(filterPricingRows(rows, 'nada')).toEqual([]);
  });
});
