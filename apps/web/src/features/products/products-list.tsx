import type { RouterOutputs } from '@afilia/api';
import { DEFAULT_PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZES } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  CopyPlusIcon,
  EyeIcon,
  PackageIcon,
  PackageOpenIcon,
  PackagePlusIcon,
  PencilIcon,
  RefreshCwIcon,
  SearchXIcon,
  Trash2Icon,
  XIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/features/dashboard/format';
import { trpc } from '@/lib/trpc';
import { useIsDesktop } from '@/lib/use-media-query';
import { CopyCodeBadge } from './copy-code-badge';
import { PaginationNav } from '@/components/list/pagination-nav';
import { describeProductError, isPlanError } from './product-errors';
import { ProductImage } from './product-image';
import { browserStorage, clearDraft } from './product-storage';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type ProductRow = RouterOutputs['products']['list']['items'][number];
type PageSize = (typeof PRODUCT_PAGE_SIZES)[number];

const SEARCH_DEBOUNCE_MS = 300;

function parsePageSize(value: string): PageSize {
  return PRODUCT_PAGE_SIZES.find((size) => String(size) === value) ?? DEFAULT_PRODUCT_PAGE_SIZE;
}

function CategoryBadge({ category }: { category: ProductRow['category'] }) {
  const { t } = useTranslation();
  if (!category)
    return <span className="text-muted-foreground text-xs">{t('products.list.noCategory')}</span>;
  return <Badge variant="secondary">{t(`products.categories.${category}`)}</Badge>;
}

interface ListActions {
  /** The product being duplicated, if any. */
  busyId: string | null;
  onDuplicate: (product: ProductRow) => void;
  onDelete: (product: ProductRow) => void;
}

interface RowActionsProps {
  product: ProductRow;
  duplicating: boolean;
  onDuplicate: ListActions['onDuplicate'];
  onDelete: ListActions['onDelete'];
}

/** View, edit, duplicate and delete (spec part 2 §2). View and edit open the form with the product. */
function RowActions({ product, duplicating, onDuplicate, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  const label = (action: string) => t(`products.list.actions.${action}`, { title: product.title });
  return (
    <div className="flex items-center justify-end gap-0.5">
      <Button asChild variant="ghost" size="icon-sm" title={t('products.list.actions.viewShort')}>
        <Link to="/dashboard/products/edit/$id" params={{ id: product.id }} aria-label={label('view')}>
          <EyeIcon aria-hidden />
        </Link>
      </Button>
      <Button asChild variant="ghost" size="icon-sm" title={t('products.list.actions.editShort')}>
        <Link to="/dashboard/products/edit/$id" params={{ id: product.id }} aria-label={label('edit')}>
          <PencilIcon aria-hidden />
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        title={t('products.list.actions.duplicateShort')}
        aria-label={label('duplicate')}
        disabled={duplicating}
        onClick={() => onDuplicate(product)}
      >
        {duplicating ? <Spinner /> : <CopyPlusIcon aria-hidden />}
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        title={t('products.list.actions.deleteShort')}
        aria-label={label('delete')}
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => onDelete(product)}
      >
        <Trash2Icon aria-hidden />
      </Button>
    </div>
  );
}

function ProductTable({ items, actions }: { items: ProductRow[]; actions: ListActions }) {
  const { t } = useTranslation();
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-28 pl-4">{t('products.list.columns.image')}</TableHead>
          <TableHead>{t('products.list.columns.title')}</TableHead>
          <TableHead>{t('products.list.columns.category')}</TableHead>
          <TableHead>{t('products.list.columns.code')}</TableHead>
          <TableHead className="hidden lg:table-cell">{t('products.list.columns.createdAt')}</TableHead>
          <TableHead className="pr-4 text-right">{t('products.list.columns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((product) => (
          <TableRow key={product.id} data-testid="product-row">
            <TableCell className="pl-4">
              <ProductImage
                src={product.imageLinks[0]}
                alt={product.title}
                className="w-20"
                iconClassName="size-5"
              />
            </TableCell>
            <TableCell className="max-w-72">
              <p className="truncate font-medium" title={product.title}>
                {product.title}
              </p>
              <p className="truncate text-muted-foreground text-xs" title={product.description}>
                {product.description}
              </p>
            </TableCell>
            <TableCell>
              <CategoryBadge category={product.category} />
            </TableCell>
            <TableCell>
              <CopyCodeBadge code={product.productCode} />
            </TableCell>
            <TableCell className="hidden text-muted-foreground tabular-nums lg:table-cell">
              {formatDate(product.createdAt)}
            </TableCell>
            <TableCell className="pr-4">
              <RowActions
                product={product}
                duplicating={actions.busyId === product.id}
                onDuplicate={actions.onDuplicate}
                onDelete={actions.onDelete}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ProductCards({ items, actions }: { items: ProductRow[]; actions: ListActions }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((product) => (
        <li key={product.id}>
          <Card className="gap-0 overflow-hidden py-0 shadow-none" data-testid="product-card">
            <ProductImage
              src={product.imageLinks[0]}
              alt={product.title}
              className="rounded-none border-0 border-b"
            />
            <CardContent className="grid gap-2 p-4">
              <div className="grid gap-0.5">
                <p className="line-clamp-2 font-semibold leading-snug">{product.title}</p>
                <p className="line-clamp-2 text-muted-foreground text-sm">{product.description}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <CategoryBadge category={product.category} />
                <CopyCodeBadge code={product.productCode} />
              </div>
              <div className="flex items-center justify-between gap-2 border-t pt-2">
                <span className="text-muted-foreground text-xs tabular-nums">
                  {formatDate(product.createdAt)}
                </span>
                <RowActions
                  product={product}
                  duplicating={actions.busyId === product.id}
                  onDuplicate={actions.onDuplicate}
                  onDelete={actions.onDelete}
                />
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function ListSkeleton({ desktop }: { desktop: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('products.list.loading')}
      className={desktop ? 'grid gap-3 p-4' : 'grid gap-4 sm:grid-cols-2'}
    >
      {Array.from({ length: desktop ? 5 : 2 }, (_, i) =>
        desktop ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={i} className="flex items-center gap-4">
            <Skeleton className="aspect-[4/3] w-20" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/2" />
            </div>
            <Skeleton className="h-6 w-20" />
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={i} className="grid gap-3 rounded-xl border p-0">
            <Skeleton className="aspect-[4/3] w-full rounded-b-none" />
            <div className="grid gap-2 p-4">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
        ),
      )}
    </div>
  );
}

/**
 * The product list (spec part 2 §2): search on title or code, items per page (6, 12, 20, all), refresh, a table
 * from 768 px and cards below, the footer 'Mostrando X de Y produtos' and the pagination.
 */
export function ProductsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const isDesktop = useIsDesktop();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PRODUCT_PAGE_SIZE);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [toDelete, setToDelete] = useState<ProductRow | null>(null);
  const [duplicatingId, setDuplicatingId] = useState<string | null>(null);

  const query = trpc.products.list.useQuery(
    { page, pageSize, search },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
  const data = query.data;

  // A new search starts from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the search changes
  useEffect(() => setPage(1), [search]);

  // The server clamps a page past the end (after deleting the last product of a page): follow it.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.page !== page) setPage(data.page);
  }, [data, page, query.isPlaceholderData]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per failed load (errorUpdatedAt)
  useEffect(() => {
    if (!query.isError) return;
    toast.error(t('products.toasts.loadErrorTitle'), {
      description: t('products.toasts.loadError'),
      duration: 5000,
    });
  }, [query.isError, query.errorUpdatedAt, t]);

  const upgradeAction = (code: string) =>
    isPlanError(code)
      ? { label: t('products.toasts.upgrade'), onClick: () => void navigate({ to: '/plans' }) }
      : undefined;

  const duplicate = trpc.products.duplicate.useMutation();
  const remove = trpc.products.delete.useMutation();

  const onDuplicate = async (product: ProductRow) => {
    setDuplicatingId(product.id);
    try {
      const copy = await duplicate.mutateAsync({ id: product.id });
      toast.success(t('products.toasts.duplicated'), {
        description: t('products.toasts.duplicatedDescription', {
          title: copy.title,
          code: copy.productCode,
        }),
      });
      setPage(1);
      void utils.products.list.invalidate();
      void utils.pricing.list.invalidate();
    } catch (error) {
      const { code, description } = describeProductError(t, error, 'products.toasts.duplicateError');
      toast.error(t('products.toasts.duplicateErrorTitle'), {
        description,
        duration: 5000,
        action: upgradeAction(code),
      });
    } finally {
      setDuplicatingId(null);
    }
  };

  const onConfirmDelete = async () => {
    if (!toDelete) return;
    const product = toDelete;
    try {
      await remove.mutateAsync({ id: product.id });
      clearDraft(browserStorage(), product.productCode);
      toast.success(t('products.toasts.deleted'), {
        description: t('products.toasts.deletedDescription', { title: product.title }),
      });
      setToDelete(null);
      void utils.products.list.invalidate();
      void utils.pricing.list.invalidate();
      utils.products.get.setData({ id: product.id }, undefined);
    } catch (error) {
      const { description } = describeProductError(t, error, 'products.toasts.deleteError');
      toast.error(t('products.toasts.deleteErrorTitle'), { description, duration: 5000 });
    }
  };

  const refresh = () => void query.refetch();
  const items = data?.items ?? [];
  const actions: ListActions = { busyId: duplicatingId, onDuplicate, onDelete: setToDelete };
  const paginated = Boolean(data && data.totalPages > 1);

  return (
    <Card className="gap-0 py-0">
      <div className="flex flex-col gap-3 border-b p-4 md:flex-row md:items-center md:justify-between">
        <SearchInput
          className="md:max-w-sm"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder={t('products.list.searchPlaceholder')}
          label={t('products.list.searchLabel')}
        />
        <div className="flex items-center gap-2">
          <span className="whitespace-nowrap text-muted-foreground text-sm">
            {t('products.list.perPage')}
          </span>
          <Select
            value={String(pageSize)}
            onValueChange={(value) => {
              setPageSize(parsePageSize(value));
              setPage(1);
            }}
          >
            <SelectTrigger className="w-24" aria-label={t('products.list.perPage')} data-testid="page-size">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PRODUCT_PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size === 'all' ? t('products.list.all') : size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button variant="outline" onClick={refresh} disabled={query.isFetching} className="ml-auto sm:ml-0">
            {query.isFetching ? <Spinner /> : <RefreshCwIcon aria-hidden />}
            {t('products.list.refresh')}
          </Button>
        </div>
      </div>

      {query.isPending ? (
        <div className={isDesktop ? '' : 'p-4'}>
          <ListSkeleton desktop={isDesktop} />
        </div>
      ) : query.isError && !data ? (
        <div className="flex flex-col items-center gap-3 px-6 py-14 text-center" role="alert">
          <PackageOpenIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t('products.toasts.loadErrorTitle')}</p>
          <p className="max-w-sm text-muted-foreground text-sm">{t('products.toasts.loadError')}</p>
          <Button variant="outline" onClick={refresh}>
            <RefreshCwIcon aria-hidden />
            {t('products.list.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        search ? (
          <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
            <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
            <p className="font-medium">{t('products.list.noResults')}</p>
            <p className="max-w-sm text-muted-foreground text-sm">
              {t('products.list.noResultsHint', { search })}
            </p>
            <Button variant="outline" onClick={() => setSearchText('')}>
              <XIcon aria-hidden />
              {t('products.list.clearSearch')}
            </Button>
          </div>
        ) : (
          <div
            className="flex flex-col items-center gap-3 px-6 py-14 text-center"
            data-testid="products-empty"
          >
            <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
              <PackageIcon className="size-6" aria-hidden />
            </span>
            <p className="font-medium">{t('products.list.empty')}</p>
            <p className="max-w-sm text-muted-foreground text-sm">{t('products.list.emptyHint')}</p>
            <div className="flex flex-wrap items-center justify-center gap-2">
              <Button asChild>
                <Link to="/dashboard/products/add">
                  <PackagePlusIcon aria-hidden />
                  {t('products.views.form')}
                </Link>
              </Button>
              <Button variant="link" onClick={refresh}>
                {t('products.list.emptyRefresh')}
              </Button>
            </div>
          </div>
        )
      ) : isDesktop ? (
        <ProductTable items={items} actions={actions} />
      ) : (
        <div className="p-4">
          <ProductCards items={items} actions={actions} />
        </div>
      )}

      {data && data.totalItems > 0 && (
        <div className="flex flex-col items-center gap-3 border-t px-4 py-3 sm:flex-row sm:justify-between">
          <p className="text-muted-foreground text-sm" data-testid="products-footer">
            {t('products.list.showing', { shown: items.length, count: data.totalItems })}
            {paginated && (
              <>
                <span aria-hidden> · </span>
                {t('products.list.pageOf', { page: data.page, pages: data.totalPages })}
              </>
            )}
          </p>
          {paginated && <PaginationNav page={data.page} totalPages={data.totalPages} onPage={setPage} />}
        </div>
      )}

      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !remove.isPending && setToDelete(null)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('products.delete.title')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('products.delete.description', { title: toDelete?.title ?? '' })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{t('products.delete.cancel')}</AlertDialogCancel>
            <Button variant="destructive" onClick={() => void onConfirmDelete()} disabled={remove.isPending}>
              {remove.isPending ? <Spinner /> : <Trash2Icon aria-hidden />}
              {t('products.delete.confirm')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
