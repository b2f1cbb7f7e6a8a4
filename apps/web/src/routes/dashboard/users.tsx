import { createFileRoute } from '@tanstack/react-router';
import { UserCogIcon } from 'lucide-react';
import { ComingSoon } from '@/features/dashboard/coming-soon';

export const Route = createFileRoute('/dashboard/users')({
  component: () => (
    <ComingSoon titleKey="dashboard.nav.users" descriptionKey="dashboard.pages.users" icon={UserCogIcon} />
  ),
});
