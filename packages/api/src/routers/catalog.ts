import { publicProductInput } from '@afilia/validators';
import { AppError } from '../errors';
import { getPublicProduct } from '../services/catalog/public-product';
import { publicProcedure, router } from '../trpc';

/** What anonymous visitors may read: the public product page. */
export const catalogRouter = router({
  product: publicProcedure.input(publicProductInput).query(async ({ ctx, input }) => {
    const product = await getPublicProduct(ctx.db, input.productCode);
    if (!product) throw new AppError('errors.catalog.productNotFound');
    return product;
  }),
});
