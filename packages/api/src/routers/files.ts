import { STORAGE_BUCKETS } from '@afilia/db';
import { z } from 'zod';
import { AppError } from '../errors';
import { authedProcedure, router } from '../trpc';

export const filesRouter = router({
  /** A signed, expiring URL for a private file; only its owner (or an admin) may get one. */
  signedUrl: authedProcedure
    .input(z.object({ bucket: z.enum(STORAGE_BUCKETS), key: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/) }))
    .query(async ({ ctx, input }) => {
      const file = await ctx.storage.findFile(ctx.db, input.bucket, input.key);
      if (!file) throw new AppError('errors.storage.notFound');
      if (file.ownerId !== ctx.actor.id && ctx.actor.role !== 'admin') throw new AppError('errors.forbidden');
      return ctx.storage.signedUrl(input.bucket, input.key);
    }),
});
