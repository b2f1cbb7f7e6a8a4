import type { UserType } from '@afilia/validators/constants';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';

interface LoginSearch {
  returnTo?: string;
  /** The tab to open: the seller welcome email links to `?tab=reseller&email=…`. */
  tab?: UserType;
  /** An email to prefill. */
  email?: string;
}

const MAX_EMAIL_LENGTH = 254;

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    const result: LoginSearch = {};
    if (typeof search.returnTo === 'string') result.returnTo = search.returnTo;
    if (search.tab === 'reseller' || search.tab === 'producer') result.tab = search.tab;
    if (typeof search.email === 'string') {
      const email = search.email.trim();
      if (email && email.length <= MAX_EMAIL_LENGTH) result.email = email;
    }
    return result;
  },
  beforeLoad: async ({ context }) => {
    // Already signed in → straight to the dashboard.
    const me = await context.trpcUtils.auth.me.ensureData().catch(() => null);
    if (me) throw redirect({ to: '/dashboard' });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { returnTo, tab, email } = Route.useSearch();
  return <LoginPage returnTo={returnTo} userType={tab} email={email} />;
}
