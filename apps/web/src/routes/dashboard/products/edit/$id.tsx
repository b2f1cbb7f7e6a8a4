import { createFileRoute } from '@tanstack/react-router';
import { PencilIcon } from 'lucide-react';
import { ComingSoon } from '@/features/dashboard/coming-soon';

export const Route = createFileRoute('/dashboard/products/edit/$id')({
  component: () => (
    <ComingSoon
      titleKey="dashboard.nav.productsEdit"
      descriptionKey="dashboard.pages.productsEdit"
      icon={PencilIcon}
    />
  ),
});
