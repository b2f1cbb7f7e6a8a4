import { describe, expect, it } from 'vitest';
import { saleCommissionCents, saleSplit } from './sale-split';

const sale = {
  amountCents: 9_990,
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
});
