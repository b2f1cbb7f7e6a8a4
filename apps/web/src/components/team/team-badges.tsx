import type { Role, UserStatus } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { formatLastAccess, hueFromName } from './team-format';

const STATUS_VARIANT: Record<UserStatus, 'success' | 'warning' | 'destructive' | 'secondary'> = {
  active: 'success',
  pending: 'warning',
  suspended: 'destructive',
  deactivated: 'secondary',
  deleted: 'secondary',
};

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={STATUS_VARIANT[status]} data-status={status}>
      {t(`team.statuses.${status}`)}
    </Badge>
  );
}

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <Badge variant={role === 'admin' ? 'default' : 'outline'} data-role={role}>
      {t(`team.roles.${role}`)}
    </Badge>
  );
}

/** The user's photo, or a generated picture: initials on a colour derived from the name. */
export function MemberAvatar({
  name,
  avatarUrl,
  className,
}: {
  name: string;
  avatarUrl?: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const hue = hueFromName(name);
  return (
    <Avatar className={cn('size-9', className)}>
      {avatarUrl && <AvatarImage src={avatarUrl} alt={t('team.avatarAlt', { name })} />}
      <AvatarFallback
        className="font-semibold text-white text-xs"
        style={{ backgroundColor: `oklch(0.5 0.12 ${hue})` }}
        aria-hidden
      >
        {initials(name)}
      </AvatarFallback>
    </Avatar>
  );
}

export function LastAccess({ value }: { value: Date | string | null }) {
  const { t } = useTranslation();
  const formatted = formatLastAccess(value);
  return formatted ? (
    <span className="whitespace-nowrap tabular-nums">{formatted}</span>
  ) : (
    <span className="text-muted-foreground">{t('team.never')}</span>
  );
}
