import { REFUND_WINDOWS, type RefundWindow } from '@afilia/validators';
import { InfoIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SavedSettingsCard } from '@/components/saved-settings-card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { parseError, translateError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { parseRefundWindow } from './sales-settings-values';

/**
 * Settings → Vendas (producers): 'Prazo de reembolso', 7, 14 or 30 days. The reseller's commission of a sale
 * becomes available when it ends. Saved at once, like the notification switches.
 */
export function SalesSettingsCard() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const query = trpc.sales.settings.useQuery(undefined, { staleTime: 0 });
  const save = trpc.sales.saveSettings.useMutation();
  const id = useId();
  const shown: RefundWindow | undefined = save.isPending
    ? save.variables.refundWindowDays
    : query.data?.refundWindowDays;

  const onChange = async (value: string) => {
    const days = parseRefundWindow(value);
    if (days === null || days === query.data?.refundWindowDays) return;
    try {
      const answer = await save.mutateAsync({ refundWindowDays: days });
      utils.sales.settings.setData(undefined, answer);
      toast.success(t('settings.sales.savedTitle'), {
        description: t('settings.sales.savedDescription', { count: answer.refundWindowDays }),
      });
    } catch (error) {
      const { code, params } = parseError(error);
      toast.error(t('settings.sales.saveFailed'), { description: translateError(t, code, params) });
    }
  };

  return (
    <SavedSettingsCard
      testId="settings-sales"
      title={t('settings.sales.title')}
      description={t('settings.sales.description')}
      loadFailed={query.isError ? t('settings.sales.loadFailed') : null}
      onRetry={() => void query.refetch()}
    >
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={id}>{t('settings.sales.refundWindow')}</Label>
        {shown === undefined ? (
          query.isError ? null : (
            <Skeleton className="h-9 w-full" />
          )
        ) : (
          <div className="flex items-center gap-2">
            <Select
              value={String(shown)}
              onValueChange={(value) => void onChange(value)}
              disabled={save.isPending}
            >
              <SelectTrigger
                id={id}
                className="w-full"
                aria-describedby={`${id}-hint`}
                data-testid="settings-refund-window"
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {REFUND_WINDOWS.map((days) => (
                  <SelectItem key={days} value={String(days)}>
                    {t('settings.sales.days', { count: days })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {save.isPending && <Spinner label={t('settings.saving')} />}
          </div>
        )}
      </div>
      <p id={`${id}-hint`} className="flex gap-2 rounded-lg bg-muted p-3 text-muted-foreground text-sm">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{t('settings.sales.refundWindowHint')}</span>
      </p>
    </SavedSettingsCard>
  );
}
