import type { TFunction } from 'i18next';
import { BanknoteArrowUpIcon, HandCoinsIcon, TriangleAlertIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListMessage } from '@/components/list/list-message';
import { RefreshButton } from '@/components/list/refresh-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { formatDateBR } from '@/lib/date-format';
import { parseError, translateError } from '@/lib/errors';
import { formatBRL } from '@/lib/money';
import { trpc } from '@/lib/trpc';
import { uploadFile } from '@/lib/upload';
import type { OpenPayout } from './payment-types';
import { HeldBalances, OpenPayoutsList, OwedTable } from './payouts-lists';

function toastFailure(t: TFunction, error: unknown) {
  const { code, params } = parseError(error);
  toast.error(t('payments.toast.actionFailed'), { description: translateError(t, code, params) });
}

/** 'Repasse semanal automático': saved at once, like the notification switches. */
function WeeklySwitch() {
  const { t } = useTranslation();
  const id = useId();
  const utils = trpc.useUtils();
  const schedule = trpc.payouts.schedule.useQuery(undefined, { staleTime: 0 });
  const save = trpc.payouts.saveSchedule.useMutation();
  const shown = save.isPending ? save.variables.weeklyEnabled : schedule.data?.weeklyEnabled;

  const onChange = async (weeklyEnabled: boolean) => {
    try {
      const answer = await save.mutateAsync({ weeklyEnabled });
      utils.payouts.schedule.setData(undefined, answer);
      void utils.payments.upcoming.invalidate();
      toast.success(t(answer.weeklyEnabled ? 'payments.payouts.weeklyOn' : 'payments.payouts.weeklyOff'));
    } catch (error) {
      toastFailure(t, error);
    }
  };

  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{t('payments.payouts.weekly')}</Label>
        <p id={`${id}-help`} className="text-muted-foreground text-xs">
          {t('payments.payouts.weeklyHelp')}
          {schedule.data?.lastRunAt &&
            ` ${t('payments.payouts.lastRun', { date: formatDateBR(schedule.data.lastRunAt) })}`}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {save.isPending && <Spinner />}
        {shown === undefined ? (
          <Skeleton className="h-[1.15rem] w-8 rounded-full" />
        ) : (
          <Switch
            id={id}
            checked={shown}
            disabled={save.isPending}
            aria-describedby={`${id}-help`}
            onCheckedChange={(value) => void onChange(value)}
            data-testid="payouts-weekly"
          />
        )}
      </div>
    </div>
  );
}

/**
 * 'Repasses aos revendedores' (payouts.manage): the weekly switch, what each reseller is owed, 'Pagar comissões
 * disponíveis', and the open payouts with 'Marcar como pago'.
 */
export function PayoutsCard({ asaasActive }: { asaasActive: boolean }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const overview = trpc.payouts.overview.useQuery(undefined, { staleTime: 0 });
  const run = trpc.payouts.run.useMutation();
  const markPaid = trpc.payouts.markPaid.useMutation();
  const [markingId, setMarkingId] = useState<string | null>(null);
  // Paying moves money at once (Pix through Asaas): the total and the number of resellers are shown first.
  const [confirmingRun, setConfirmingRun] = useState(false);
  const data = overview.data;
  const owedTotalCents = data?.owed.reduce((sum, row) => sum + row.amountCents, 0) ?? 0;

  const reload = () => {
    void utils.payouts.overview.invalidate();
    void utils.payments.history.invalidate();
    void utils.payments.upcoming.invalidate();
    void utils.payments.balance.invalidate();
  };

  const onRun = async () => {
    try {
      const report = await run.mutateAsync();
      toast.success(t('payments.payouts.done'), {
        description: t('payments.payouts.doneDescription', { ...report }),
        duration: 8000,
      });
    } catch (error) {
      toastFailure(t, error);
    } finally {
      setConfirmingRun(false);
      reload();
    }
  };

  const onMarkPaid = async (payout: OpenPayout, proof: File | null) => {
    setMarkingId(payout.id);
    try {
      // The proof goes to the producer's private files first; the payout keeps a reference to it.
      const proofFileKey = proof ? (await uploadFile('product-files', proof)).key : null;
      await markPaid.mutateAsync({ payoutId: payout.id, proofFileKey });
      toast.success(t('payments.payouts.markedPaid'));
    } catch (error) {
      toastFailure(t, error);
    } finally {
      setMarkingId(null);
      reload();
    }
  };

  let body: ReactNode;
  if (data) {
    body = (
      <>
        {data.owed.length > 0 ? (
          <div className="overflow-hidden rounded-lg border">
            <OwedTable owed={data.owed} asaasActive={asaasActive} />
          </div>
        ) : (
          <ListMessage
            icon={HandCoinsIcon}
            tone="primary"
            title={t('payments.payouts.empty')}
            className="rounded-lg border py-8"
            testId="payouts-empty"
          />
        )}
        {data.held.length > 0 && <HeldBalances held={data.held} />}
        <Button
          onClick={() => setConfirmingRun(true)}
          disabled={run.isPending || data.owed.length === 0}
          className="w-full justify-self-start sm:w-auto"
          data-testid="payouts-run"
        >
          {run.isPending ? <Spinner /> : <BanknoteArrowUpIcon aria-hidden />}
          {run.isPending ? t('payments.payouts.running') : t('payments.payouts.run')}
        </Button>
        {data.open.length > 0 && (
          <OpenPayoutsList
            open={data.open}
            markingId={markingId}
            onMarkPaid={(p, proof) => void onMarkPaid(p, proof)}
          />
        )}
      </>
    );
  } else if (overview.isError) {
    const { code, params } = parseError(overview.error);
    body = (
      <ListMessage
        alert
        icon={TriangleAlertIcon}
        tone="destructive"
        title={t('payments.payouts.loadError')}
        description={translateError(t, code, params)}
        className="py-8"
      >
        <RefreshButton onClick={() => void overview.refetch()} refreshing={overview.isFetching}>
          {t('common.actions.retry')}
        </RefreshButton>
      </ListMessage>
    );
  } else {
    body = (
      <div className="grid gap-2" role="status" aria-label={t('payments.payouts.loading')}>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-9 w-56" />
      </div>
    );
  }

  return (
    <Card className="gap-4" data-testid="payouts-card">
      <CardHeader>
        <CardTitle className="leading-snug">
          <h3>{t('payments.payouts.title')}</h3>
        </CardTitle>
        <CardDescription>{t('payments.payouts.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <WeeklySwitch />
        {body}
      </CardContent>
      <ConfirmDialog
        open={confirmingRun}
        title={t('payments.payouts.confirm.title')}
        description={t('payments.payouts.confirm.description', {
          total: formatBRL(owedTotalCents),
          count: data?.owed.length ?? 0,
        })}
        cancelLabel={t('payments.payouts.confirm.cancel')}
        confirmLabel={t('payments.payouts.confirm.confirm', { total: formatBRL(owedTotalCents) })}
        confirmIcon={BanknoteArrowUpIcon}
        confirmVariant="default"
        pending={run.isPending}
        onConfirm={() => void onRun()}
        onCancel={() => setConfirmingRun(false)}
        testId="payouts-confirm"
      />
    </Card>
  );
}
