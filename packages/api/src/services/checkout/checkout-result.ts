import { isAppErrorCode } from '@afilia/validators';
import { AppError } from '../../errors';
import type { ProductChargeAction } from '../../integrations/payments/provider';
import type { CheckoutResult } from '../sales/sale-dto';

type SaleFields = Pick<
  CheckoutResult,
  'orderCode' | 'status' | 'productCode' | 'productTitle' | 'amountCents' | 'installments' | 'buyerEmail'
>;

/** How a checkout attempt stands, from its sale row. */
export function checkoutResult(
  sale: SaleFields,
  recurring: boolean,
  nextAction: ProductChargeAction | null = null,
): CheckoutResult {
  return {
    orderCode: sale.orderCode,
    status: sale.status,
    nextAction: sale.status === 'pending' ? nextAction : null,
    productCode: sale.productCode,
    productTitle: sale.productTitle,
    amountCents: sale.amountCents,
    installments: sale.installments,
    buyerEmail: sale.buyerEmail,
    recurring,
  };
}

/** The error a failed attempt answers with, every time it is asked: the decline it was refused with. */
export function saleFailureError(failureCode: string | null): AppError {
  return new AppError(isAppErrorCode(failureCode) ? failureCode : 'errors.payments.invalidResponse');
}
