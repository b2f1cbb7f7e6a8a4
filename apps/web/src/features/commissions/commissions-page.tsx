import { COMMISSION_STATUSES, formatBRL, SALES_PAGE_SIZES } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { FilterXIcon, HandCoinsIcon, TriangleAlertIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListBody, toastListLoadError } from '@/components/list/list-body';
import { PagedListFooter } from '@/components/list/list-footer';
import { ListMessage } from '@/components/list/list-message';
import { ListSkeleton } from '@/components/list/list-skeleton';
import { ListToolbar } from '@/components/list/list-toolbar';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { pageCount } from '@/lib/sale-format';
import { COMMISSION_STATUS_LABEL } from '@/lib/status-tone';
import { trpc } from '@/lib/trpc';
import { useIsDesktop } from '@/lib/use-media-query';
import { type ListParams, usePaginatedList } from '@/lib/use-paginated-list';
import { CommissionsCards, CommissionsTable } from './commission-rows';
import { type CommissionFilter, commissionStatusInput, parseCommissionFilter } from './commission-values';
import { CommissionsTotals } from './commissions-totals';

type PageSize = (typeof SALES_PAGE_SIZES)[number];
const INITIAL_PAGE_SIZE: PageSize = 10;

function useCommissionsQuery({ page, pageSize }: ListParams<PageSize>, status: CommissionFilter) {
  return trpc.commissions.list.useQuery(
    { page, pageSize, ...commissionStatusInput(status) },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
}

function StatusFilter({
  value,
  onChange,
}: {
  value: CommissionFilter;
  onChange: (next: CommissionFilter) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap font-normal text-muted-foreground">
        {t('sales.commissions.filters.status')}
      </Label>
      <Select value={value} onValueChange={(next) => onChange(parseCommissionFilter(next))}>
        <SelectTrigger id={id} className="w-40" data-testid="commissions-filter-status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{t('sales.commissions.filters.all')}</SelectItem>
          {COMMISSION_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {t(COMMISSION_STATUS_LABEL[status])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/**
 * 'Minhas Comissões' (/dashboard/commissions): the totals pending, available, paid and cancelled, then the
 * reseller's commissions one sale at a time (a negative 'Ajuste' when a paid one was reversed), by status.
 */
export function CommissionsPage() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [status, setStatus] = useState<CommissionFilter>('all');
  const loadError = {
    title: t('sales.commissions.list.loadErrorTitle'),
    description: t('sales.commissions.list.loadError'),
  };
  const list = usePaginatedList({
    initialPageSize: INITIAL_PAGE_SIZE,
    filters: status,
    useListQuery: useCommissionsQuery,
    onLoadError: () => toastListLoadError(loadError),
  });
  const { query } = list;
  const data = query.data;
  const items = data?.items ?? [];
  const refresh = () => void query.refetch();

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="grid gap-1">
        <h2 className="font-bold text-2xl tracking-tight">{t('sales.commissions.page.title')}</h2>
        <p className="text-muted-foreground">{t('sales.commissions.page.description')}</p>
      </div>

      {!(query.isError && !data) && <CommissionsTotals totals={data?.totals} />}

      {data?.debts.map((debt) => (
        <Alert key={debt.producerId} variant="warning" data-testid="commissions-debt">
          <TriangleAlertIcon aria-hidden />
          {/* The producer's name and the amount must both show, on two lines on a phone if need be. */}
          <AlertTitle className="line-clamp-none">
            {t('sales.commissions.debt.title', {
              producer: debt.producerName ?? t('sales.commissions.debt.someProducer'),
              amount: formatBRL(-debt.amountCents),
            })}
          </AlertTitle>
          <AlertDescription>{t('sales.commissions.debt.description')}</AlertDescription>
        </Alert>
      ))}

      <Card className="gap-0 py-0">
        <ListToolbar
          leading={<StatusFilter value={status} onChange={setStatus} />}
          pageSize={{
            sizes: SALES_PAGE_SIZES,
            value: list.pageSize,
            onChange: list.setPageSize,
            label: t('sales.list.perPage'),
            testId: 'commissions-page-size',
          }}
          onRefresh={refresh}
          refreshing={query.isFetching}
          refreshLabel={t('sales.list.refresh')}
        />

        <ListBody
          query={query}
          isEmpty={items.length === 0}
          inset={!isDesktop}
          loading={
            <ListSkeleton
              label={t('sales.commissions.list.loading')}
              layout={isDesktop ? 'rows' : 'cards'}
              media="avatar"
              trailing={2}
              testId="commissions-loading"
            />
          }
          loadError={{ ...loadError, testId: 'commissions-error' }}
          empty={
            <ListMessage
              icon={status === 'all' ? HandCoinsIcon : FilterXIcon}
              tone={status === 'all' ? 'primary' : 'muted'}
              title={t('sales.commissions.list.empty')}
              description={t(
                status === 'all'
                  ? 'sales.commissions.list.emptyHint'
                  : 'sales.commissions.list.emptyStatusHint',
              )}
              testId="commissions-empty"
            >
              {status !== 'all' && (
                <Button variant="outline" onClick={() => setStatus('all')}>
                  <FilterXIcon aria-hidden />
                  {t('sales.commissions.filters.clear')}
                </Button>
              )}
            </ListMessage>
          }
        >
          {isDesktop ? <CommissionsTable items={items} /> : <CommissionsCards items={items} />}
        </ListBody>

        {data && (
          <PagedListFooter
            page={data.page}
            totalPages={pageCount(data.total, data.pageSize)}
            totalItems={data.total}
            onPage={list.setPage}
            showing={t('sales.commissions.list.showing', { shown: items.length, count: data.total })}
            pageOf={(page, pages) => t('sales.list.pageOf', { page, pages })}
            testId="commissions-footer"
          />
        )}
      </Card>
    </div>
  );
}
