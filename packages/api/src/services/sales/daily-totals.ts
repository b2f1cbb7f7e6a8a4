import type { DbOrTx } from '@afilia/db';

export interface DailyTotalsDelta {
  paidCount?: number;
  paidCents?: number;
  reversedCount?: number;
  reversedCents?: number;
  commissionCents?: number;
}

/** Adds to the producer's totals of the day `at` falls on in America/Sao_Paulo (one upsert). */
export async function addToDailyTotals(
  _tx: DbOrTx,
  _producerId: string,
  _at: Date,
  _delta: DailyTotalsDelta,
): Promise<void> {
  throw new Error('not implemented');
}
