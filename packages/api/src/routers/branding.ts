import { getBranding } from '../services/branding/get-branding';
import { publicProcedure, router } from '../trpc';

export const brandingRouter = router({
  get: publicProcedure.query(({ ctx }) => getBranding(ctx.db)),
});
