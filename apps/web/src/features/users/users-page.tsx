import { DEFAULT_TEAM_PAGE_SIZE, type Role, type UserTab } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { BanIcon, TriangleAlertIcon, UserPlusIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListMessage } from '@/components/list/list-message';
import { ListSkeleton } from '@/components/list/list-skeleton';
import { RefreshButton } from '@/components/list/refresh-button';
import { NoPermission } from '@/components/no-permission';
import { TeamListFooter } from '@/components/team/team-list-footer';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import type { TranslationKey } from '@/lib/i18n-keys';
import { trpc } from '@/lib/trpc';
import { useMe } from '@/lib/use-me';
import { useIsDesktop } from '@/lib/use-media-query';
import { type ListParams, usePaginatedList } from '@/lib/use-paginated-list';
import { EditUserDialog } from './edit-user-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { RemoveUserDialog } from './remove-user-dialog';
import { SendMessageDialog } from './send-message-dialog';
import { SentInvitations } from './sent-invitations';
import { type UserRow, useUserActions } from './use-user-actions';
import {
  canManageUsers,
  canOpenUsers,
  emptyKind,
  pageRange,
  resolveTab,
  type TeamPageSize,
  visibleTabs,
} from './user-management';
import type { RowMenuHandlers } from './user-row-menu';
import { UsersEmptyState } from './users-empty-state';
import { type ListActions, UserCards, UsersTable } from './users-list';
import { UsersTabsList } from './users-tabs';

const INITIAL_PAGE_SIZE: TeamPageSize = DEFAULT_TEAM_PAGE_SIZE;

function useUsersQuery(params: ListParams<TeamPageSize>, filters: { tab: UserTab }) {
  return trpc.users.list.useQuery(
    { ...params, ...filters },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
}

interface Viewer {
  id: string;
  role: Role;
}

/**
 * /dashboard/users: an admin manages every user through 7 tabs and a row menu; a producer
 * sees the resellers they referred, without actions, and can invite more. Both can invite.
 */
function UsersScreen({
  viewer,
  tabParam,
  onTabChange,
}: {
  viewer: Viewer;
  tabParam: UserTab | undefined;
  onTabChange: (tab: UserTab) => void;
}) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const isAdmin = canManageUsers(viewer.role);
  const tabs = visibleTabs(viewer.role);
  const tab = resolveTab(viewer.role, tabParam ?? 'all');
  const [inviteOpen, setInviteOpen] = useState(false);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [messaging, setMessaging] = useState<UserRow | null>(null);
  const [removing, setRemoving] = useState<UserRow | null>(null);
  // Suspending signs the user out everywhere and stops their links: it is confirmed first.
  const [suspending, setSuspending] = useState<UserRow | null>(null);
  const actions = useUserActions();

  // A new search, tab or page size starts from the first page.
  const list = usePaginatedList({
    initialPageSize: INITIAL_PAGE_SIZE,
    filters: { tab },
    useListQuery: useUsersQuery,
    onLoadError: () => toast.error(t('users.list.loadError'), { duration: 5000 }),
  });
  const { query, search } = list;
  const data = query.data;

  const handlers: RowMenuHandlers = {
    onRole: (user, role) => void actions.changeRole(user, role),
    onStatus: (user, action) => {
      if (action === 'suspend') setSuspending(user);
      else void actions.changeStatus(user, action);
    },
    onEdit: setEditing,
    onMessage: setMessaging,
    onRemove: setRemoving,
  };
  const listActions: ListActions | null = isAdmin
    ? { viewerId: viewer.id, busyId: actions.busyId, handlers }
    : null;

  const confirmRemove = async () => {
    if (!removing) return;
    if (await actions.remove(removing)) setRemoving(null);
  };

  const refresh = () => void query.refetch();
  const items = data?.items ?? [];
  const range = data ? pageRange(data.page, data.pageSize, data.totalItems) : null;
  const countKey = isAdmin ? 'users.list.count' : 'users.list.producerCount';
  const descriptionKey: TranslationKey = isAdmin
    ? `users.tabDescriptions.${tab}`
    : 'users.tabDescriptions.producerResellers';

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <ListSkeleton
        label={t('users.list.loading')}
        layout={isDesktop ? 'rows' : 'cards'}
        media="avatar"
        trailing={3}
        className={isDesktop ? undefined : 'gap-3 p-4'}
      />
    );
  } else if (query.isError && !data) {
    content = (
      <ListMessage alert icon={TriangleAlertIcon} tone="destructive" title={t('users.list.loadError')}>
        <RefreshButton onClick={refresh} refreshing={query.isFetching}>
          {t('users.list.retry')}
        </RefreshButton>
      </ListMessage>
    );
  } else if (items.length === 0) {
    content = (
      <UsersEmptyState
        kind={emptyKind(viewer.role, search)}
        search={search}
        onClearSearch={list.clearSearch}
        onInvite={() => setInviteOpen(true)}
      />
    );
  } else if (isDesktop) {
    content = <UsersTable items={items} viewerId={viewer.id} actions={listActions} />;
  } else {
    content = (
      <div className="p-4">
        <UserCards items={items} viewerId={viewer.id} actions={listActions} />
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="grid gap-1">
          <h2 className="font-bold text-2xl tracking-tight">{t('users.header.title')}</h2>
          <p className="text-muted-foreground">
            {t(isAdmin ? 'users.header.description' : 'users.header.producerDescription')}
          </p>
        </div>
        <Button onClick={() => setInviteOpen(true)} className="w-full md:w-auto">
          <UserPlusIcon aria-hidden />
          {t('users.invite.button')}
        </Button>
      </div>

      <Card className="gap-0 py-0">
        <Tabs
          value={tab}
          onValueChange={(value) => onTabChange(resolveTab(viewer.role, value))}
          className="gap-0"
        >
          <div className="grid gap-4 border-b p-4">
            <SearchInput
              className="md:max-w-sm"
              value={list.searchText}
              onChange={(event) => list.setSearchText(event.target.value)}
              placeholder={t('users.search.placeholder')}
              label={t('users.search.label')}
            />
            <UsersTabsList
              tabs={tabs}
              active={tab}
              onSelect={(value) => onTabChange(resolveTab(viewer.role, value))}
              counts={
                data && {
                  ...data.counts,
                  // 'Pendentes' holds the invitations waiting for an answer as well as the pending accounts.
                  pending: data.counts.pending + data.invitationsPending,
                }
              }
            />
            <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <p className="text-muted-foreground text-sm" data-testid="users-tab-description">
                {t(descriptionKey)}
              </p>
              {data && data.totalItems > 0 && (
                <p
                  className="flex shrink-0 items-center gap-2 font-medium text-sm tabular-nums"
                  data-testid="users-count"
                  aria-live="polite"
                >
                  {query.isFetching && (
                    <Spinner className="text-muted-foreground" label={t('users.list.updating')} />
                  )}
                  {t(countKey, { count: data.totalItems })}
                </p>
              )}
            </div>
          </div>
          <TabsContent value={tab}>
            {tab === 'pending' && <SentInvitations showEmpty className="m-4 mb-0 shadow-none" />}
            {content}
          </TabsContent>
        </Tabs>

        {data && data.totalItems > 0 && range && (
          <TeamListFooter
            testId="users"
            range={{ ...range, total: data.totalItems }}
            page={data.page}
            totalPages={data.totalPages}
            pageSize={list.pageSize}
            onPage={list.setPage}
            onPageSize={list.setPageSize}
          />
        )}
      </Card>

      <InviteUserDialog open={inviteOpen} onOpenChange={setInviteOpen} viewerRole={viewer.role} />
      {isAdmin && (
        <>
          <EditUserDialog user={editing} onClose={() => setEditing(null)} />
          <SendMessageDialog user={messaging} onClose={() => setMessaging(null)} />
          <ConfirmDialog
            open={suspending !== null}
            title={t('users.suspendConfirm.title')}
            description={t('users.suspendConfirm.description', { name: suspending?.name ?? '' })}
            cancelLabel={t('users.suspendConfirm.cancel')}
            confirmLabel={t('users.suspendConfirm.confirm')}
            confirmIcon={BanIcon}
            pending={suspending !== null && actions.busyId === suspending.id}
            onConfirm={() => {
              const user = suspending;
              if (user) void actions.changeStatus(user, 'suspend').then(() => setSuspending(null));
            }}
            onCancel={() => setSuspending(null)}
            testId="suspend-user-dialog"
          />
          <RemoveUserDialog
            user={removing}
            removing={actions.removing}
            onCancel={() => setRemoving(null)}
            onConfirm={() => void confirmRemove()}
          />
        </>
      )}
    </div>
  );
}

/** The user-management screen, or the "no permission" card for a reseller. */
export function UsersPage({
  tab,
  onTabChange,
}: {
  tab: UserTab | undefined;
  onTabChange: (tab: UserTab) => void;
}) {
  const { t } = useTranslation();
  const { me } = useMe();
  if (!me) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-6 text-muted-foreground" label={t('users.list.loading')} />
      </div>
    );
  }
  if (!canOpenUsers(me.role)) return <NoPermission />;
  return <UsersScreen viewer={{ id: me.user.id, role: me.role }} tabParam={tab} onTabChange={onTabChange} />;
}
