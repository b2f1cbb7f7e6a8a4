import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { MenuIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { NoPermission } from '@/components/no-permission';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { trpc } from '@/lib/trpc';
import { useCurrentPlan } from '@/lib/use-current-plan';
import { useIsDesktop } from '@/lib/use-media-query';
import { pageTitleKey } from './page-title';
import { canAccessPath } from './sidebar-items';
import { SidebarNav } from './sidebar-nav';
import { TRIAL_REFRESH_MS } from './trial-status';
import { resetAppliedPreferences, useApplyPreferences } from './use-apply-preferences';
import { useNow } from './use-now';
import { useSavePreferences } from './use-save-preferences';
import { useSessionGuard } from './use-session-guard';
import { useTrialToasts } from './use-trial-toasts';
import { UserMenu } from './user-menu';

export { DashboardLoadError, DashboardPending } from './dashboard-states';

/** Sidebar (drawer below 768 px), header with the page title and the user menu, and the page. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = trpc.auth.me.useQuery();
  const logout = trpc.auth.logout.useMutation();
  const { save: savePreferences } = useSavePreferences();
  const location = useRouterState({ select: (s) => s.location });
  const pathname = location.pathname;
  const [menuOpen, setMenuOpen] = useState(false);
  const isDesktop = useIsDesktop();
  const loggingOut = useRef(false);

  useApplyPreferences(me.data?.profile);
  const now = useNow(TRIAL_REFRESH_MS);
  const current = useCurrentPlan(me.data?.role === 'producer');
  useTrialToasts(
    me.data?.profile ?? null,
    current.data?.status === 'trialing' ? current.data.trialEnd : null,
    now,
  );

  // Close the drawer whenever the route changes or the window grows past the breakpoint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path and breakpoint changes on purpose
  useEffect(() => setMenuOpen(false), [pathname, isDesktop]);

  useSessionGuard(me.data, loggingOut);

  const onLogout = async () => {
    loggingOut.current = true;
    try {
      await logout.mutateAsync();
    } catch {
      loggingOut.current = false;
      toast.error(t('dashboard.shell.logoutErrorTitle'), { description: t('errors.auth.logoutFailed') });
      return;
    }
    // Session event: signed out → forget every cached query and go to /login.
    resetAppliedPreferences();
    queryClient.clear();
    await navigate({ to: '/login', replace: true });
  };

  if (!me.data) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner className="size-6 text-muted-foreground" label={t('dashboard.shell.loading')} />
      </div>
    );
  }
  const data = me.data;
  const allowed = canAccessPath(data.role, pathname);

  return (
    <div className="flex min-h-dvh bg-muted/40 dark:bg-background">
      {/* One navigation at a time: the sidebar from 768 px, else the drawer (the logo's SVG ids are not unique). */}
      {isDesktop ? (
        <aside className="sticky top-0 h-dvh w-64 shrink-0 self-start border-sidebar-border border-r bg-sidebar text-sidebar-foreground">
          <SidebarNav me={data} pathname={pathname} />
        </aside>
      ) : (
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetContent side="left" className="w-72 gap-0 bg-sidebar p-0 text-sidebar-foreground">
            <SheetTitle className="sr-only">{t('dashboard.shell.navigation')}</SheetTitle>
            <SheetDescription className="sr-only">{t(pageTitleKey(pathname))}</SheetDescription>
            <SidebarNav me={data} pathname={pathname} onNavigate={() => setMenuOpen(false)} />
          </SheetContent>
        </Sheet>
      )}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-4 md:px-6">
          <Button
            variant="ghost"
            size="icon"
            className={isDesktop ? 'hidden' : undefined}
            aria-label={menuOpen ? t('dashboard.shell.closeMenu') : t('dashboard.shell.openMenu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </Button>
          <h1 className="min-w-0 truncate font-semibold text-lg tracking-tight" data-testid="dashboard-title">
            {t(pageTitleKey(pathname))}
          </h1>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <ThemeToggle variant="ghost" onChange={(theme) => void savePreferences({ theme })} />
            <UserMenu me={data} onLogout={onLogout} loggingOut={logout.isPending} />
          </div>
        </header>
        <main className="flex-1 px-4 py-6 md:px-6 lg:px-8">
          <div className="mx-auto w-full max-w-6xl">{allowed ? <Outlet /> : <NoPermission />}</div>
        </main>
      </div>
    </div>
  );
}
