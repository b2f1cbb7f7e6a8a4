import type { DbOrTx } from '@afilia/db';
import type { orderAccessInput } from '@afilia/validators';
import type { z } from 'zod';
import type { OrderAccess } from '../sales/sale-dto';

export async function cancelBuyerSubscription(
  _db: DbOrTx,
  _input: z.output<typeof orderAccessInput>,
  _now?: Date,
): Promise<NonNullable<OrderAccess['subscription']>> {
  throw new Error('not implemented');
}
