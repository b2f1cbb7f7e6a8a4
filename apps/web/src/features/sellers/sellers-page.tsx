import type { SellerFilter, SellerTab } from '@afilia/validators';
import { DEFAULT_TEAM_PAGE_SIZE, SELLER_TABS } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { BanIcon, TriangleAlertIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListMessage } from '@/components/list/list-message';
import { RefreshButton } from '@/components/list/refresh-button';
import { NoPermission } from '@/components/no-permission';
import { creationBlocked, PlanUsageStrip, usePlanUsage } from '@/components/plan-usage';
import { TeamListFooter } from '@/components/team/team-list-footer';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { canAccessPath } from '@/features/dashboard';
import { InviteUserDialog, SentInvitations } from '@/features/users';
import { trpc } from '@/lib/trpc';
import { useMe } from '@/lib/use-me';
import { useIsDesktop } from '@/lib/use-media-query';
import { type ListParams, usePaginatedList } from '@/lib/use-paginated-list';
import { DeleteSellerDialog } from './delete-seller-dialog';
import { AddSellerDialog, EditSellerDialog, type SellerRow } from './seller-dialogs';
import { managesAccounts, pageRange, parseTab, type TeamPageSize } from './seller-logic';
import { type SellerActions, SellersCards, SellersSkeleton, SellersTable } from './sellers-list';
import { FilterMenu, SellersEmptyState, SellersHeader } from './sellers-toolbar';
import { useSellerActions } from './use-seller-actions';

const INITIAL_PAGE_SIZE: TeamPageSize = DEFAULT_TEAM_PAGE_SIZE;

interface SellerFilters {
  filter: SellerFilter;
  tab: SellerTab;
}

function useSellersQuery(params: ListParams<TeamPageSize>, filters: SellerFilters) {
  return trpc.sellers.list.useQuery(
    { ...params, ...filters },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
}

/**
 * 'Meus Revendedores': the producer's resellers (every reseller for an admin), searched on
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
  const isDesktop = useIsDesktop();
  const [filter, setFilter] = useState<SellerFilter>('all');
  const [tab, setTab] = useState<SellerTab>('all');
  const { me } = useMe();
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const usage = usePlanUsage();
  const [editing, setEditing] = useState<SellerRow | null>(null);
  const sellerActions = useSellerActions();

  // A new search, filter, tab or page size starts from the first page.
  const list = usePaginatedList({
    initialPageSize: INITIAL_PAGE_SIZE,
    filters: { filter, tab },
    useListQuery: useSellersQuery,
    onLoadError: () => toast.error(t('sellers.list.loadError'), { duration: 5000 }),
  });
  const { query, search } = list;
  const data = query.data;

  const clearAll = () => {
    list.clearSearch();
    setFilter('all');
    setTab('all');
    list.setPage(1);
  };
  const openAdd = () => setAdding(true);

  const items = data?.items ?? [];
  const totalItems = data?.totalItems ?? 0;
  const filtered = Boolean(search) || filter !== 'all' || tab !== 'all';
  const actions: SellerActions = {
    togglingId: sellerActions.togglingId,
    onEdit: setEditing,
    onToggleBlock: sellerActions.onToggleBlock,
    onDelete: sellerActions.askDelete,
  };
  const range = data ? pageRange(data.page, data.pageSize, items.length, data.totalItems) : null;

  let content: ReactNode;
  if (query.isPending) content = <SellersSkeleton desktop={isDesktop} />;
  else if (query.isError && !data)
    content = (
      <ListMessage
        alert
        icon={TriangleAlertIcon}
        tone="destructive"
        title={t('sellers.list.loadError')}
        titleTestId="sellers-load-error"
      >
        <RefreshButton onClick={() => void query.refetch()} refreshing={query.isFetching}>
          {t('sellers.list.retry')}
        </RefreshButton>
      </ListMessage>
    );
  else if (items.length === 0)
    content = <SellersEmptyState filtered={filtered} onClear={clearAll} onAdd={openAdd} />;
  else if (isDesktop) content = <SellersTable items={items} actions={actions} />;
  else
    content = (
      <div className="p-3 sm:p-4">
        <SellersCards items={items} actions={actions} />
      </div>
    );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <SellersHeader
        onInvite={() => setInviting(true)}
        onAdd={openAdd}
        blocked={creationBlocked(usage.data, 'sellers')}
      />
      <PlanUsageStrip focus="sellers" />
      <SentInvitations />

      <Card className="gap-0 overflow-hidden py-0">
        <Tabs value={tab} onValueChange={(value) => setTab(parseTab(value))} className="gap-0">
          <div className="flex flex-col gap-3 border-b p-4">
            <div className="flex items-center gap-2">
              <SearchInput
                className="min-w-0 flex-1 sm:max-w-sm"
                value={list.searchText}
                onChange={(event) => list.setSearchText(event.target.value)}
                placeholder={t('sellers.list.searchPlaceholder')}
                label={t('sellers.list.searchLabel')}
              />
              <div className="ml-auto shrink-0">
                <FilterMenu value={filter} onChange={setFilter} />
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
            pageSize={list.pageSize}
            onPage={list.setPage}
            onPageSize={list.setPageSize}
          />
        )}
      </Card>

      {me && <InviteUserDialog open={inviting} onOpenChange={setInviting} viewerRole={me.role} />}
      <AddSellerDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={() => {
          list.setPage(1);
          sellerActions.reload();
        }}
      />
      <EditSellerDialog seller={editing} onClose={() => setEditing(null)} onSaved={sellerActions.reload} />
      <ConfirmDialog
        open={sellerActions.toBlock !== null}
        title={t('sellers.blockConfirm.title')}
        description={t(
          managesAccounts(me?.role)
            ? 'sellers.blockConfirm.description'
            : 'sellers.blockConfirm.referralDescription',
          { name: sellerActions.toBlock?.name ?? '' },
        )}
        cancelLabel={t('sellers.blockConfirm.cancel')}
        confirmLabel={t('sellers.blockConfirm.confirm')}
        confirmIcon={BanIcon}
        pending={sellerActions.togglingId !== null}
        onConfirm={() => void sellerActions.onConfirmBlock()}
        onCancel={sellerActions.cancelBlock}
        testId="block-seller-dialog"
      />
      <DeleteSellerDialog
        seller={sellerActions.toDelete}
        deleting={sellerActions.deleting}
        onCancel={sellerActions.cancelDelete}
        onConfirm={sellerActions.onConfirmDelete}
      />
    </div>
  );
}
