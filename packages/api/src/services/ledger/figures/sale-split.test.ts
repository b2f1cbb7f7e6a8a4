import { describe, expect, it } from 'vitest';
import { saleCommissionCents, saleSplit } from './sale-split';

const sale = {
  amountCents: 9_990,
  installmentFeeCents: 0,
  platformFeeCents: 0,
  resellerId: 'r1',
  renewalNumber: 0,
  commissionRecurring: false,
  priceCents: 9_990,
  commissionType: 'percentage' as const,
  commissionValue: 2_000,
};

describe('saleSplit', () => {
  it('takes the commission and the fee off the amount', () => {
    expect(saleSplit({ ...sale, platformFeeCents: 150 })).toEqual({
      amountCents: 9_990,
      installmentFeeCents: 0,
      commissionCents: 1_998,
      platformFeeCents: 150,
      producerNetCents: 7_842,
    });
  });

  it('earns no commission without a reseller, or on a renewal without recurring commission', () => {
    expect(saleCommissionCents({ ...sale, resellerId: null })).toBe(0);
    expect(saleCommissionCents({ ...sale, renewalNumber: 2 })).toBe(0);
    expect(saleCommissionCents({ ...sale, renewalNumber: 2, commissionRecurring: true })).toBe(1_998);
    expect(saleSplit({ ...sale, resellerId: null }).producerNetCents).toBe(9_990);
  });

  it('computes the commission on what the producer receives of an installment payment', () => {
    // 12x with the buyer paying the interest: R$ 239,76 charged, R$ 40,76 of it financing, 20% of R$ 199,00.
    const buyerPays = { ...sale, amountCents: 23_976, installmentFeeCents: 4_076 };
    expect(saleSplit(buyerPays)).toEqual({
      amountCents: 23_976,
      installmentFeeCents: 4_076,
      commissionCents: 3_980,
      platformFeeCents: 0,
      producerNetCents: 15_920,
    });
    // 12x interest-free: R$ 199,00 charged, the producer bears R$ 33,83, 20% of R$ 165,17.
    const producerPays = { ...sale, amountCents: 19_900, installmentFeeCents: 3_383 };
    expect(saleSplit(producerPays)).toEqual({
      amountCents: 19_900,
      installmentFeeCents: 3_383,
      commissionCents: 3_303,
      platformFeeCents: 0,
      producerNetCents: 13_214,
    });
    // A fixed commission stays fixed, but never above what the producer receives.
    expect(saleCommissionCents({ ...producerPays, commissionType: 'fixed', commissionValue: 5_000 })).toBe(
      5_000,
    );
    expect(saleCommissionCents({ ...producerPays, commissionType: 'fixed', commissionValue: 99_999 })).toBe(
      16_517,
    );
  });
});
