import type { RouterOutputs } from '@afilia/api';
import {
  type LucideIcon,
  MonitorIcon,
  MonitorSmartphoneIcon,
  RefreshCwIcon,
  SmartphoneIcon,
  TabletIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { formatDateTime } from '@/components/team/team-format';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { type DeviceType, orderSessions, sessionLabel } from './session-display';
import { useSignedOut } from './use-signed-out';

type Session = RouterOutputs['security']['sessions'][number];

const DEVICE_ICONS: Record<DeviceType, LucideIcon> = {
  desktop: MonitorIcon,
  mobile: SmartphoneIcon,
  tablet: TabletIcon,
  unknown: MonitorSmartphoneIcon,
};

function SessionRow({
  session,
  ending,
  disabled,
  onEnd,
}: {
  session: Session;
  ending: boolean;
  disabled: boolean;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  const Icon = DEVICE_ICONS[session.deviceType];
  const label = sessionLabel(session, {
    browser: t('settings.security.sessions.unknownBrowser'),
    os: t('settings.security.sessions.unknownOs'),
  });
  return (
    <li
      className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
      data-testid="session-row"
      data-current={session.current || undefined}
    >
      <span
        className={
          session.current
            ? 'flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary'
            : 'flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-foreground'
        }
      >
        <Icon className="size-5" aria-hidden />
        <span className="sr-only">{t(`settings.security.sessions.devices.${session.deviceType}`)}</span>
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium text-sm">{label}</span>
          {session.current && (
            <Badge variant="success" data-testid="session-current">
              {t('settings.security.sessions.current')}
            </Badge>
          )}
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-muted-foreground text-xs tabular-nums">
          <span className="whitespace-nowrap">
            {t('settings.security.sessions.lastSeen', { date: formatDateTime(session.lastSeenAt) })}
          </span>
          <span className="whitespace-nowrap">
            {t('settings.security.sessions.started', { date: formatDateTime(session.createdAt) })}
          </span>
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onEnd}
        disabled={disabled}
        className="col-start-2 justify-self-start sm:col-start-3 sm:justify-self-end"
        aria-label={t('settings.security.sessions.endLabel', { session: label })}
      >
        {ending && <Spinner />}
        {t('settings.security.sessions.end')}
      </Button>
    </li>
  );
}

/** The account's active sessions, with an 'Encerrar' button each; ending this browser's one signs out. */
export function SessionsCard() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const query = trpc.security.sessions.useQuery(undefined, { staleTime: 0 });
  const end = trpc.security.endSession.useMutation();
  const signedOut = useSignedOut();
  const [confirmCurrent, setConfirmCurrent] = useState<string | null>(null);
  const sessions = orderSessions(query.data ?? []);

  const onEnd = async (sessionId: string) => {
    try {
      const result = await end.mutateAsync({ sessionId });
      if (result.endedCurrent) {
        await signedOut({
          title: 'settings.security.sessions.signedOutTitle',
          description: 'settings.security.sessions.signedOutDescription',
        });
        return;
      }
      toast.success(t('settings.security.sessions.endedTitle'), {
        description: t('settings.security.sessions.endedDescription'),
      });
    } catch (error) {
      const { code, params } = parseError(error);
      toast.error(t('settings.security.sessions.endFailed'), {
        description: code === 'errors.internal' ? undefined : t(code, params),
      });
    }
    await utils.security.sessions.invalidate();
  };

  return (
    <Card data-testid="settings-sessions">
      <CardHeader>
        <CardTitle>{t('settings.security.sessions.title')}</CardTitle>
        <CardDescription>{t('settings.security.sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="grid gap-3" role="status" aria-label={t('settings.loading')}>
            {[0, 1].map((i) => (
              <div key={i} className="flex items-center gap-4 rounded-lg border p-4">
                <Skeleton className="size-10" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-40" />
                  <Skeleton className="h-3 w-56" />
                </div>
              </div>
            ))}
          </div>
        ) : query.isError ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center" role="alert">
            <p className="text-muted-foreground text-sm">{t('settings.security.sessions.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              <RefreshCwIcon aria-hidden />
              {t('settings.retry')}
            </Button>
          </div>
        ) : sessions.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground text-sm">
            {t('settings.security.sessions.empty')}
          </p>
        ) : (
          <ul className="grid divide-y rounded-lg border">
            {sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                ending={end.isPending && end.variables?.sessionId === session.id}
                disabled={end.isPending}
                onEnd={() => (session.current ? setConfirmCurrent(session.id) : void onEnd(session.id))}
              />
            ))}
          </ul>
        )}
      </CardContent>

      <AlertDialog open={confirmCurrent !== null} onOpenChange={(open) => !open && setConfirmCurrent(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('settings.security.sessions.confirmTitle')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('settings.security.sessions.confirmDescription')}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={end.isPending}>{t('settings.cancel')}</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={end.isPending}
              onClick={() => {
                if (confirmCurrent) void onEnd(confirmCurrent);
              }}
            >
              {end.isPending && <Spinner />}
              {t('settings.security.sessions.confirmEnd')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
