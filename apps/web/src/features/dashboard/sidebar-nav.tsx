import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/logo';
import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar';
import type { Me } from '@/lib/use-me';
import { cn } from '@/lib/utils';
import { visibleItems } from './sidebar-items';

/** The logo, the role's navigation links (the current page marked) and the signed-in user. */
export function SidebarNav({
  me,
  pathname,
  onNavigate,
}: {
  me: Me;
  pathname: string;
  onNavigate?: () => void;
}) {
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
