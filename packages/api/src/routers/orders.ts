import { orderAccessInput } from '@afilia/validators';
import { cancelBuyerSubscription } from '../services/orders/cancel-buyer-subscription';
import { getOrderAccess } from '../services/orders/order-access';
import { router, strictPublicProcedure } from '../trpc';

/**
 * 'Meu pedido', for buyers (who have no account): the order code and the email used to buy open the order.
 * Mutations, so the email never sits in a URL or an access log; rate-limited per IP on the strict tier.
 */
export const ordersRouter = router({
  access: strictPublicProcedure
    .input(orderAccessInput)
    .mutation(({ ctx, input }) => getOrderAccess({ db: ctx.db, storage: ctx.storage }, input)),
  cancelSubscription: strictPublicProcedure
    .input(orderAccessInput)
    .mutation(({ ctx, input }) =>
      cancelBuyerSubscription({ db: ctx.db, mail: ctx.mail, appUrl: ctx.config.appUrl }, input),
    ),
});
