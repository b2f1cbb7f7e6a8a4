import type { DbOrTx } from '@afilia/db';
import type { CardSummary } from '../../integrations/payments/provider';
import type { SaleEffectsDeps } from './sale-effects';

export interface SalePayment {
  paidAt: Date;
  providerPaymentId?: string;
  card?: CardSummary | null;
}

/**
 * Moves a pending sale to paid, once: one conditional UPDATE decides, so a webhook delivered twice or racing
 * the checkout's own answer confirms it a single time. On the winning call it writes the reseller's pending
 * commission, adds the sale to the producer's daily totals and enqueues the emails; call it inside the
 * caller's transaction and deliver the returned email ids after the commit.
 */
export async function confirmSalePaid(
  _tx: DbOrTx,
  _deps: SaleEffectsDeps,
  _saleId: string,
  _payment: SalePayment,
): Promise<{ confirmed: boolean; emailIds: string[] }> {
  throw new Error('not implemented');
}

/** Marks a pending sale failed with the decline's error code (idempotent; a paid sale is never touched). */
export async function markSaleFailed(_tx: DbOrTx, _saleId: string, _failureCode: string): Promise<boolean> {
  throw new Error('not implemented');
}
