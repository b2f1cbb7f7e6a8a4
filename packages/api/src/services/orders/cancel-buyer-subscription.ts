import type { DbOrTx } from '@afilia/db';
import type { orderAccessInput } from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { cancelBuyerSubscriptions } from '../ledger/buyer-subscription';
import type { OrderAccess } from '../sales/sale-dto';
import { buyerSubscriptionOf, findBuyerSale } from './order-access';

/**
 * 'Cancelar assinatura' on the buyer's order page: the subscription of that order stops renewing at once
 * (the renewal job only charges active and past-due ones). Cancelling again changes nothing.
 */
export async function cancelBuyerSubscription(
  db: DbOrTx,
  input: z.output<typeof orderAccessInput>,
  now = new Date(),
): Promise<NonNullable<OrderAccess['subscription']>> {
  const sale = await findBuyerSale(db, input);
  if (!sale.subscriptionId) throw new AppError('errors.orders.notSubscription');
  await cancelBuyerSubscriptions(db, { subscriptionId: sale.subscriptionId }, now);
  const subscription = await buyerSubscriptionOf(db, sale.subscriptionId);
  if (!subscription) throw new AppError('errors.orders.notSubscription');
  return subscription;
}
