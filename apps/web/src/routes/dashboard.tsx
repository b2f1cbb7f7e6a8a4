import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { DashboardLayout, DashboardLoadError, DashboardPending } from '@/features/dashboard/dashboard-layout';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: async ({ context, location }) => {
    const utils = context.trpcUtils;
    // A cached "signed out" answer may be stale (signed in since): ask the server again before redirecting.
    const me = (await utils.auth.me.ensureData()) ?? (await utils.auth.me.fetch(undefined, { staleTime: 0 }));
    if (!me) throw redirect({ to: '/login', search: { returnTo: location.href } });
    return { me };
  },
  pendingComponent: DashboardPending,
  errorComponent: DashboardError,
  component: DashboardLayout,
});

function DashboardError() {
  const router = useRouter();
  return <DashboardLoadError onRetry={() => void router.invalidate()} />;
}
