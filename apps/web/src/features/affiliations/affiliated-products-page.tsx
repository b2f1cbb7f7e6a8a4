import { AFFILIATION_PAGE_SIZES } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { PackageSearchIcon, PackageXIcon, SearchXIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ListFooter, ListSummary } from '@/components/list/list-footer';
import { ListMessage } from '@/components/list/list-message';
import { ListSkeleton } from '@/components/list/list-skeleton';
import { ListToolbar } from '@/components/list/list-toolbar';
import { RefreshButton } from '@/components/list/refresh-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { trpc } from '@/lib/trpc';
import { type ListParams, usePaginatedList } from '@/lib/use-paginated-list';
import { AffiliateProductCard, type CardActions } from './affiliate-product-card';
import { useAffiliateLink } from './use-affiliate-link';

type PageSize = (typeof AFFILIATION_PAGE_SIZES)[number];

const INITIAL_PAGE_SIZE: PageSize = 12;
const GRID = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';

function useAffiliableProductsQuery(params: ListParams<PageSize>) {
  return trpc.affiliations.listProducts.useQuery(params, { placeholderData: keepPreviousData, staleTime: 0 });
}

/**
 * 'Produtos Afiliados' (spec part 2, made real): the priced products the reseller may sell, searched on the
 * server by title or code, as a card grid (1 column on phones, 2–3 wider) with server pages of 12, 24 or 48.
 */
export function AffiliatedProductsPage() {
  const { t } = useTranslation();
  const links = useAffiliateLink();
  const list = usePaginatedList({
    initialPageSize: INITIAL_PAGE_SIZE,
    useListQuery: useAffiliableProductsQuery,
    onLoadError: () =>
      toast.error(t('affiliations.list.loadErrorTitle'), {
        description: t('affiliations.list.loadError'),
        duration: 5000,
      }),
  });
  const { query, search } = list;
  const data = query.data;
  const items = data?.items ?? [];
  const refresh = () => void query.refetch();
  const actions: CardActions = {
    generatingId: links.generatingId,
    onGenerate: links.generate,
    onCopy: links.copyLink,
  };

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <ListSkeleton
        label={t('affiliations.list.loading')}
        layout="cards"
        media="image"
        count={6}
        className={GRID}
        testId="affiliated-products-loading"
      />
    );
  } else if (query.isError && !data) {
    content = (
      <ListMessage
        alert
        icon={PackageXIcon}
        tone="destructive"
        title={t('affiliations.list.loadErrorTitle')}
        description={t('affiliations.list.loadError')}
        testId="affiliated-products-error"
      >
        <RefreshButton onClick={refresh} refreshing={query.isFetching}>
          {t('common.actions.retry')}
        </RefreshButton>
      </ListMessage>
    );
  } else if (items.length === 0) {
    content = (
      <ListMessage
        icon={search ? SearchXIcon : PackageSearchIcon}
        tone={search ? 'muted' : 'primary'}
        title={t('affiliations.list.empty')}
        description={
          search ? t('affiliations.list.noResultsHint', { search }) : t('affiliations.list.emptyHint')
        }
        testId="affiliated-products-empty"
      >
        {search && (
          <Button variant="outline" onClick={list.clearSearch}>
            <XIcon aria-hidden />
            {t('affiliations.list.clearSearch')}
          </Button>
        )}
      </ListMessage>
    );
  } else {
    content = (
      <ul className={GRID} aria-label={t('affiliations.list.label')}>
        {items.map((product) => (
          <li key={product.productId}>
            <AffiliateProductCard
              product={product}
              created={links.created[product.productId] ?? null}
              actions={actions}
            />
          </li>
        ))}
      </ul>
    );
  }

  const paginated = Boolean(data && data.totalPages > 1);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="grid gap-1">
        <h2 className="font-bold text-2xl tracking-tight">{t('affiliations.page.title')}</h2>
        <p className="text-muted-foreground">{t('affiliations.page.description')}</p>
      </div>

      <Card className="gap-0 py-0">
        <ListToolbar
          search={{
            value: list.searchText,
            onChange: list.setSearchText,
            placeholder: t('affiliations.list.searchPlaceholder'),
            label: t('affiliations.list.searchLabel'),
          }}
          pageSize={{
            sizes: AFFILIATION_PAGE_SIZES,
            value: list.pageSize,
            onChange: list.setPageSize,
            label: t('affiliations.list.perPage'),
            testId: 'affiliated-products-page-size',
          }}
          onRefresh={refresh}
          refreshing={query.isFetching}
          refreshLabel={t('affiliations.list.refresh')}
        />

        <div className="p-4">{content}</div>

        {data && data.totalItems > 0 && (
          <ListFooter page={data.page} totalPages={data.totalPages} onPage={list.setPage}>
            <ListSummary
              testId="affiliated-products-footer"
              pageOf={
                paginated
                  ? t('affiliations.list.pageOf', { page: data.page, pages: data.totalPages })
                  : undefined
              }
            >
              {t('affiliations.list.showing', { shown: items.length, count: data.totalItems })}
            </ListSummary>
          </ListFooter>
        )}
      </Card>
    </div>
  );
}
