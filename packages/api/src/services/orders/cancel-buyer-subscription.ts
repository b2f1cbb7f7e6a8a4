import type { Database } from '@afilia/db';
import type { orderAccessInput } from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { BuyerNoticeDeps } from '../ledger/buyer-notices';
import { cancelBuyerSubscriptions } from '../ledger/buyer-subscription';
import type { OrderAccess } from '../sales/sale-dto';
import { buyerSubscriptionOf, findBuyerSale } from './order-access';

/**
 * 'Cancelar assinatura' on the buyer's order page: the subscription of that order stops renewing at once
 * (the renewal job only charges active and past-due ones), and the buyer gets an email saying until when the
 * period already paid runs. Cancelling again changes nothing and sends nothing.
 */
export async function cancelBuyerSubscription(
  deps: BuyerNoticeDeps & { db: Database },
  input: z.output<typeof orderAccessInput>,
  now = new Date(),
): Promise<NonNullable<OrderAccess['subscription']>> {
  const { db } = deps;
  const sale = await findBuyerSale(db, input);
  if (!sale.subscriptionId) throw new AppError('errors.orders.notSubscription');
  const subscriptionId = sale.subscriptionId;
  const { emailIds } = await db.transaction((tx) =>
    cancelBuyerSubscriptions(tx, deps, { subscriptionId }, 'buyer', now),
  );
  await deps.mail.deliver(db, emailIds);
  const subscription = await buyerSubscriptionOf(db, sale.subscriptionId);
  if (!subscription) throw new AppError('errors.orders.notSubscription');
  return subscription;
}
