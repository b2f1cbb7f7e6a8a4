import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionCents } from './commission-amount';

/** The reference: the same rule in BigInt, where no intermediate value can lose a unit. */
function referencePercentage(priceCents: number, basisPoints: number): number {
  const price = BigInt(priceCents);
  const exact = (price * BigInt(basisPoints) + 5_000n) / 10_000n;
  return Number(exact < price ? exact : price);
}

const price = fc.integer({ min: 1, max: 100_000_000 });
const basisPoints = fc.integer({ min: 0, max: 10_000 });
const fixedCents = fc.integer({ min: 0, max: 200_000_000 });

describe('commissionCents', () => {
  it.each([
    [10_000, 1000, 1000],
    [999, 5000, 500],
    [1, 5000, 1],
    [1, 4999, 0],
    [3, 5000, 2],
    [12_345, 3333, 4115],
    [19_990, 10_000, 19_990],
    [100_000_000, 1, 10_000],
  ])('%i cents at %i basis points → %i', (priceCents, bp, expected) => {
    expect(commissionCents(priceCents, 'percentage', bp)).toBe(expected);
  });

  it('caps a fixed amount at the price and keeps it otherwise', () => {
    expect(commissionCents(5_000, 'fixed', 1_500)).toBe(1_500);
    expect(commissionCents(5_000, 'fixed', 9_000)).toBe(5_000);
    expect(commissionCents(5_000, 'fixed', 0)).toBe(0);
  });

  it('never goes negative, even for values the validators would refuse', () => {
    expect(commissionCents(5_000, 'fixed', -10)).toBe(0);
    expect(commissionCents(5_000, 'percentage', -10)).toBe(0);
    expect(commissionCents(5_000, 'percentage', 20_000)).toBe(5_000);
  });

  it('percentage: exact cents against a BigInt reference, never negative, never above the price', () => {
    fc.assert(
      fc.property(price, basisPoints, (priceCents, bp) => {
        const cents = commissionCents(priceCents, 'percentage', bp);
        expect(Number.isInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(0);
        expect(cents).toBeLessThanOrEqual(priceCents);
        expect(cents).toBe(referencePercentage(priceCents, bp));
      }),
      { numRuns: 2_000 },
    );
  });

  it('percentage: half a cent rounds up, anything less rounds down', () => {
    fc.assert(
      fc.property(price, basisPoints, (priceCents, bp) => {
        const cents = commissionCents(priceCents, 'percentage', bp);
        // |exact − cents| ≤ ½ cent, with ties going up: 2·(price·bp) − 10000 ≤ 20000·cents < 2·(price·bp) + 10000.
        const twice = 2n * BigInt(priceCents) * BigInt(bp);
        const scaled = 20_000n * BigInt(cents);
        expect(scaled > twice - 10_000n).toBe(true);
        expect(scaled <= twice + 10_000n).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('percentage: 100% is the whole price and 0% is nothing', () => {
    fc.assert(
      fc.property(price, (priceCents) => {
        expect(commissionCents(priceCents, 'percentage', 10_000)).toBe(priceCents);
        expect(commissionCents(priceCents, 'percentage', 0)).toBe(0);
      }),
    );
  });

  it('fixed: the amount itself, capped at the price, never negative', () => {
    fc.assert(
      fc.property(price, fixedCents, (priceCents, fixed) => {
        const cents = commissionCents(priceCents, 'fixed', fixed);
        expect(cents).toBeGreaterThanOrEqual(0);
        expect(cents).toBeLessThanOrEqual(priceCents);
        expect(cents).toBe(fixed <= priceCents ? fixed : priceCents);
      }),
      { numRuns: 2_000 },
    );
  });
});
