import { createFileRoute, notFound } from '@tanstack/react-router';
import { PublicProductPage, PublicProductPending } from '@/features/catalog/public-product-page';
import { errorHttpStatus } from '@/lib/trpc';

/** The public product page, open to anonymous visitors; an unknown or malformed code is a 404. */
export const Route = createFileRoute('/p/$productCode/')({
  loader: async ({ context, params }) => {
    try {
      await context.trpcUtils.catalog.product.ensureData({ productCode: params.productCode });
    } catch (error) {
      const status = errorHttpStatus(error);
      if (status === 404 || status === 400) throw notFound();
      throw error;
    }
  },
  pendingComponent: PublicProductPending,
  component: PublicProductRoute,
});

function PublicProductRoute() {
  const { productCode } = Route.useParams();
  return <PublicProductPage productCode={productCode} />;
}
