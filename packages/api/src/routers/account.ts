import { preferencesInput } from '@afilia/validators';
import { updatePreferences } from '../services/account/update-preferences';
import { authedProcedure, router } from '../trpc';

export const accountRouter = router({
  updatePreferences: authedProcedure.input(preferencesInput).mutation(async ({ ctx, input }) => {
    await updatePreferences(ctx.db, ctx.actor.id, input);
    return { ok: true as const };
  }),
});
