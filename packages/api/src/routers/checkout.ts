import { checkoutStatusInput, startCheckoutInput } from '@afilia/validators';
import { checkoutStatus } from '../services/checkout/checkout-status';
import { startCheckout } from '../services/checkout/start-checkout';
import { publicProcedure, router, strictPublicProcedure } from '../trpc';
import { producerAccounts } from './context-deps';

/** The buyer's checkout on /p/{code}/checkout: anonymous, the price always the server's. */
export const checkoutRouter = router({
  start: strictPublicProcedure.input(startCheckoutInput).mutation(({ ctx, input }) =>
    startCheckout(
      {
        db: ctx.db,
        payments: ctx.payments,
        asaas: producerAccounts(ctx),
        stripe: producerAccounts(ctx),
        declineLimits: ctx.checkoutDeclineLimits,
        mail: ctx.mail,
        storage: ctx.storage,
        appUrl: ctx.config.appUrl,
      },
      {
        attribution: ctx.request.attribution,
        sessionUserId: ctx.session?.user.id ?? null,
        locale: input.locale ?? ctx.request.locale,
      },
      input,
    ),
  ),
  status: publicProcedure.input(checkoutStatusInput).query(({ ctx, input }) =>
    checkoutStatus(
      {
        db: ctx.db,
        payments: ctx.payments,
        accounts: producerAccounts(ctx),
        mail: ctx.mail,
        storage: ctx.storage,
        appUrl: ctx.config.appUrl,
      },
      input,
    ),
  ),
});
