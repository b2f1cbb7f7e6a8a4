import { createFileRoute } from '@tanstack/react-router';
import { SellersPage } from '@/features/sellers/sellers-page';

export const Route = createFileRoute('/dashboard/sellers')({
  component: SellersPage,
});
