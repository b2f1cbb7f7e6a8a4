import { PAYMENT_HISTORY_PAGE_SIZE, PAYMENT_HISTORY_TABS } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { ChevronLeftIcon, ChevronRightIcon, ReceiptTextIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ListBody, toastListLoadError } from '@/components/list/list-body';
import { ListMessage } from '@/components/list/list-message';
import { ListSkeleton } from '@/components/list/list-skeleton';
import { RefreshButton } from '@/components/list/refresh-button';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { parseError, translateError } from '@/lib/errors';
import { pageCount } from '@/lib/sale-format';
import { trpc } from '@/lib/trpc';
import { type ListParams, usePaginatedList } from '@/lib/use-paginated-list';
import { PaymentDetailsDialog } from './payment-details-dialog';
import { PaymentHistoryFilters } from './payment-history-filters';
import { PaymentHistoryTable } from './payment-history-table';
import {
  DEFAULT_HISTORY_FILTERS,
  HISTORY_TAB_LABEL,
  type HistoryFilters,
  parseHistoryTab,
} from './payment-status';
import type { HistoryEntry } from './payment-types';
import { useReceiptDownload } from './use-receipt-download';

function useHistoryQuery({ page }: ListParams<number>, filters: HistoryFilters) {
  return trpc.payments.history.useQuery(
    { page, ...filters },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
}

/** 'Atualizar' with Asaas active: asks Asaas about pending payments, then reloads the list. */
function useAsaasRefresh(onDone: () => void) {
  const { t } = useTranslation();
  const refresh = trpc.payments.refresh.useMutation();
  const run = async () => {
    try {
      const result = await refresh.mutateAsync();
      toast.success(t('payments.toast.refreshed'), {
        description: t('payments.toast.refreshedDescription', { count: result.checked }),
      });
    } catch (error) {
      const { code, params } = parseError(error);
      toast.error(t('payments.toast.loadError'), { description: translateError(t, code, params) });
    } finally {
      onDone();
    }
  };
  return { run: () => void run(), pending: refresh.isPending };
}

/**
 * 'Histórico de pagamentos': the user's money in and out, filtered by status and period, in the tabs Todos,
 * Recebidos and Enviados, ten per server page; per row 'Baixar Comprovante' and 'Detalhes do Pagamento'.
 */
export function PaymentHistoryCard({ asaasActive }: { asaasActive: boolean }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [filters, setFilters] = useState<HistoryFilters>(DEFAULT_HISTORY_FILTERS);
  const [detailsOf, setDetailsOf] = useState<HistoryEntry | null>(null);
  const receipts = useReceiptDownload();
  const loadError = { title: t('payments.toast.loadError'), description: t('payments.history.loadError') };
  const list = usePaginatedList({
    initialPageSize: PAYMENT_HISTORY_PAGE_SIZE,
    filters,
    useListQuery: useHistoryQuery,
    onLoadError: () => toastListLoadError(loadError),
  });
  const refresh = useAsaasRefresh(() => {
    void utils.payments.history.invalidate();
    void utils.payments.balance.invalidate();
  });
  const { query } = list;
  const data = query.data;
  const items = data?.items ?? [];
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  // Past the server's count cap the last page is unknown: page on while pages come back full.
  const hasNext = data ? data.page < pages || (data.totalCapped && items.length === data.pageSize) : false;
  const actions = {
    onDetails: setDetailsOf,
    onReceipt: receipts.download,
    downloadingId: receipts.downloading,
  };

  const body = (
    <ListBody
      query={query}
      isEmpty={items.length === 0}
      loading={
        <ListSkeleton
          label={t('payments.history.loading')}
          layout="rows"
          media="avatar"
          trailing={2}
          count={4}
          testId="payment-history-loading"
        />
      }
      loadError={{ ...loadError, testId: 'payment-history-error' }}
      empty={
        <ListMessage
          icon={ReceiptTextIcon}
          tone="primary"
          title={t('payments.history.empty')}
          className="py-10"
          testId="payment-history-empty"
        />
      }
    >
      <PaymentHistoryTable items={items} actions={actions} />
    </ListBody>
  );

  return (
    <Card className="gap-0 py-0" data-testid="payment-history">
      <CardHeader className="gap-1 border-b p-4 sm:p-6 [.border-b]:pb-4 sm:[.border-b]:pb-6">
        <CardTitle className="leading-snug">
          <h3>{t('payments.history.title')}</h3>
        </CardTitle>
        <CardDescription>{t('payments.history.description')}</CardDescription>
        {asaasActive && (
          <CardAction>
            <RefreshButton onClick={refresh.run} refreshing={refresh.pending || query.isFetching}>
              {t('payments.history.refresh')}
            </RefreshButton>
          </CardAction>
        )}
      </CardHeader>
      <Tabs
        value={filters.tab}
        onValueChange={(value) => setFilters({ ...filters, tab: parseHistoryTab(value) })}
        className="gap-0"
      >
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-end sm:justify-between">
          <PaymentHistoryFilters filters={filters} onChange={setFilters} />
          <TabsList className="w-full sm:w-fit">
            {PAYMENT_HISTORY_TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab} className="px-3" data-testid={`payment-history-tab-${tab}`}>
                {t(HISTORY_TAB_LABEL[tab])}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {PAYMENT_HISTORY_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {body}
          </TabsContent>
        ))}
      </Tabs>
      {data && data.total > 0 && (
        <nav
          className="flex items-center justify-between gap-3 border-t px-4 py-3"
          aria-label={t('payments.history.pagination')}
          data-testid="payment-history-footer"
        >
          <Button
            variant="ghost"
            size="sm"
            onClick={() => list.setPage(data.page - 1)}
            disabled={data.page <= 1 || query.isFetching}
          >
            <ChevronLeftIcon aria-hidden />
            {t('payments.history.previous')}
          </Button>
          <p className="whitespace-nowrap text-muted-foreground text-sm tabular-nums" aria-live="polite">
            {t(data.totalCapped ? 'payments.history.pageOfMore' : 'payments.history.pageOf', {
              page: data.page,
              pages,
            })}
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => list.setPage(data.page + 1)}
            disabled={!hasNext || query.isFetching}
          >
            {t('payments.history.next')}
            <ChevronRightIcon aria-hidden />
          </Button>
        </nav>
      )}
      <PaymentDetailsDialog
        entry={detailsOf}
        downloadingId={receipts.downloading}
        onClose={() => setDetailsOf(null)}
        onReceipt={receipts.download}
      />
    </Card>
  );
}
