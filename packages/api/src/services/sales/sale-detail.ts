import type { DbOrTx } from '@afilia/db';
import type { Role } from '@afilia/validators';
import type { SaleDetail } from './sale-dto';

export async function getSaleDetail(
  _db: DbOrTx,
  _actor: { id: string; role: Role },
  _saleId: string,
): Promise<SaleDetail> {
  throw new Error('not implemented');
}
