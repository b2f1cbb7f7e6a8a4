import { createFileRoute } from '@tanstack/react-router';
import { AcceptInvitationPage } from '@/features/auth/accept-invitation-page';

export const Route = createFileRoute('/_public/accept-invitation')({
  validateSearch: (search: Record<string, unknown>): { token?: string; email?: string } => ({
    ...(typeof search.token === 'string' ? { token: search.token } : {}),
    ...(typeof search.email === 'string' ? { email: search.email } : {}),
  }),
  component: AcceptInvitationRoute,
});

function AcceptInvitationRoute() {
  const { token, email } = Route.useSearch();
  return <AcceptInvitationPage token={token} email={email} />;
}
