import { createFileRoute } from '@tanstack/react-router';
import { ProductsListScreen } from '@/features/products/product-screens';

export const Route = createFileRoute('/dashboard/products/')({
  // `?view=list` comes from the 'Listar Produtos' switch; without it the last used view opens (list by default).
  validateSearch: (search: Record<string, unknown>): { view?: 'list' } =>
    search.view === 'list' ? { view: 'list' } : {},
  component: ProductsIndexRoute,
});

function ProductsIndexRoute() {
  const { view } = Route.useSearch();
  return <ProductsListScreen explicitList={view === 'list'} />;
}
