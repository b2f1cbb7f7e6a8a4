import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '@/features/auth/confirm-email-page';

export const Route = createFileRoute('/_public/confirm-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const { token } = Route.useSearch();
  return <ConfirmEmailPage token={token} />;
}
