import { createFileRoute } from '@tanstack/react-router';
import { ApproveEmailChangePage } from '@/features/auth/approve-email-change-page';

export const Route = createFileRoute('/_public/approve-email-change')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: ApproveEmailChangeRoute,
});

function ApproveEmailChangeRoute() {
  const { token } = Route.useSearch();
  return <ApproveEmailChangePage token={token} />;
}
