import { useTranslation } from 'react-i18next';
import { LastAccess, MemberAvatar, RoleBadge, StatusBadge } from '@/components/team/team-badges';
import { formatDateTime, formatLastAccess } from '@/components/team/team-format';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import type { UserRow } from './use-user-actions';
import { splitDateTime } from './user-management';
import { type RowMenuHandlers, UserRowMenu } from './user-row-menu';

/** Row actions are for admins only: without `actions`, the list has no actions column. */
export interface ListActions {
  viewerId: string;
  busyId: string | null;
  handlers: RowMenuHandlers;
}

interface ListProps {
  items: UserRow[];
  viewerId: string;
  actions: ListActions | null;
}

function YouBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="secondary" className="px-1.5 py-0 text-[0.6875rem]">
      {t('users.list.you')}
    </Badge>
  );
}

/** dd/mm/yyyy over hh:mm (the text reads 'dd/mm/yyyy hh:mm'), or 'Nunca'. */
function DateTimeCell({ value }: { value: Date | string | null }) {
  const { t } = useTranslation();
  const formatted = formatLastAccess(value);
  if (!formatted) return <span className="text-muted-foreground">{t('team.never')}</span>;
  const { date, time } = splitDateTime(formatted);
  return (
    <span className="grid whitespace-nowrap tabular-nums leading-tight">
      <span>{date}</span> <span className="text-muted-foreground text-xs">{time}</span>
    </span>
  );
}

function UserIdentity({
  user,
  isSelf,
  emailClassName,
}: {
  user: UserRow;
  isSelf: boolean;
  emailClassName?: string;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <MemberAvatar name={user.name} avatarUrl={user.avatarUrl} />
      <div className="grid min-w-0 gap-0.5">
        <p className="flex min-w-0 items-center gap-1.5 font-medium">
          <span className="truncate" title={user.name}>
            {user.name}
          </span>
          {isSelf && <YouBadge />}
        </p>
        <p className={cn('truncate text-muted-foreground text-xs', emailClassName)} title={user.email}>
          {user.email}
        </p>
      </div>
    </div>
  );
}

/**
 * From 768 px: user (avatar and name), email, role, status, created at, last access and, for admins, the
 * actions column. Narrow desktops fold the email under the name and drop 'Criado em'.
 */
export function UsersTable({ items, viewerId, actions }: ListProps) {
  const { t } = useTranslation();
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-4">{t('users.list.columns.user')}</TableHead>
          <TableHead className="hidden xl:table-cell">{t('users.list.columns.email')}</TableHead>
          <TableHead>{t('users.list.columns.role')}</TableHead>
          <TableHead>{t('users.list.columns.status')}</TableHead>
          <TableHead className="hidden lg:table-cell">{t('users.list.columns.createdAt')}</TableHead>
          <TableHead className={actions ? undefined : 'pr-4'}>{t('users.list.columns.lastAccess')}</TableHead>
          {actions && (
            <TableHead className="w-14 pr-4 text-right">{t('users.list.columns.actions')}</TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((user) => (
          <TableRow key={user.id} data-testid="user-row" data-email={user.email}>
            <TableCell className="min-w-48 max-w-72 pl-4">
              <UserIdentity user={user} isSelf={user.id === viewerId} emailClassName="xl:hidden" />
            </TableCell>
            <TableCell className="hidden max-w-56 xl:table-cell">
              <span className="block truncate" title={user.email}>
                {user.email}
              </span>
            </TableCell>
            <TableCell>
              <RoleBadge role={user.role} />
            </TableCell>
            <TableCell>
              <StatusBadge status={user.status} />
            </TableCell>
            <TableCell className="hidden lg:table-cell">
              <DateTimeCell value={user.createdAt} />
            </TableCell>
            <TableCell className={actions ? undefined : 'pr-4'}>
              <DateTimeCell value={user.lastLogin} />
            </TableCell>
            {actions && (
              <TableCell className="pr-4 text-right">
                <UserRowMenu
                  user={user}
                  viewerId={actions.viewerId}
                  busy={actions.busyId === user.id}
                  handlers={actions.handlers}
                />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Below 768 px: one card per user. */
export function UserCards({ items, viewerId, actions }: ListProps) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3">
      {items.map((user) => (
        <li key={user.id}>
          <Card className="gap-0 py-0 shadow-none" data-testid="user-card" data-email={user.email}>
            <CardContent className="grid gap-3 p-4">
              <div className="flex items-start justify-between gap-2">
                <UserIdentity user={user} isSelf={false} />
                {actions && (
                  <UserRowMenu
                    user={user}
                    viewerId={actions.viewerId}
                    busy={actions.busyId === user.id}
                    handlers={actions.handlers}
                  />
                )}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <RoleBadge role={user.role} />
                <StatusBadge status={user.status} />
                {user.id === viewerId && <YouBadge />}
              </div>
              <dl className="grid grid-cols-2 gap-3 border-t pt-3 text-xs">
                <div className="grid gap-0.5">
                  <dt className="text-muted-foreground">{t('users.list.columns.createdAt')}</dt>
                  <dd className="tabular-nums">{formatDateTime(user.createdAt)}</dd>
                </div>
                <div className="grid gap-0.5">
                  <dt className="text-muted-foreground">{t('users.list.columns.lastAccess')}</dt>
                  <dd>
                    <LastAccess value={user.lastLogin} />
                  </dd>
                </div>
              </dl>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
