import { createFileRoute } from '@tanstack/react-router';
import { BarChart3Icon } from 'lucide-react';
import { ComingSoon } from '@/features/dashboard/coming-soon';

export const Route = createFileRoute('/dashboard/reports')({
  component: () => (
    <ComingSoon
      titleKey="dashboard.nav.reports"
      descriptionKey="dashboard.pages.reports"
      icon={BarChart3Icon}
    />
  ),
});
