import { changePlanInput, planPurchaseInput } from '@afilia/validators';
import { getPlanUsage } from '../services/overview/plan-usage';
import { cancelSubscription } from '../services/plans/cancel';
import { changePlan } from '../services/plans/change-plan';
import { getCurrentPlan } from '../services/plans/current-plan';
import { purchasePlan } from '../services/plans/plan-purchase';
import { authedProcedure, publicProcedure, router, strictAuthedProcedure } from '../trpc';
import { planDeps, planPurchaseDeps } from './context-deps';

export const plansRouter = router({
  /** Which payment provider the checkout uses, and Stripe's publishable key when it is Stripe. */
  config: publicProcedure.query(({ ctx }) => ({
    provider: ctx.payments.name,
    stripePublishableKey: ctx.payments.name === 'stripe' ? ctx.config.stripePublishableKey : null,
  })),

  current: authedProcedure.query(({ ctx }) => getCurrentPlan(ctx.db, ctx.actor.id, ctx.payments.name)),

  /** A producer's products, sellers and sales this month against the plan's limits. */
  usage: authedProcedure.query(({ ctx }) => getPlanUsage(ctx.db, ctx.actor.id)),

  checkout: strictAuthedProcedure
    .input(planPurchaseInput)
    .mutation(({ ctx, input }) =>
      purchasePlan(planPurchaseDeps(ctx), { id: ctx.actor.id, email: ctx.session.user.email }, input),
    ),

  cancel: authedProcedure.mutation(({ ctx }) => cancelSubscription(planDeps(ctx), ctx.actor.id)),

  changePlan: strictAuthedProcedure
    .input(changePlanInput)
    .mutation(({ ctx, input }) => changePlan(planDeps(ctx), ctx.actor.id, input)),
});
