import { createFileRoute } from '@tanstack/react-router';
import { CommissionsPage } from '@/features/commissions/commissions-page';

export const Route = createFileRoute('/dashboard/commissions')({
  component: CommissionsPage,
});
