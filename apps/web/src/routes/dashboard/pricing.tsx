import { createFileRoute } from '@tanstack/react-router';
import { PercentIcon } from 'lucide-react';
import { ComingSoon } from '@/features/dashboard/coming-soon';

export const Route = createFileRoute('/dashboard/pricing')({
  component: () => (
    <ComingSoon
      titleKey="dashboard.nav.pricing"
      descriptionKey="dashboard.pages.pricing"
      icon={PercentIcon}
    />
  ),
});
