import { createFileRoute } from '@tanstack/react-router';
import { PackageIcon } from 'lucide-react';
import { ComingSoon } from '@/features/dashboard/coming-soon';

export const Route = createFileRoute('/dashboard/products/')({
  component: () => (
    <ComingSoon
      titleKey="dashboard.nav.products"
      descriptionKey="dashboard.pages.products"
      icon={PackageIcon}
    />
  ),
});
