import { Link, useRouterState } from '@tanstack/react-router';
import { LayoutDashboardIcon, MenuIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { producerTrialState } from '@/lib/navigation-state';
import { useMe } from '@/lib/use-me';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { HEADER_LINKS } from './nav-links';

const desktopLinkClass =
  'rounded-md px-2 py-2 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:px-3';

/**
 * Public header: 64 px high, logo → /, Planos, Funcionalidades, Sobre, Contato, Login and
 * 'Comece Agora' (or 'Dashboard' for a signed-in user). Below 768 px a menu button opens a dropdown with a
 * dimmed backdrop; it closes on outside click, link click, route change, backdrop click and Escape.
 */
export function Header() {
  const { t } = useTranslation();
  const { me } = useMe();
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const isDesktop = useMediaQuery('(min-width: 768px)');
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // Route change closes the menu (adjusting state during render, as React recommends).
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }
  if (open && isDesktop) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && headerRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <header
        ref={headerRef}
        className="sticky top-0 z-50 h-16 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70"
      >
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:gap-4 lg:px-8">
          <Logo />

          <nav aria-label={t('common.nav.mainNavigation')} className="hidden items-center gap-1 md:flex">
            {HEADER_LINKS.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className={desktopLinkClass}
                activeProps={{ className: 'bg-accent text-accent-foreground', 'aria-current': 'page' }}
                inactiveProps={{ className: 'text-muted-foreground hover:text-foreground' }}
              >
                {t(link.label)}
              </Link>
            ))}
          </nav>

          <div className="hidden shrink-0 items-center gap-1 md:flex lg:gap-2">
            {me ? (
              <Button asChild>
                <Link to="/dashboard">
                  <LayoutDashboardIcon />
                  {t('common.nav.dashboard')}
                </Link>
              </Button>
            ) : (
              <>
                <Button variant="ghost" className="px-3 lg:px-4" asChild>
                  <Link to="/login">{t('common.nav.login')}</Link>
                </Button>
                <Button className="px-3 lg:px-4" asChild>
                  <Link to="/register" state={producerTrialState}>
                    {t('common.nav.register')}
                  </Link>
                </Button>
              </>
            )}
          </div>

          <Button
            ref={menuButtonRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={open ? t('common.nav.closeMenu') : t('common.nav.openMenu')}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <XIcon className="size-5" /> : <MenuIcon className="size-5" />}
          </Button>
        </div>

        {open && (
          <div
            id="mobile-menu"
            className="absolute inset-x-0 top-full border-b bg-background shadow-lg animate-pop-in md:hidden"
          >
            <nav
              aria-label={t('common.nav.mobileNavigation')}
              className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3"
            >
              {HEADER_LINKS.map((link) => (
                <Link
                  key={link.to}
                  to={link.to}
                  onClick={close}
                  className="rounded-md px-3 py-2.5 font-medium text-base outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  activeProps={{ className: 'bg-accent text-accent-foreground', 'aria-current': 'page' }}
                  inactiveProps={{ className: 'hover:bg-accent/60' }}
                >
                  {t(link.label)}
                </Link>
              ))}
              <div className="mt-2 grid gap-2 border-t pt-3">
                {me ? (
                  <Button asChild size="lg">
                    <Link to="/dashboard" onClick={close}>
                      <LayoutDashboardIcon />
                      {t('common.nav.dashboard')}
                    </Link>
                  </Button>
                ) : (
                  <>
                    <Button variant="outline" size="lg" asChild>
                      <Link to="/login" onClick={close}>
                        {t('common.nav.login')}
                      </Link>
                    </Button>
                    <Button size="lg" asChild>
                      <Link to="/register" state={producerTrialState} onClick={close}>
                        {t('common.nav.register')}
                      </Link>
                    </Button>
                  </>
                )}
              </div>
            </nav>
          </div>
        )}
      </header>
      {open && (
        <div
          aria-hidden="true"
          data-testid="mobile-menu-backdrop"
          className={cn('fixed inset-0 top-16 z-40 bg-black/40 animate-overlay-in md:hidden')}
          onClick={close}
        />
      )}
    </>
  );
}
