import { createFileRoute } from '@tanstack/react-router';
import { ProductCreateScreen } from '@/features/products/product-screens';

export const Route = createFileRoute('/dashboard/products/add')({
  component: ProductCreateScreen,
});
