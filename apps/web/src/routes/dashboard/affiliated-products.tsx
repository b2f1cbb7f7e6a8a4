import { createFileRoute } from '@tanstack/react-router';
import { AffiliatedProductsPage } from '@/features/affiliations/affiliated-products-page';

export const Route = createFileRoute('/dashboard/affiliated-products')({
  component: AffiliatedProductsPage,
});
