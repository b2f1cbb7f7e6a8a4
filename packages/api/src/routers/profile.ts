import { avatarInput, profileUpdateInput } from '@afilia/validators';
import { updateAvatar, updateProfile } from '../services/account/profile';
import { authedProcedure, router } from '../trpc';

export const profileRouter = router({
  update: authedProcedure
    .input(profileUpdateInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.actor.id, input)),

  updateAvatar: authedProcedure
    .input(avatarInput)
    .mutation(({ ctx, input }) => updateAvatar(ctx.db, ctx.actor.id, input.key)),
});
