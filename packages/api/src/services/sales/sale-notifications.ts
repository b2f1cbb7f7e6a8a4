import type { DbOrTx } from '@afilia/db';
import type { SaleEffectsDeps } from './sale-effects';

/**
 * The emails of a confirmed sale, enqueued in the caller's transaction: the buyer's (in their language, with
 * the instructions, 7-day download links and the 'Meu pedido' link), the producer's 'Nova venda' and the
 * reseller's 'Nova comissão' (each unless switched off), and the producer's monthly sales-limit warning once
 * per month. Returns the outbox ids to deliver after the commit.
 */
export async function enqueueSaleNotifications(
  _tx: DbOrTx,
  _deps: SaleEffectsDeps,
  _saleId: string,
  _now?: Date,
): Promise<string[]> {
  throw new Error('not implemented');
}
