import { createFileRoute } from '@tanstack/react-router';
import { LinkNotFoundPage } from '@/features/public/link-not-found/link-not-found-page';

export const Route = createFileRoute('/_public/link-not-found')({
  component: LinkNotFoundPage,
});
