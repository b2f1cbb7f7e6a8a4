import { createFileRoute } from '@tanstack/react-router';
import { PackagePlusIcon } from 'lucide-react';
import { ComingSoon } from '@/features/dashboard/coming-soon';

export const Route = createFileRoute('/dashboard/products/add')({
  component: () => (
    <ComingSoon
      titleKey="dashboard.nav.productsAdd"
      descriptionKey="dashboard.pages.productsAdd"
      icon={PackagePlusIcon}
    />
  ),
});
