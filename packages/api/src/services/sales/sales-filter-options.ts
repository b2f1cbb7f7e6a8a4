import type { DbOrTx } from '@afilia/db';
import type { Role } from '@afilia/validators';
import type { SalesFilterOptions } from './sale-dto';

export async function salesFilterOptions(
  _db: DbOrTx,
  _actor: { id: string; role: Role },
): Promise<SalesFilterOptions> {
  throw new Error('not implemented');
}
