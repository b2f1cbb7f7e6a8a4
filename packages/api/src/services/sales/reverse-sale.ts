import type { DbOrTx } from '@afilia/db';

export type SaleReversal = 'refunded' | 'chargeback';

/**
 * Refund or chargeback of a paid sale, once (a conditional UPDATE decides): the commission is cancelled if
 * not yet paid out, or a negative adjustment is written if it was; the daily totals are updated.
 */
export async function reverseSale(
  _tx: DbOrTx,
  _saleId: string,
  _reversal: SaleReversal,
  _at: Date,
): Promise<{ reversed: boolean }> {
  throw new Error('not implemented');
}
