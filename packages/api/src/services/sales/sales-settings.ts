import type { DbOrTx } from '@afilia/db';
import type { RefundWindow, salesSettingsInput } from '@afilia/validators';
import type { z } from 'zod';

export interface SalesSettings {
  refundWindowDays: RefundWindow;
}

export async function getSalesSettings(_db: DbOrTx, _userId: string): Promise<SalesSettings> {
  throw new Error('not implemented');
}

export async function saveSalesSettings(
  _db: DbOrTx,
  _userId: string,
  _input: z.output<typeof salesSettingsInput>,
): Promise<SalesSettings> {
  throw new Error('not implemented');
}
