import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailChangePage } from '@/features/auth/confirm-email-change-page';

export const Route = createFileRoute('/_public/confirm-email-change')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: ConfirmEmailChangeRoute,
});

function ConfirmEmailChangeRoute() {
  const { token } = Route.useSearch();
  return <ConfirmEmailChangePage token={token} />;
}
