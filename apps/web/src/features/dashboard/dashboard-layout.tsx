import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { ChevronDownIcon, LogOutIcon, MenuIcon, SettingsIcon, UserRoundIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { LogoMark } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { errorHttpStatus, trpc } from '@/lib/trpc';
import { useCurrentPlan } from '@/lib/use-current-plan';
import type { Me } from '@/lib/use-me';
import { useIsDesktop } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { NoPermission } from './no-permission';
import { pageTitleKey } from './page-title';
import { canAccessPath, visibleItems } from './sidebar-items';
import { TRIAL_REFRESH_MS } from './trial-status';
import { resetAppliedPreferences, useApplyPreferences } from './use-apply-preferences';
import { useNow } from './use-now';
import { useSavePreferences } from './use-save-preferences';
import { useTrialToasts } from './use-trial-toasts';

function SidebarNav({ me, pathname, onNavigate }: { me: Me; pathname: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const items = visibleItems(me.role);
  const name = me.profile.fullName || me.profile.email;
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center border-sidebar-border border-b px-5">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md font-semibold text-lg tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          onClick={onNavigate}
        >
          <LogoMark className="size-7" />
          <span>{t('common.appName')}</span>
        </Link>
      </div>
      <nav aria-label={t('dashboard.shell.navigation')} className="flex-1 overflow-y-auto p-3">
        <ul className="grid gap-1">
          {items.map((item) => {
            const active =
              item.href === '/dashboard'
                ? pathname.replace(/\/$/, '') === '/dashboard'
                : pathname.startsWith(item.href);
            return (
              <li key={item.href}>
                <Link
                  to={item.href}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-sidebar-ring/50',
                    active
                      ? 'bg-sidebar-accent text-sidebar-accent-foreground'
                      : 'text-sidebar-foreground/75 hover:bg-sidebar-accent/60 hover:text-sidebar-foreground',
                  )}
                >
                  <item.icon
                    className={cn('size-4 shrink-0', active && 'text-sidebar-primary')}
                    aria-hidden
                  />
                  <span className="truncate">{t(item.titleKey)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex items-center gap-3 border-sidebar-border border-t p-4">
        <Avatar className="size-9">
          {me.profile.avatarUrl && <AvatarImage src={me.profile.avatarUrl} alt="" />}
          <AvatarFallback className="bg-primary/10 text-primary text-xs">{initials(name)}</AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 flex-1 gap-0.5">
          <span className="truncate font-medium text-sm">{name}</span>
          <span className="truncate text-muted-foreground text-xs">{me.profile.email}</span>
        </div>
      </div>
    </div>
  );
}

function UserMenu({ me, onLogout, loggingOut }: { me: Me; onLogout: () => void; loggingOut: boolean }) {
  const { t } = useTranslation();
  const name = me.profile.fullName || me.profile.email;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="h-10 gap-2 px-1.5 sm:px-2"
          aria-label={t('dashboard.shell.userMenu')}
        >
          <Avatar className="size-8">
            {me.profile.avatarUrl && <AvatarImage src={me.profile.avatarUrl} alt="" />}
            <AvatarFallback className="bg-primary/10 text-primary text-xs">{initials(name)}</AvatarFallback>
          </Avatar>
          <span className="hidden max-w-40 truncate font-medium text-sm sm:inline">{name}</span>
          <ChevronDownIcon className="hidden text-muted-foreground sm:block" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-1">
          <span>{t('dashboard.shell.myAccount')}</span>
          <span className="truncate font-normal text-muted-foreground text-xs">{me.profile.email}</span>
          <Badge variant="secondary" className="mt-1">
            {t(`auth.roles.${me.role}`)}
          </Badge>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard/profile">
            <UserRoundIcon aria-hidden />
            {t('dashboard.shell.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/dashboard/settings">
            <SettingsIcon aria-hidden />
            {t('dashboard.shell.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          disabled={loggingOut}
          onSelect={(event) => {
            event.preventDefault();
            onLogout();
          }}
        >
          {loggingOut ? <Spinner /> : <LogOutIcon aria-hidden />}
          {t('dashboard.shell.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

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

  // Session check: each navigation, and any call refused as UNAUTHORIZED (a blocked, removed or expired
  // account), re-reads the session; a null answer leads to /login through the effect below.
  const utils = trpc.useUtils();
  const checkedPath = useRef(pathname);
  useEffect(() => {
    if (checkedPath.current === pathname || !pathname.startsWith('/dashboard')) return;
    checkedPath.current = pathname;
    void utils.auth.me.invalidate();
  }, [pathname, utils]);
  useEffect(() => {
    const onError = (error: unknown) => {
      if (errorHttpStatus(error) === 401 && !loggingOut.current) void utils.auth.me.invalidate();
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, utils]);

  // Session event: the session ended (expired, revoked, or signed out in another tab) → /login. While the
  // login route loads, this layout still sees its location: no second redirect that would nest returnTo.
  useEffect(() => {
    if (me.data !== null || loggingOut.current || !location.pathname.startsWith('/dashboard')) return;
    void navigate({ to: '/login', search: { returnTo: location.href }, replace: true });
  }, [me.data, navigate, location.href, location.pathname]);

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

/** Shown when auth.me fails: 'Não foi possível carregar os dados do usuário.' */
export function DashboardLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center" role="alert">
      <p className="font-semibold text-lg">{t('dashboard.shell.loadErrorTitle')}</p>
      <p className="max-w-md text-muted-foreground">{t('errors.auth.dashboardLoadFailed')}</p>
      <Button onClick={onRetry}>{t('dashboard.shell.retry')}</Button>
    </div>
  );
}

export function DashboardPending() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-6 text-muted-foreground" label={t('dashboard.shell.loading')} />
    </div>
  );
}
