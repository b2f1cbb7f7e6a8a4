import { Link } from '@tanstack/react-router';
import { ChevronDownIcon, LogOutIcon, SettingsIcon, UserRoundIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
import { Spinner } from '@/components/ui/spinner';
import type { Me } from '@/lib/use-me';

/**
 * The header's account menu. The button's name starts with the visible name (WCAG 2.5.3), the initials are
 * decorative, and "Abrir menu do usuário" follows for screen readers.
 */
export function UserMenu({
  me,
  onLogout,
  loggingOut,
}: {
  me: Me;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const { t } = useTranslation();
  const name = me.profile.fullName || me.profile.email;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-1.5 sm:px-2" data-testid="user-menu">
          <Avatar className="size-8" aria-hidden>
            {me.profile.avatarUrl && <AvatarImage src={me.profile.avatarUrl} alt="" />}
            <AvatarFallback className="bg-primary/10 text-primary text-xs">{initials(name)}</AvatarFallback>
          </Avatar>
          <span className="hidden max-w-40 truncate font-medium text-sm sm:inline">{name}</span>
          <span className="sr-only">{t('dashboard.shell.userMenu')}</span>
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
