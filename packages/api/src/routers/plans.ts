import { changePlanInput, checkoutInput } from '@afilia/validators';
import { cancelSubscription } from '../services/plans/cancel';
import { changePlan } from '../services/plans/change-plan';
import { checkout } from '../services/plans/checkout';
import { getCurrentPlan } from '../services/plans/current-plan';
import { authedProcedure, publicProcedure, router, strictAuthedProcedure } from '../trpc';

export const plansRouter = router({
  /** Which payment provider the checkout uses, and Stripe's publishable key when it is Stripe. */
  config: publicProcedure.query(({ ctx }) => ({
    provider: ctx.payments.name,
    stripePublishableKey: ctx.payments.name === 'stripe' ? ctx.config.stripePublishableKey : null,
  })),

  current: authedProcedure.query(({ ctx }) => getCurrentPlan(ctx.db, ctx.actor.id, ctx.payments.name)),

  checkout: strictAuthedProcedure
    .input(checkoutInput)
    .mutation(({ ctx, input }) =>
      checkout(
        { db: ctx.db, provider: ctx.payments },
        { id: ctx.actor.id, email: ctx.session.user.email, isAdmin: ctx.actor.role === 'admin' },
        input,
      ),
    ),

  cancel: authedProcedure.mutation(({ ctx }) =>
    cancelSubscription({ db: ctx.db, provider: ctx.payments }, ctx.actor.id),
  ),

  changePlan: strictAuthedProcedure
    .input(changePlanInput)
    .mutation(({ ctx, input }) => changePlan({ db: ctx.db, provider: ctx.payments }, ctx.actor.id, input)),
});
