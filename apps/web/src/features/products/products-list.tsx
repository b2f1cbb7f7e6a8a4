import { can, DEFAULT_PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZES } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  PackageIcon,
  PackageOpenIcon,
  PackagePlusIcon,
  RefreshCwIcon,
  SearchXIcon,
  XIcon,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ListFooter, ListSummary } from '@/components/list/list-footer';
import { ListMessage } from '@/components/list/list-message';
import { ListSkeleton } from '@/components/list/list-skeleton';
import { ListToolbar } from '@/components/list/list-toolbar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProductAffiliatesDialog } from '@/features/affiliations';
import { trpc } from '@/lib/trpc';
import { useMe } from '@/lib/use-me';
import { useIsDesktop } from '@/lib/use-media-query';
import { type ListParams, usePaginatedList } from '@/lib/use-paginated-list';
import { DeleteProductDialog } from './delete-product-dialog';
import { type ListActions, ProductCards, type ProductRow, ProductTable } from './product-rows';
import { useProductListActions } from './use-product-list-actions';

type PageSize = (typeof PRODUCT_PAGE_SIZES)[number];

const INITIAL_PAGE_SIZE: PageSize = DEFAULT_PRODUCT_PAGE_SIZE;

function useProductsQuery(params: ListParams<PageSize>) {
  return trpc.products.list.useQuery(params, { placeholderData: keepPreviousData, staleTime: 0 });
}

/**
 * The product list: search on title or code, items per page (6, 12, 20, all), refresh, a table
 * from 768 px and cards below, the footer 'Mostrando X de Y produtos' and the pagination.
 */
export function ProductsList() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const { me } = useMe();
  const list = usePaginatedList({
    initialPageSize: INITIAL_PAGE_SIZE,
    useListQuery: useProductsQuery,
    onLoadError: () =>
      toast.error(t('products.toasts.loadErrorTitle'), {
        description: t('products.toasts.loadError'),
        duration: 5000,
      }),
  });
  const { query, search } = list;
  const data = query.data;
  const productActions = useProductListActions({ onDuplicated: () => list.setPage(1) });
  const [affiliatesOf, setAffiliatesOf] = useState<ProductRow | null>(null);

  const refresh = () => void query.refetch();
  const items = data?.items ?? [];
  const actions: ListActions = {
    busyId: productActions.duplicatingId,
    onDuplicate: productActions.onDuplicate,
    onDelete: productActions.askDelete,
    onAffiliates: can(me?.role, 'affiliations.manage') ? setAffiliatesOf : undefined,
  };
  const paginated = Boolean(data && data.totalPages > 1);

  let content: ReactNode;
  if (query.isPending) {
    content = isDesktop ? (
      <ListSkeleton label={t('products.list.loading')} layout="rows" media="image" />
    ) : (
      <div className="p-4">
        <ListSkeleton
          label={t('products.list.loading')}
          layout="cards"
          media="image"
          count={2}
          className="sm:grid-cols-2"
        />
      </div>
    );
  } else if (query.isError && !data) {
    content = (
      <ListMessage
        alert
        icon={PackageOpenIcon}
        tone="muted"
        title={t('products.toasts.loadErrorTitle')}
        description={t('products.toasts.loadError')}
      >
        <Button variant="outline" onClick={refresh}>
          <RefreshCwIcon aria-hidden />
          {t('products.list.retry')}
        </Button>
      </ListMessage>
    );
  } else if (items.length === 0 && search) {
    content = (
      <ListMessage
        icon={SearchXIcon}
        tone="muted"
        title={t('products.list.noResults')}
        description={t('products.list.noResultsHint', { search })}
      >
        <Button variant="outline" onClick={list.clearSearch}>
          <XIcon aria-hidden />
          {t('products.list.clearSearch')}
        </Button>
      </ListMessage>
    );
  } else if (items.length === 0) {
    content = (
      <ListMessage
        icon={PackageIcon}
        tone="primary"
        title={t('products.list.empty')}
        description={t('products.list.emptyHint')}
        testId="products-empty"
      >
        <Button asChild>
          <Link to="/dashboard/products/add">
            <PackagePlusIcon aria-hidden />
            {t('products.views.form')}
          </Link>
        </Button>
        <Button variant="link" onClick={refresh}>
          {t('products.list.emptyRefresh')}
        </Button>
      </ListMessage>
    );
  } else if (isDesktop) {
    content = <ProductTable items={items} actions={actions} />;
  } else {
    content = (
      <div className="p-4">
        <ProductCards items={items} actions={actions} />
      </div>
    );
  }

  return (
    <Card className="gap-0 py-0">
      <ListToolbar
        search={{
          value: list.searchText,
          onChange: list.setSearchText,
          placeholder: t('products.list.searchPlaceholder'),
          label: t('products.list.searchLabel'),
        }}
        pageSize={{
          sizes: PRODUCT_PAGE_SIZES,
          value: list.pageSize,
          onChange: list.setPageSize,
          label: t('products.list.perPage'),
          optionLabel: (size) => (size === 'all' ? t('products.list.all') : String(size)),
          testId: 'page-size',
        }}
        onRefresh={refresh}
        refreshing={query.isFetching}
        refreshLabel={t('products.list.refresh')}
      />

      {content}

      {data && data.totalItems > 0 && (
        <ListFooter page={data.page} totalPages={data.totalPages} onPage={list.setPage}>
          <ListSummary
            testId="products-footer"
            pageOf={
              paginated ? t('products.list.pageOf', { page: data.page, pages: data.totalPages }) : undefined
            }
          >
            {t('products.list.showing', { shown: items.length, count: data.totalItems })}
          </ListSummary>
        </ListFooter>
      )}

      <DeleteProductDialog
        product={productActions.toDelete}
        deleting={productActions.deleting}
        onCancel={productActions.cancelDelete}
        onConfirm={productActions.onConfirmDelete}
      />
      <ProductAffiliatesDialog product={affiliatesOf} onClose={() => setAffiliatesOf(null)} />
    </Card>
  );
}
