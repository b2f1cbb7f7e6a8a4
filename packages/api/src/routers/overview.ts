import { getOverview } from '../services/overview/get-overview';
import { capabilityProcedure, router } from '../trpc';

export const overviewRouter = router({
  get: capabilityProcedure('dashboard.view').query(({ ctx }) =>
    getOverview(ctx.db, ctx.config.appUrl, ctx.actor),
  ),
});
