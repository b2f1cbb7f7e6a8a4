import { commissionsListInput } from '@afilia/validators';
import { listCommissions } from '../services/sales/list-commissions';
import { capabilityProcedure, router } from '../trpc';

/** 'Minhas Comissões': a reseller's own commissions only. */
export const commissionsRouter = router({
  list: capabilityProcedure('commissions.view')
    .input(commissionsListInput)
    .query(({ ctx, input }) => listCommissions(ctx.db, ctx.actor, input)),
});
