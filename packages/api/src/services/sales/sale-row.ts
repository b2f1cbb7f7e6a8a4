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
  provider: PaymentProviderName;
  renewalNumber: number;
  refundRequestedAt: Date | null;
}

export function toSaleRow(record: SaleRowRecord): SaleRow {
  return {
    id: record.id,
    orderCode: record.orderCode,
    createdAt: record.createdAt,
    paidAt: record.paidAt,
    productId: record.productId,
    productTitle: record.productTitle,
    productCode: record.productCode,
    buyerName: record.buyerName,
    buyerEmail: record.buyerEmail,
    reseller:
      record.resellerId && record.resellerEmail
        ? { id: record.resellerId, name: record.resellerName, email: record.resellerEmail }
        : null,
    amountCents: record.amountCents,
    commissionCents: record.commissionCents,
    commissionStatus: record.commissionStatus,
    status: record.status,
    method: record.method,
    provider: record.provider,
    renewalNumber: record.renewalNumber,
    refundable: record.status === 'paid' && !record.refundRequestedAt,
    refundRequested: record.refundRequestedAt !== null,
  };
}
