import { createFileRoute } from '@tanstack/react-router';
import { UserRoundIcon } from 'lucide-react';
import { ComingSoon } from '@/features/dashboard/coming-soon';

export const Route = createFileRoute('/dashboard/profile')({
  component: () => (
    <ComingSoon
      titleKey="dashboard.nav.profile"
      descriptionKey="dashboard.pages.profile"
      icon={UserRoundIcon}
    />
  ),
});
