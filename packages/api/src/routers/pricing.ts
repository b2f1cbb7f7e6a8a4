import { pricingSaveInput } from '@afilia/validators';
import { listPricing, savePricing } from '../services/pricing/pricing';
import { capabilityProcedure, router } from '../trpc';

const pricingProcedure = capabilityProcedure('pricing.manage');

export const pricingRouter = router({
  list: pricingProcedure.query(({ ctx }) => listPricing(ctx.db, ctx.actor)),
  save: pricingProcedure
    .input(pricingSaveInput)
    .mutation(({ ctx, input }) => savePricing(ctx.db, ctx.actor, input)),
});
