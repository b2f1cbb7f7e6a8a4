import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search: Record<string, unknown>): { returnTo?: string } =>
    typeof search.returnTo === 'string' ? { returnTo: search.returnTo } : {},
  beforeLoad: async ({ context }) => {
    // Already signed in → straight to the dashboard.
    const me = await context.trpcUtils.auth.me.ensureData().catch(() => null);
    if (me) throw redirect({ to: '/dashboard' });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { returnTo } = Route.useSearch();
  return <LoginPage returnTo={returnTo} />;
}
