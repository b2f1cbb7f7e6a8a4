import { createFileRoute } from '@tanstack/react-router';
import { ApiDocsPage } from '@/features/api-docs';

export const Route = createFileRoute('/_public/docs/api')({
  component: ApiDocsPage,
});
