import { SALES_PAGE_SIZES } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { FilterXIcon, ReceiptTextIcon, SearchXIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListBody, toastListLoadError } from '@/components/list/list-body';
import { PagedListFooter } from '@/components/list/list-footer';
import { ListMessage } from '@/components/list/list-message';
import { ListSkeleton } from '@/components/list/list-skeleton';
import { ListToolbar } from '@/components/list/list-toolbar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { pageCount } from '@/lib/sale-format';
import { trpc } from '@/lib/trpc';
import { useIsDesktop } from '@/lib/use-media-query';
import { type ListParams, usePaginatedList } from '@/lib/use-paginated-list';
import { RefundSaleDialog } from './refund-sale-dialog';
import { SaleDetailsDialog } from './sale-details-dialog';
import { SalesFilterBar } from './sales-filter-bar';
import {
  DEFAULT_SALES_FILTERS,
  hasActiveFilters,
  type SaleRow,
  type SalesFilters,
  salesListFilters,
} from './sales-filters';
import { type SaleRowActions, SalesCards, SalesTable } from './sales-rows';
import { SalesSummary } from './sales-summary';
import { useRefundSale } from './use-refund-sale';

type PageSize = (typeof SALES_PAGE_SIZES)[number];
const INITIAL_PAGE_SIZE: PageSize = 10;

function useSalesQuery({ page, pageSize, search }: ListParams<PageSize>, filters: SalesFilters) {
  return trpc.sales.list.useQuery(
    { page, pageSize, search, ...salesListFilters(filters) },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
}

/**
 * 'Vendas' (/dashboard/sales): a producer's sales, every sale for an admin. Filters by period, status, product
 * and reseller, a search by buyer email or order code, the figures of everything matched, server pages, and
 * per sale 'Detalhes' and 'Reembolsar'. A table from 768 px, cards below.
 */
export function SalesPage() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [filters, setFilters] = useState<SalesFilters>(DEFAULT_SALES_FILTERS);
  const options = trpc.sales.filterOptions.useQuery(undefined, { staleTime: 60_000 });
  const loadError = { title: t('sales.list.loadErrorTitle'), description: t('sales.list.loadError') };
  const list = usePaginatedList({
    initialPageSize: INITIAL_PAGE_SIZE,
    filters,
    useListQuery: useSalesQuery,
    onLoadError: () => toastListLoadError(loadError),
  });
  const refunds = useRefundSale();
  const [detailsOf, setDetailsOf] = useState<SaleRow | null>(null);
  const { query, search } = list;
  const data = query.data;
  const items = data?.items ?? [];
  const refresh = () => void query.refetch();
  const clearFilters = () => setFilters(DEFAULT_SALES_FILTERS);
  const actions: SaleRowActions = { onDetails: setDetailsOf, onRefund: refunds.ask };
  const filtered = hasActiveFilters(filters);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="grid gap-1">
        <h2 className="font-bold text-2xl tracking-tight">{t('sales.page.title')}</h2>
        <p className="text-muted-foreground">{t('sales.page.description')}</p>
      </div>

      {!(query.isError && !data) && <SalesSummary summary={data?.summary} />}

      <Card className="gap-0 py-0">
        <ListToolbar
          search={{
            value: list.searchText,
            onChange: list.setSearchText,
            placeholder: t('sales.list.searchPlaceholder'),
            label: t('sales.list.searchLabel'),
          }}
          pageSize={{
            sizes: SALES_PAGE_SIZES,
            value: list.pageSize,
            onChange: list.setPageSize,
            label: t('sales.list.perPage'),
            testId: 'sales-page-size',
          }}
          onRefresh={refresh}
          refreshing={query.isFetching}
          refreshLabel={t('sales.list.refresh')}
        />
        <SalesFilterBar
          filters={filters}
          onChange={setFilters}
          onClear={clearFilters}
          options={options.data}
        />

        <ListBody
          query={query}
          isEmpty={items.length === 0}
          inset={!isDesktop}
          loading={
            <ListSkeleton
              label={t('sales.list.loading')}
              layout={isDesktop ? 'rows' : 'cards'}
              media="avatar"
              trailing={3}
              testId="sales-loading"
            />
          }
          loadError={{ ...loadError, testId: 'sales-error' }}
          empty={
            <ListMessage
              icon={search ? SearchXIcon : filtered ? FilterXIcon : ReceiptTextIcon}
              tone={search || filtered ? 'muted' : 'primary'}
              title={t('sales.list.empty')}
              description={
                search
                  ? t('sales.list.noResultsHint', { search })
                  : filtered
                    ? t('sales.list.noFilterResultsHint')
                    : t('sales.list.emptyHint')
              }
              testId="sales-empty"
            >
              {search && (
                <Button variant="outline" onClick={list.clearSearch}>
                  <XIcon aria-hidden />
                  {t('sales.list.clearSearch')}
                </Button>
              )}
              {filtered && (
                <Button variant="outline" onClick={clearFilters}>
                  <FilterXIcon aria-hidden />
                  {t('sales.filters.clear')}
                </Button>
              )}
            </ListMessage>
          }
        >
          {isDesktop ? (
            <SalesTable items={items} actions={actions} />
          ) : (
            <SalesCards items={items} actions={actions} />
          )}
        </ListBody>

        {data && (
          <PagedListFooter
            page={data.page}
            totalPages={pageCount(data.total, data.pageSize)}
            totalItems={data.total}
            onPage={list.setPage}
            showing={t('sales.list.showing', { shown: items.length, count: data.total })}
            pageOf={(page, pages) => t('sales.list.pageOf', { page, pages })}
            testId="sales-footer"
          />
        )}
      </Card>

      <SaleDetailsDialog
        sale={detailsOf}
        onClose={() => setDetailsOf(null)}
        onRefund={(sale) => {
          setDetailsOf(null);
          refunds.ask(sale);
        }}
      />
      <RefundSaleDialog
        sale={refunds.target}
        pending={refunds.pending}
        onConfirm={refunds.confirm}
        onCancel={refunds.cancel}
      />
    </div>
  );
}
