import { createFileRoute, notFound } from '@tanstack/react-router';
import { CheckoutPage, CheckoutPending } from '@/features/checkout/checkout-page';
import { errorHttpStatus } from '@/lib/trpc';

/** The buyer's checkout, anonymous; a product that is not for sale is a 404, as its page is. */
export const Route = createFileRoute('/p/$productCode/checkout')({
  loader: async ({ context, params }) => {
    try {
      await Promise.all([
        context.trpcUtils.catalog.product.ensureData({ productCode: params.productCode }),
        context.trpcUtils.plans.config.ensureData(undefined, { staleTime: Number.POSITIVE_INFINITY }),
      ]);
    } catch (error) {
      const status = errorHttpStatus(error);
      if (status === 404 || status === 400) throw notFound();
      throw error;
    }
  },
  pendingComponent: CheckoutPending,
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { productCode } = Route.useParams();
  return <CheckoutPage productCode={productCode} />;
}
