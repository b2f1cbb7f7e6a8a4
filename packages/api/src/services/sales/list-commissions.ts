import type { DbOrTx } from '@afilia/db';
import type { commissionsListInput } from '@afilia/validators';
import type { z } from 'zod';
import type { CommissionsListResult } from './sale-dto';

export async function listCommissions(
  _db: DbOrTx,
  _actor: { id: string },
  _input: z.output<typeof commissionsListInput>,
): Promise<CommissionsListResult> {
  throw new Error('not implemented');
}
