import { HandCoinsIcon, MailIcon, ShoppingBagIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SavedSettingsCard } from '@/components/saved-settings-card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { useMe } from '@/lib/use-me';
import {
  type NotificationKey,
  shownNotifications,
  visibleNotificationKeys,
  withNotification,
} from './notification-values';

const ICONS = {
  emailNotifications: MailIcon,
  newSaleNotifications: ShoppingBagIcon,
  newCommissionNotifications: HandCoinsIcon,
} as const;
const TEXT_KEYS = {
  emailNotifications: 'email',
  newSaleNotifications: 'newSale',
  newCommissionNotifications: 'newCommission',
} as const;

/**
 * Settings → Notificações: the email switch, and the sale emails of the user's role ('Nova venda' for
 * producers and admins, 'Nova comissão' for resellers), saved on the server one change at a time.
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const { me } = useMe();
  const utils = trpc.useUtils();
  const query = trpc.settings.notifications.useQuery(undefined, { staleTime: 0 });
  const save = trpc.settings.saveNotifications.useMutation();
  const idPrefix = useId();
  const saved = shownNotifications(query.data, undefined);
  const shown = shownNotifications(query.data, save.isPending ? save.variables : undefined);

  const onChange = async (key: NotificationKey, value: boolean) => {
    try {
      const answer = await save.mutateAsync(withNotification(shown, key, value));
      utils.settings.notifications.setData(undefined, answer);
      toast.success(t('settings.notifications.savedTitle'), {
        description: t(`settings.notifications.${TEXT_KEYS[key]}.${value ? 'enabled' : 'disabled'}`),
      });
    } catch (error) {
      const { code, params } = parseError(error);
      toast.error(t('settings.notifications.saveFailed'), {
        description: code === 'errors.internal' ? undefined : t(code, params),
      });
    }
  };

  return (
    <SavedSettingsCard
      testId="settings-notifications"
      title={t('settings.notifications.title')}
      description={t('settings.notifications.description')}
      loadFailed={query.isError ? t('settings.notifications.loadFailed') : null}
      onRetry={() => void query.refetch()}
    >
      <ul className="grid divide-y rounded-lg border">
        {visibleNotificationKeys(me?.role).map((key) => {
          const Icon = ICONS[key];
          const id = `${idPrefix}-${key}`;
          const text = TEXT_KEYS[key];
          return (
            <li key={key} className="flex items-center gap-4 p-4">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-foreground">
                <Icon className="size-4" aria-hidden />
              </span>
              <div className="grid min-w-0 flex-1 gap-0.5">
                <Label htmlFor={id} className="font-medium">
                  {t(`settings.notifications.${text}.label`)}
                </Label>
                <p id={`${id}-description`} className="text-muted-foreground text-sm">
                  {t(`settings.notifications.${text}.description`)}
                </p>
              </div>
              {query.isPending ? (
                <Skeleton className="h-[1.15rem] w-8 rounded-full" />
              ) : (
                <div className="flex items-center gap-2">
                  {save.isPending && shown[key] !== saved[key] && <Spinner label={t('settings.saving')} />}
                  <Switch
                    id={id}
                    checked={shown[key]}
                    disabled={save.isPending}
                    onCheckedChange={(value) => void onChange(key, value)}
                    aria-describedby={`${id}-description`}
                    data-testid={`notifications-${text}`}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </SavedSettingsCard>
  );
}
