import type { DbOrTx } from '@afilia/db';
import type { orderAccessInput } from '@afilia/validators';
import type { z } from 'zod';
import type { StorageService } from '../../integrations/storage/storage-service';
import type { OrderAccess } from '../sales/sale-dto';

export async function getOrderAccess(
  _deps: { db: DbOrTx; storage: StorageService; now?: Date },
  _input: z.output<typeof orderAccessInput>,
): Promise<OrderAccess> {
  throw new Error('not implemented');
}
