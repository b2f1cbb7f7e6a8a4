import { DEFAULT_TEAM_PAGE_SIZE, type Role, type UserTab } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { RefreshCwIcon, SearchXIcon, TriangleAlertIcon, UserPlusIcon, UsersIcon, XIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { NoPermission } from '@/features/dashboard/no-permission';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { TeamListFooter } from '@/features/team/team-list-footer';
import { trpc } from '@/lib/trpc';
import { useMe } from '@/lib/use-me';
import { useIsDesktop } from '@/lib/use-media-query';
import { EditUserDialog } from './edit-user-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { SendMessageDialog } from './send-message-dialog';
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
import { type ListActions, UserCards, UsersTable } from './users-list';
import { UsersTabsList } from './users-tabs';

const SEARCH_DEBOUNCE_MS = 300;

interface Viewer {
  id: string;
  role: Role;
}

function EmptyState({
  kind,
  search,
  onClearSearch,
  onInvite,
}: {
  kind: ReturnType<typeof emptyKind>;
  search: string;
  onClearSearch: () => void;
  onInvite: () => void;
}) {
  const { t } = useTranslation();
  if (kind === 'search') {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-14 text-center" data-testid="users-empty">
        <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-medium">{t('users.list.empty')}</p>
        <p className="max-w-sm text-muted-foreground text-sm">{t('users.list.noResultsHint', { search })}</p>
        <Button variant="outline" onClick={onClearSearch}>
          <XIcon aria-hidden />
          {t('users.list.clearSearch')}
        </Button>
      </div>
    );
  }
  const producer = kind === 'producer';
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center" data-testid="users-empty">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <UsersIcon className="size-6" aria-hidden />
      </span>
      <p className="font-medium">{t(producer ? 'users.list.producerEmpty' : 'users.list.empty')}</p>
      <p className="max-w-sm text-muted-foreground text-sm">
        {t(producer ? 'users.list.producerEmptyHint' : 'users.list.emptyTabHint')}
      </p>
      {producer && (
        <Button onClick={onInvite}>
          <UserPlusIcon aria-hidden />
          {t('users.invite.button')}
        </Button>
      )}
    </div>
  );
}

/**
 * /dashboard/users (spec part 2 §2): an admin manages every user through 7 tabs and a row menu; a producer
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
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<TeamPageSize>(DEFAULT_TEAM_PAGE_SIZE);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [messaging, setMessaging] = useState<UserRow | null>(null);
  const [removing, setRemoving] = useState<UserRow | null>(null);
  const actions = useUserActions();

  const query = trpc.users.list.useQuery(
    { search, tab, page, pageSize },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
  const data = query.data;

  // A new search or tab starts from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the search or the tab changes
  useEffect(() => setPage(1), [search, tab]);

  // The server clamps a page past the end (after removing the last user of a page): follow it.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.page !== page) setPage(data.page);
  }, [data, page, query.isPlaceholderData]);

  const handlers: RowMenuHandlers = {
    onRole: (user, role) => void actions.changeRole(user, role),
    onStatus: (user, action) => void actions.changeStatus(user, action),
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
  const descriptionKey = isAdmin ? `users.tabDescriptions.${tab}` : 'users.tabDescriptions.producerResellers';

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div className="flex flex-col items-center justify-center gap-3 px-6 py-16 text-muted-foreground text-sm">
        <Spinner className="size-6" label={t('users.list.loading')} />
        <span aria-hidden>{t('users.list.loading')}</span>
      </div>
    );
  } else if (query.isError && !data) {
    content = (
      <div className="flex flex-col items-center gap-3 px-6 py-14 text-center" role="alert">
        <TriangleAlertIcon className="size-10 text-destructive" aria-hidden />
        <p className="max-w-sm font-medium">{t('users.list.loadError')}</p>
        <Button variant="outline" onClick={refresh} disabled={query.isFetching}>
          {query.isFetching ? <Spinner /> : <RefreshCwIcon aria-hidden />}
          {t('users.list.retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState
        kind={emptyKind(viewer.role, search)}
        search={search}
        onClearSearch={() => setSearchText('')}
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
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={t('users.search.placeholder')}
              label={t('users.search.label')}
            />
            <UsersTabsList tabs={tabs} active={tab} counts={data?.counts} />
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
          <TabsContent value={tab}>{content}</TabsContent>
        </Tabs>

        {data && data.totalItems > 0 && range && (
          <TeamListFooter
            testId="users"
            range={{ ...range, total: data.totalItems }}
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

      <InviteUserDialog open={inviteOpen} onOpenChange={setInviteOpen} viewerRole={viewer.role} />
      {isAdmin && (
        <>
          <EditUserDialog user={editing} onClose={() => setEditing(null)} />
          <SendMessageDialog user={messaging} onClose={() => setMessaging(null)} />
          <AlertDialog
            open={removing !== null}
            onOpenChange={(open) => !open && !actions.removing && setRemoving(null)}
          >
            <AlertDialogContent data-testid="remove-user-dialog">
              <AlertDialogHeader>
                <AlertDialogTitle>{t('users.remove.title')}</AlertDialogTitle>
                <AlertDialogDescription>{t('users.remove.description')}</AlertDialogDescription>
              </AlertDialogHeader>
              {removing && (
                <p className="rounded-md bg-muted px-3 py-2 text-sm">
                  {t('users.remove.target', { name: removing.name, email: removing.email })}
                </p>
              )}
              <AlertDialogFooter>
                <AlertDialogCancel disabled={actions.removing}>{t('users.remove.cancel')}</AlertDialogCancel>
                <Button
                  variant="destructive"
                  onClick={() => void confirmRemove()}
                  disabled={actions.removing}
                >
                  {actions.removing ? <Spinner /> : null}
                  {t('users.remove.confirm')}
                </Button>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
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
