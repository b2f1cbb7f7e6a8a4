import { createFileRoute } from '@tanstack/react-router';
import { UsersIcon } from 'lucide-react';
import { ComingSoon } from '@/features/dashboard/coming-soon';

export const Route = createFileRoute('/dashboard/sellers')({
  component: () => (
    <ComingSoon titleKey="dashboard.nav.sellers" descriptionKey="dashboard.pages.sellers" icon={UsersIcon} />
  ),
});
