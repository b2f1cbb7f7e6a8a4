import { STORAGE_BUCKETS } from '@afilia/db';
import { singleLineText } from '@afilia/validators';
import { z } from 'zod';
import { AppError } from '../errors';
import { capabilityProcedure, router } from '../trpc';

export const filesRouter = router({
  /** A signed, expiring URL for a private file; only its owner (or an admin) may get one. */
  signedUrl: capabilityProcedure('files.read')
    .input(
      z.object({ bucket: z.enum(STORAGE_BUCKETS), key: singleLineText().regex(/^[A-Za-z0-9._-]{1,100}$/) }),
    )
    .query(async ({ ctx, input }) => {
      const file = await ctx.storage.findFile(ctx.db, input.bucket, input.key);
      if (!file) throw new AppError('errors.storage.notFound');
      if (file.ownerId !== ctx.actor.id && ctx.scope !== 'any') throw new AppError('errors.forbidden');
      return ctx.storage.signedUrl(input.bucket, input.key);
    }),
});
