import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/public/info/about-page';

export const Route = createFileRoute('/_public/about')({
  component: AboutPage,
});
