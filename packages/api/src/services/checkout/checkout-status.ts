import type { DbOrTx } from '@afilia/db';
import type { checkoutStatusInput } from '@afilia/validators';
import type { z } from 'zod';
import type { CheckoutResult } from '../sales/sale-dto';

export async function checkoutStatus(
  _db: DbOrTx,
  _input: z.output<typeof checkoutStatusInput>,
): Promise<CheckoutResult> {
  throw new Error('not implemented');
}
