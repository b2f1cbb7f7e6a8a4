import { ROLES, type Role } from '@afilia/validators';
import {
  MailIcon,
  MoreHorizontalIcon,
  PencilIcon,
  ShieldBanIcon,
  ShieldCheckIcon,
  Trash2Icon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import type { UserRow } from './use-user-actions';
import { rowMenu, type StatusAction } from './user-management';

export interface RowMenuHandlers {
  onRole: (user: UserRow, role: Role) => void;
  onStatus: (user: UserRow, action: StatusAction) => void;
  onEdit: (user: UserRow) => void;
  onMessage: (user: UserRow) => void;
  onRemove: (user: UserRow) => void;
}

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * The admin's row menu: change role (the current one disabled), suspend an active user or
 * reactivate any other, edit the profile, send a message, remove. On the admin's own row the actions that
 * would demote, suspend or remove them are disabled.
 */
export function UserRowMenu({
  user,
  viewerId,
  busy,
  handlers,
}: {
  user: UserRow;
  viewerId: string;
  busy: boolean;
  handlers: RowMenuHandlers;
}) {
  const { t } = useTranslation();
  const menu = rowMenu(user, viewerId);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('users.actions.open', { name: user.name })}
          disabled={busy}
          data-testid="user-actions"
        >
          {busy ? <Spinner /> : <MoreHorizontalIcon aria-hidden />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="text-muted-foreground text-xs">
          {t('users.actions.changeRole')}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={user.role}
          onValueChange={(value) => {
            if (isRole(value) && value !== user.role) handlers.onRole(user, value);
          }}
        >
          {menu.roleOptions.map((option) => (
            <DropdownMenuRadioItem key={option.role} value={option.role} disabled={option.disabled}>
              {t(`team.roles.${option.role}`)}
              {option.role === user.role && (
                <span className="ml-auto text-muted-foreground text-xs">
                  {t('users.actions.currentRole')}
                </span>
              )}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={!menu.canChangeStatus}
          onSelect={() => handlers.onStatus(user, menu.statusAction)}
        >
          {menu.statusAction === 'suspend' ? <ShieldBanIcon aria-hidden /> : <ShieldCheckIcon aria-hidden />}
          {t(`users.actions.${menu.statusAction}`)}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!menu.canEdit} onSelect={() => handlers.onEdit(user)}>
          <PencilIcon aria-hidden />
          {t('users.actions.edit')}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!menu.canMessage} onSelect={() => handlers.onMessage(user)}>
          <MailIcon aria-hidden />
          {t('users.actions.message')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          disabled={!menu.canRemove}
          onSelect={() => handlers.onRemove(user)}
        >
          <Trash2Icon aria-hidden />
          {t('users.actions.remove')}
        </DropdownMenuItem>
        {menu.isSelf && (
          <p className="max-w-56 px-2 pt-1 pb-1.5 text-muted-foreground text-xs leading-snug">
            {t('users.actions.selfHint')}
          </p>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
