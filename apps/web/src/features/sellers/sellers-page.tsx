import type { SellerFilter, SellerTab } from '@afilia/validators';
import { DEFAULT_TEAM_PAGE_SIZE, SELLER_TABS } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import {
  FilterIcon,
  RefreshCwIcon,
  Trash2Icon,
  TriangleAlertIcon,
  UserPlusIcon,
  UsersIcon,
  XIcon,
} from 'lucide-react';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
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
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { NoPermission } from '@/features/dashboard/no-permission';
import { canAccessPath } from '@/features/dashboard/sidebar-items';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { TeamListFooter } from '@/features/team/team-list-footer';
import { trpc } from '@/lib/trpc';
import { useMe } from '@/lib/use-me';
import { useIsDesktop } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { AddSellerDialog, EditSellerDialog, type SellerRow } from './seller-dialogs';
import {
  blockOutcome,
  describeSellerError,
  FILTER_MENU,
  pageRange,
  parseFilter,
  parseTab,
  type TeamPageSize,
} from './seller-logic';
import { type SellerActions, SellersCards, SellersSkeleton, SellersTable } from './sellers-list';

const SEARCH_DEBOUNCE_MS = 300;

function SellersHeader({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-1">
        <h2 className="font-bold text-2xl tracking-tight">{t('sellers.header.title')}</h2>
        <p className="text-muted-foreground">{t('sellers.header.description')}</p>
      </div>
      <Button onClick={onAdd} className="w-full sm:w-auto" data-testid="add-seller">
        <UserPlusIcon aria-hidden />
        {t('sellers.header.add')}
      </Button>
    </div>
  );
}

function FilterMenu({ value, onChange }: { value: SellerFilter; onChange: (filter: SellerFilter) => void }) {
  const { t } = useTranslation();
  const filtered = value !== 'all';
  const label = filtered
    ? t('sellers.list.filterActive', { filter: t(`sellers.filters.${value}`) })
    : t('sellers.list.filter');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          title={label}
          className={cn('shrink-0', filtered && 'border-primary/50 text-primary dark:border-primary/50')}
          data-testid="seller-filter"
        >
          <FilterIcon aria-hidden />
          {/* Below 640 px only the icon shows (a dot marks an active filter); the name stays for screen readers. */}
          <span className="sr-only sm:not-sr-only">{label}</span>
          {filtered && <span className="size-1.5 rounded-full bg-primary sm:hidden" aria-hidden />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>{t('sellers.list.filterLabel')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={value} onValueChange={(next) => onChange(parseFilter(next))}>
          {FILTER_MENU.map((filter) => (
            <Fragment key={filter}>
              {filter === 'all' && <DropdownMenuSeparator />}
              <DropdownMenuRadioItem value={filter}>{t(`sellers.filters.${filter}`)}</DropdownMenuRadioItem>
            </Fragment>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function EmptyState({
  filtered,
  onClear,
  onAdd,
}: {
  filtered: boolean;
  onClear: () => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center" data-testid="sellers-empty">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <UsersIcon className="size-6" aria-hidden />
      </span>
      <p className="font-medium">{t('sellers.list.empty')}</p>
      <p className="max-w-sm text-muted-foreground text-sm">
        {filtered ? t('sellers.list.emptyFilteredHint') : t('sellers.list.emptyHint')}
      </p>
      {filtered ? (
        <Button variant="outline" onClick={onClear}>
          <XIcon aria-hidden />
          {t('sellers.list.clearFilters')}
        </Button>
      ) : (
        <Button onClick={onAdd}>
          <UserPlusIcon aria-hidden />
          {t('sellers.header.add')}
        </Button>
      )}
    </div>
  );
}

/**
 * 'Meus Revendedores' (spec part 2 §2): the producer's resellers (every reseller for an admin), searched on
 * the server by name or email, with the filter menu, the All / Active / Pending tabs and server pages.
 */
export function SellersPage() {
  const { me } = useMe();
  // The sidebar item's capability (sellers.manage), the one the sellers.* procedures require.
  if (me && !canAccessPath(me.role, '/dashboard/sellers')) return <NoPermission />;
  return <SellersScreen />;
}

function SellersScreen() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const isDesktop = useIsDesktop();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [filter, setFilter] = useState<SellerFilter>('all');
  const [tab, setTab] = useState<SellerTab>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<TeamPageSize>(DEFAULT_TEAM_PAGE_SIZE);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<SellerRow | null>(null);
  const [toDelete, setToDelete] = useState<SellerRow | null>(null);
  // The last seller asked about: the confirmation keeps their name while it closes.
  const [deleteShown, setDeleteShown] = useState<SellerRow | null>(null);
  const [togglingId, setTogglingId] = useState<string | null>(null);

  const query = trpc.sellers.list.useQuery(
    { search, filter, tab, page, pageSize },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
  const data = query.data;
  const toggleBlock = trpc.sellers.toggleBlock.useMutation();
  const remove = trpc.sellers.delete.useMutation();

  // A new search starts from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the search changes
  useEffect(() => setPage(1), [search]);

  // The server clamps a page past the end (after removing the last seller of a page): follow it.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.page !== page) setPage(data.page);
  }, [data, page, query.isPlaceholderData]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per failed load (errorUpdatedAt)
  useEffect(() => {
    if (!query.isError) return;
    toast.error(t('sellers.list.loadError'), { duration: 5000 });
  }, [query.isError, query.errorUpdatedAt, t]);

  useEffect(() => {
    if (toDelete) setDeleteShown(toDelete);
  }, [toDelete]);

  // Spec part 2 §4: the list is reloaded after each change (at once: the answer is the server's).
  const reload = () => void utils.sellers.list.invalidate();

  const onToggleBlock = async (seller: SellerRow) => {
    setTogglingId(seller.id);
    try {
      const updated = await toggleBlock.mutateAsync({ id: seller.id });
      const outcome = blockOutcome(seller.status, updated.status);
      toast.success(t(`sellers.block.${outcome}`), {
        description: t(`sellers.block.${outcome}Description`, { name: updated.name }),
      });
      reload();
    } catch (error) {
      const view = describeSellerError(t, error, 'sellers.block.error');
      toast.error(t('sellers.block.errorTitle'), { description: view.description, duration: 5000 });
    } finally {
      setTogglingId(null);
    }
  };

  const onConfirmDelete = async () => {
    if (!toDelete) return;
    const seller = toDelete;
    try {
      await remove.mutateAsync({ id: seller.id });
      toast.success(t('sellers.delete.success'), {
        description: t('sellers.delete.successDescription', { name: seller.name }),
      });
      setToDelete(null);
      reload();
    } catch (error) {
      const view = describeSellerError(t, error, 'sellers.delete.error');
      toast.error(t('sellers.delete.errorTitle'), { description: view.description, duration: 5000 });
    }
  };

  const changeFilter = (next: SellerFilter) => {
    setFilter(next);
    setPage(1);
  };
  const changeTab = (next: SellerTab) => {
    setTab(next);
    setPage(1);
  };
  const clearAll = () => {
    setSearchText('');
    setFilter('all');
    setTab('all');
    setPage(1);
  };
  const openAdd = () => setAdding(true);

  const items = data?.items ?? [];
  const totalItems = data?.totalItems ?? 0;
  const filtered = Boolean(search) || filter !== 'all' || tab !== 'all';
  const actions: SellerActions = {
    togglingId,
    onEdit: setEditing,
    onToggleBlock: (seller) => void onToggleBlock(seller),
    onDelete: setToDelete,
  };
  const range = data ? pageRange(data.page, data.pageSize, items.length, data.totalItems) : null;

  let content: ReactNode;
  if (query.isPending) content = <SellersSkeleton desktop={isDesktop} />;
  else if (query.isError && !data)
    content = (
      <div className="flex flex-col items-center gap-3 px-6 py-14 text-center" role="alert">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
          <TriangleAlertIcon className="size-6" aria-hidden />
        </span>
        <p className="max-w-sm font-medium" data-testid="sellers-load-error">
          {t('sellers.list.loadError')}
        </p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? <Spinner /> : <RefreshCwIcon aria-hidden />}
          {t('sellers.list.retry')}
        </Button>
      </div>
    );
  else if (items.length === 0)
    content = <EmptyState filtered={filtered} onClear={clearAll} onAdd={openAdd} />;
  else if (isDesktop) content = <SellersTable items={items} actions={actions} />;
  else
    content = (
      <div className="p-3 sm:p-4">
        <SellersCards items={items} actions={actions} />
      </div>
    );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <SellersHeader onAdd={openAdd} />

      <Card className="gap-0 overflow-hidden py-0">
        <Tabs value={tab} onValueChange={(value) => changeTab(parseTab(value))} className="gap-0">
          <div className="flex flex-col gap-3 border-b p-4">
            <div className="flex items-center gap-2">
              <SearchInput
                className="min-w-0 flex-1 sm:max-w-sm"
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                placeholder={t('sellers.list.searchPlaceholder')}
                label={t('sellers.list.searchLabel')}
              />
              <div className="ml-auto shrink-0">
                <FilterMenu value={filter} onChange={changeFilter} />
              </div>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <TabsList aria-label={t('sellers.list.tabsLabel')} className="grid w-full grid-cols-3 sm:w-fit">
                {SELLER_TABS.map((value) => (
                  <TabsTrigger key={value} value={value} className="px-4">
                    {t(`sellers.tabs.${value}`)}
                  </TabsTrigger>
                ))}
              </TabsList>
              <p
                className="flex items-center gap-2 text-muted-foreground text-sm"
                aria-live="polite"
                data-testid="sellers-count"
              >
                {query.isFetching && !query.isPending && (
                  <Spinner className="size-3.5" label={t('sellers.list.updating')} />
                )}
                {data && (
                  <Badge variant="secondary" className="text-sm">
                    {t('sellers.list.count', { count: totalItems })}
                  </Badge>
                )}
              </p>
            </div>
          </div>
          <TabsContent value={tab}>{content}</TabsContent>
        </Tabs>

        {data && range && data.totalItems > 0 && (
          <TeamListFooter
            testId="sellers"
            range={range}
            page={data.page}
            totalPages={data.totalPages}
            pageSize={pageSize}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        )}
      </Card>

      <AddSellerDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={() => {
          setPage(1);
          reload();
        }}
      />
      <EditSellerDialog seller={editing} onClose={() => setEditing(null)} onSaved={reload} />

      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !remove.isPending && setToDelete(null)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('sellers.delete.title')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('sellers.delete.description', {
                name: deleteShown?.name ?? '',
                email: deleteShown?.email ?? '',
              })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{t('sellers.delete.cancel')}</AlertDialogCancel>
            <Button variant="destructive" onClick={() => void onConfirmDelete()} disabled={remove.isPending}>
              {remove.isPending ? <Spinner /> : <Trash2Icon aria-hidden />}
              {t('sellers.delete.confirm')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
