import { createFileRoute } from '@tanstack/react-router';
import { HandshakeIcon } from 'lucide-react';
import { ComingSoon } from '@/features/dashboard/coming-soon';

export const Route = createFileRoute('/dashboard/affiliated-products')({
  component: () => (
    <ComingSoon
      titleKey="dashboard.nav.affiliatedProducts"
      descriptionKey="dashboard.pages.affiliatedProducts"
      icon={HandshakeIcon}
    />
  ),
});
