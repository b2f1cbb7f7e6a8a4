import { and, commissions, eq, profiles, sales } from '@afilia/db';
import type { CommissionStatus, PaymentMethod, SaleStatus } from '@afilia/validators';
import type { PaymentProviderName } from '../../integrations/payments/provider';
import type { SaleRow } from './sale-dto';

/** The columns a SaleRow is made of (the sale, its reseller, its commission row). */
export const saleRowColumns = {
  id: sales.id,
  orderCode: sales.orderCode,
  createdAt: sales.createdAt,
  paidAt: sales.paidAt,
  productId: sales.productId,
  productTitle: sales.productTitle,
  productCode: sales.productCode,
  buyerName: sales.buyerName,
  buyerEmail: sales.buyerEmail,
  resellerId: profiles.id,
  resellerName: profiles.fullName,
  resellerEmail: profiles.email,
  amountCents: sales.amountCents,
  commissionCents: commissions.amountCents,
  commissionStatus: commissions.status,
  status: sales.status,
  method: sales.method,
  installments: sales.installments,
  provider: sales.provider,
  renewalNumber: sales.renewalNumber,
  refundRequestedAt: sales.refundRequestedAt,
};

/**
 * The joins of a SaleRow: the sale's reseller and its commission (the 'commission' row, not the adjustment; at
 * most one of each per sale, so the joins never multiply rows).
 */
export const resellerOfSale = eq(profiles.id, sales.resellerId);
export const commissionOfSale = and(eq(commissions.saleId, sales.id), eq(commissions.kind, 'commission'));

export interface SaleRowRecord {
  id: string;
  orderCode: string;
  createdAt: Date;
  paidAt: Date | null;
  productId: string | null;
  productTitle: string;
  productCode: string;
  buyerName: string;
  buyerEmail: string;
  resellerId: string | null;
  resellerName: string | null;
  resellerEmail: string | null;
  amountCents: number;
  commissionCents: number | null;
  commissionStatus: CommissionStatus | null;
  status: SaleStatus;
  method: PaymentMethod;
  installments: number;
  provider: PaymentProviderName;
  renewalNumber: number;
  refundRequestedAt: Date | null;
}

type RowOnlyColumns = 'resellerId' | 'resellerName' | 'resellerEmail' | 'refundRequestedAt';

/** A SaleRow from its columns; any further columns selected (the detail's) pass through unchanged. */
export function toSaleRow<T extends SaleRowRecord>(
  record: T,
): Omit<T, RowOnlyColumns> & Pick<SaleRow, 'reseller' | 'refundable' | 'refundRequested'> {
  const { resellerId, resellerName, resellerEmail, refundRequestedAt, ...sale } = record;
  return {
    ...sale,
    reseller:
      resellerId && resellerEmail ? { id: resellerId, name: resellerName, email: resellerEmail } : null,
    refundable: sale.status === 'paid' && !refundRequestedAt,
    refundRequested: refundRequestedAt !== null,
  };
}
