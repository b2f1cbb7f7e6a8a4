import type { Database } from '@afilia/db';
import type { Role, SaleStatus } from '@afilia/validators';
import type { PaymentProvider } from '../../integrations/payments/provider';

export interface RefundResult {
  status: SaleStatus;
  /** True when the provider confirms later (Stripe's webhook); the sale stays paid until then. */
  refundRequested: boolean;
}

export async function refundSale(
  _deps: { db: Database; payments: PaymentProvider; now?: Date },
  _actor: { id: string; role: Role },
  _saleId: string,
): Promise<RefundResult> {
  throw new Error('not implemented');
}
