import { createFileRoute } from '@tanstack/react-router';
import { ProductEditScreen } from '@/features/products/product-screens';

export const Route = createFileRoute('/dashboard/products/edit/$id')({
  component: ProductEditRoute,
});

function ProductEditRoute() {
  const { id } = Route.useParams();
  // A new id is a new form (its own draft and baseline).
  return <ProductEditScreen key={id} id={id} />;
}
