import type { CommissionType } from '@afilia/validators';

/** The reseller's commission on one sale in cents: basis points of the price (rounded), or a fixed amount. */
export function commissionCents(
  priceCents: number,
  commissionType: CommissionType,
  commissionValue: number,
): number {
  return commissionType === 'percentage'
    ? Math.round((priceCents * commissionValue) / 10_000)
    : commissionValue;
}
