import type { DbOrTx } from '@afilia/db';
import type { Role, salesListInput } from '@afilia/validators';
import type { z } from 'zod';
import type { SalesListResult } from './sale-dto';

export async function listSales(
  _db: DbOrTx,
  _actor: { id: string; role: Role },
  _input: z.output<typeof salesListInput>,
  _now?: Date,
): Promise<SalesListResult> {
  throw new Error('not implemented');
}
