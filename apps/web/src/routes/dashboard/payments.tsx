import { createFileRoute } from '@tanstack/react-router';
import { CreditCardIcon } from 'lucide-react';
import { ComingSoon } from '@/features/dashboard/coming-soon';

export const Route = createFileRoute('/dashboard/payments')({
  component: () => (
    <ComingSoon
      titleKey="dashboard.nav.payments"
      descriptionKey="dashboard.pages.payments"
      icon={CreditCardIcon}
    />
  ),
});
