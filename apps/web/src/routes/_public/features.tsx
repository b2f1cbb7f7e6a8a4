import { createFileRoute } from '@tanstack/react-router';
import { FeaturesPage } from '@/features/public/info/features-page';

export const Route = createFileRoute('/_public/features')({
  component: FeaturesPage,
});
