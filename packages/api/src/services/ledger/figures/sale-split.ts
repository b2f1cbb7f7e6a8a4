import type { sales } from '@afilia/db';
import { commissionCents } from '../commission-amount';

type SaleTerms = Pick<
  typeof sales.$inferSelect,
  | 'amountCents'
  | 'installmentFeeCents'
  | 'platformFeeCents'
  | 'resellerId'
  | 'renewalNumber'
  | 'commissionRecurring'
  | 'commissionType'
  | 'commissionValue'
>;

/** How one sale's amount is shared out. */
export interface SaleSplit {
  /** What the buyer paid. */
  amountCents: number;
  /** The installments' financing, which never reaches the producer (0 when paid at once). */
  installmentFeeCents: number;
  /** The reseller's commission on it (0 without one). */
  commissionCents: number;
  /** The platform's fee. */
  platformFeeCents: number;
  /** What the producer keeps: amount − installment financing − commission − platform fee. */
  producerNetCents: number;
}

/**
 * What a commission is computed on: the part of the buyer's payment the producer receives, that is the amount
 * less the installments' financing. Paid at once it is the price; with the buyer paying the interest it is
 * still the price (the interest is not the producer's); with the producer bearing it, the price less it.
 */
export function commissionBaseCents(sale: Pick<SaleTerms, 'amountCents' | 'installmentFeeCents'>): number {
  return sale.amountCents - sale.installmentFeeCents;
}

/**
 * The commission a sale earns its reseller, by the terms snapshotted on the sale: none without a reseller,
 * none on a renewal unless the pricing was 'recorrente', else the commission rule (commissionCents) on the
 * commission base. recordCommission writes exactly this amount, so the commission row and every figure read
 * here agree.
 */
export function saleCommissionCents(sale: SaleTerms): number {
  if (!sale.resellerId) return 0;
  if (sale.renewalNumber > 0 && !sale.commissionRecurring) return 0;
  return commissionCents(commissionBaseCents(sale), sale.commissionType, sale.commissionValue);
}

/**
 * What the producer keeps of a sale that carries `commissionCents`: the commission base less the commission
 * and the platform fee. The split passes the commission its terms earn; the sale details pass the commission
 * row's amount (0 once it was cancelled).
 */
export function producerNetCents(
  sale: Pick<SaleTerms, 'amountCents' | 'installmentFeeCents' | 'platformFeeCents'>,
  commissionCents: number,
): number {
  return commissionBaseCents(sale) - commissionCents - sale.platformFeeCents;
}

/**
 * One sale's split between the reseller, the platform and the producer. The payment history's sale entry
 * (and its receipt) and the producer's 'Nova venda' email both read it, so they show the same net.
 */
export function saleSplit(sale: SaleTerms): SaleSplit {
  const commission = saleCommissionCents(sale);
  return {
    amountCents: sale.amountCents,
    installmentFeeCents: sale.installmentFeeCents,
    commissionCents: commission,
    platformFeeCents: sale.platformFeeCents,
    producerNetCents: producerNetCents(sale, commission),
  };
}
