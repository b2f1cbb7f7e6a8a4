import { AFFILIATION_PAGE_SIZES } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { PackageSearchIcon, PackageXIcon, SearchXIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListBody, toastListLoadError } from '@/components/list/list-body';
import { PagedListFooter } from '@/components/list/list-footer';
import { ListMessage } from '@/components/list/list-message';
import { ListSkeleton } from '@/components/list/list-skeleton';
import { ListToolbar } from '@/components/list/list-toolbar';
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
 * 'Produtos Afiliados': the priced products the reseller may sell, searched on the
 * server by title or code, as a card grid (1 column on phones, 2–3 wider) with server pages of 12, 24 or 48.
 */
export function AffiliatedProductsPage() {
  const { t } = useTranslation();
  const links = useAffiliateLink();
  const loadError = {
    title: t('affiliations.list.loadErrorTitle'),
    description: t('affiliations.list.loadError'),
  };
  const list = usePaginatedList({
    initialPageSize: INITIAL_PAGE_SIZE,
    useListQuery: useAffiliableProductsQuery,
    onLoadError: () => toastListLoadError(loadError),
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

        <div className="p-4">
          <ListBody
            query={query}
            isEmpty={items.length === 0}
            loading={
              <ListSkeleton
                label={t('affiliations.list.loading')}
                layout="cards"
                media="image"
                count={6}
                className={GRID}
                testId="affiliated-products-loading"
              />
            }
            loadError={{ ...loadError, icon: PackageXIcon, testId: 'affiliated-products-error' }}
            empty={
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
            }
          >
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
          </ListBody>
        </div>

        {data && (
          <PagedListFooter
            page={data.page}
            totalPages={data.totalPages}
            totalItems={data.totalItems}
            onPage={list.setPage}
            showing={t('affiliations.list.showing', { shown: items.length, count: data.totalItems })}
            pageOf={(page, pages) => t('affiliations.list.pageOf', { page, pages })}
            testId="affiliated-products-footer"
          />
        )}
      </Card>
    </div>
  );
}
