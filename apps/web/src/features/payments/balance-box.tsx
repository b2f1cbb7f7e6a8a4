import { formatBRL } from '@afilia/validators';
import { LandmarkIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { isNewLoadError } from '@/lib/use-paginated-list';

/**
 * 'Saldo' with Asaas active: the account's balance in reais ('R$ 1.520,35'). A failed load shows 'Erro ao
 * carregar pagamentos' once and 'Saldo indisponível no momento.' in place of the amount.
 */
export function BalanceBox() {
  const { t } = useTranslation();
  const query = trpc.payments.balance.useQuery(undefined, { staleTime: 0 });
  const reported = useRef(0);
  useEffect(() => {
    if (!isNewLoadError(query.isError, query.errorUpdatedAt, reported.current)) return;
    reported.current = query.errorUpdatedAt;
    toast.error(t('payments.toast.loadError'), { description: t('payments.toast.loadErrorAsaas') });
  }, [query.isError, query.errorUpdatedAt, t]);

  const balance = query.data;
  let value: ReactNode;
  if (query.isPending) value = <Skeleton className="h-8 w-36" />;
  else if (balance)
    value = (
      <span className="font-bold text-2xl tabular-nums tracking-tight" data-testid="asaas-balance-amount">
        {formatBRL(balance.balanceCents)}
      </span>
    );
  else value = <span className="text-muted-foreground text-sm">{t('payments.balance.unavailable')}</span>;

  return (
    <section
      className="flex items-center gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      aria-labelledby="payments-balance-title"
      data-testid="asaas-balance"
      aria-busy={query.isPending || undefined}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <LandmarkIcon className="size-5" aria-hidden />
      </span>
      <div className="grid min-w-0 gap-1">
        <h3 id="payments-balance-title" className="text-muted-foreground text-sm">
          {t('payments.balance.asaas')}
        </h3>
        {value}
        {balance?.accountName && (
          <p className="truncate text-muted-foreground text-xs">
            {t('payments.platforms.connectedAs', { name: balance.accountName })}
          </p>
        )}
      </div>
    </section>
  );
}
