import type { CommissionType } from '@afilia/validators';

/**
 * The reseller's commission on one sale in cents: basis points of the price rounded half-up to the cent, or
 * a fixed amount; never negative and never above the price. Integer maths only (price × basis points stays
 * far below 2^53 for any price the pricing form accepts), so no float ever rounds a cent the wrong way.
 */
export function commissionCents(
  priceCents: number,
  commissionType: CommissionType,
  commissionValue: number,
): number {
  const price = Math.max(0, Math.trunc(priceCents));
  const value = Math.max(0, Math.trunc(commissionValue));
  const amount = commissionType === 'percentage' ? Math.floor((price * value + 5_000) / 10_000) : value;
  return Math.min(amount, price);
}
