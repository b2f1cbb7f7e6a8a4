import type { sales } from '@afilia/db';
import { commissionCents } from '../commission-amount';

type SaleTerms = Pick<
  typeof sales.$inferSelect,
  | 'amountCents'
  | 'platformFeeCents'
  | 'resellerId'
  | 'renewalNumber'
  | 'commissionRecurring'
  | 'priceCents'
  | 'commissionType'
  | 'commissionValue'
>;

/** How one sale's amount is shared out. */
export interface SaleSplit {
  /** What the buyer paid. */
  amountCents: number;
  /** The reseller's commission on it (0 without one). */
  commissionCents: number;
  /** The platform's fee. */
  platformFeeCents: number;
  /** What the producer keeps: amount − commission − platform fee. */
  producerNetCents: number;
}

/**
 * The commission a sale earns its reseller, by the terms snapshotted on the sale: none without a reseller,
 * none on a renewal unless the pricing was 'recorrente', else the commission rule (commissionCents).
 * recordCommission writes exactly this amount, so the commission row and every figure read here agree.
 */
export function saleCommissionCents(sale: SaleTerms): number {
  if (!sale.resellerId) return 0;
  if (sale.renewalNumber > 0 && !sale.commissionRecurring) return 0;
  return commissionCents(sale.priceCents, sale.commissionType, sale.commissionValue);
}

/**
 * One sale's split between the reseller, the platform and the producer. The payment history's sale entry
 * (and its receipt) and the producer's 'Nova venda' email both read it, so they show the same net.
 */
export function saleSplit(sale: SaleTerms): SaleSplit {
  const commission = saleCommissionCents(sale);
  return {
    amountCents: sale.amountCents,
    commissionCents: commission,
    platformFeeCents: sale.platformFeeCents,
    producerNetCents: sale.amountCents - commission - sale.platformFeeCents,
  };
}
