import type { RouterOutputs } from '@afilia/api';
import { useNavigate } from '@tanstack/react-router';
import { MailIcon, RotateCwIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateBR } from '@/lib/date-format';
import { trpc } from '@/lib/trpc';
import { useMe } from '@/lib/use-me';
import { cn } from '@/lib/utils';
import { describeUserError, isPlanError } from './user-management';

type SentInvitation = RouterOutputs['users']['invitations'][number];

/**
 * 'Convites enviados': the invitations not accepted yet (a producer's own; every one for an admin), each
 * with when it was sent and until when its link works (or 'Expirado'), 'Reenviar' (a new link for 7 more
 * days) and 'Revogar'. Nothing is shown while there are none, unless `showEmpty` (the admin's 'Pendentes').
 */
export function SentInvitations({
  showEmpty = false,
  className,
}: {
  showEmpty?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  // Who sent it matters to an admin, who sees every producer's invitations; a producer sees only their own.
  const showInviter = useMe().me?.role === 'admin';
  const query = trpc.users.invitations.useQuery(undefined, { staleTime: 10_000 });
  const resend = trpc.users.resendInvitation.useMutation();
  const revoke = trpc.users.revokeInvitation.useMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const items = query.data ?? [];

  const refresh = () => Promise.all([utils.users.invitations.invalidate(), utils.users.list.invalidate()]);

  const run = async (invitation: SentInvitation, action: 'resend' | 'revoke') => {
    setBusyId(invitation.id);
    try {
      if (action === 'resend') {
        const result = await resend.mutateAsync({ invitationId: invitation.id });
        if (result.status === 'accountExists') toast.info(t('users.invitations.toasts.accountExists'));
        else
          toast.success(t('users.invitations.toasts.resent'), {
            description: t('users.invitations.toasts.resentDescription', { email: invitation.email }),
          });
      } else {
        await revoke.mutateAsync({ invitationId: invitation.id });
        toast.success(t('users.invitations.toasts.revoked'), {
          description: t('users.invitations.toasts.revokedDescription', { email: invitation.email }),
        });
      }
    } catch (error) {
      const { code, description } = describeUserError(t, error, 'users.invitations.toasts.errorDescription');
      toast.error(t('users.invitations.toasts.error'), {
        description,
        action: isPlanError(code)
          ? { label: t('users.toasts.upgrade'), onClick: () => void navigate({ to: '/plans' }) }
          : undefined,
      });
    } finally {
      setBusyId(null);
      await refresh();
    }
  };

  if (!showEmpty && items.length === 0) return null;
  return (
    <Card className={cn('gap-4', className)} data-testid="sent-invitations">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <MailIcon className="size-5 text-muted-foreground" aria-hidden />
          {t('users.invitations.title')}
          {items.length > 0 && <Badge variant="secondary">{items.length}</Badge>}
        </CardTitle>
        <CardDescription>{t('users.invitations.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm" data-testid="sent-invitations-empty">
            {query.isPending ? t('users.invitations.loading') : t('users.invitations.empty')}
          </p>
        ) : (
          <ul className="divide-y rounded-md border">
            {items.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between"
                data-testid="sent-invitation"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="break-all">{invitation.email}</span>
                    {invitation.status === 'expired' ? (
                      <Badge variant="destructive" data-testid="invitation-status">
                        {t('users.invitations.expired')}
                      </Badge>
                    ) : (
                      <Badge variant="outline" data-testid="invitation-status">
                        {t('users.invitations.pending')}
                      </Badge>
                    )}
                  </p>
                  <p className="text-muted-foreground text-sm">
                    {t(`team.roles.${invitation.role}`)} ·{' '}
                    {t('users.invitations.sentAt', { date: formatDateBR(invitation.sentAt) })} ·{' '}
                    {invitation.status === 'expired'
                      ? t('users.invitations.expiredAt', { date: formatDateBR(invitation.expiresAt) })
                      : t('users.invitations.expiresAt', { date: formatDateBR(invitation.expiresAt) })}
                    {showInviter && invitation.invitedBy && (
                      <> · {t('users.invitations.invitedBy', { name: invitation.invitedBy })}</>
                    )}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busyId === invitation.id}
                    onClick={() => void run(invitation, 'resend')}
                    aria-label={t('users.invitations.resendLabel', { email: invitation.email })}
                  >
                    <RotateCwIcon aria-hidden />
                    {t('users.invitations.resend')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="text-destructive hover:text-destructive"
                    disabled={busyId === invitation.id}
                    onClick={() => void run(invitation, 'revoke')}
                    aria-label={t('users.invitations.revokeLabel', { email: invitation.email })}
                  >
                    <XIcon aria-hidden />
                    {t('users.invitations.revoke')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
