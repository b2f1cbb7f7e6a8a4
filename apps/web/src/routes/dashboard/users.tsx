import type { UserTab } from '@afilia/validators/constants';
import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '@/features/users/users-page';
import { parseTabParam } from '@/features/users/users-tab-param';

export const Route = createFileRoute('/dashboard/users')({
  // `?tab=` keeps the chosen tab across reloads and links ('all' is the default and is left out).
  validateSearch: (search: Record<string, unknown>): { tab?: UserTab } => {
    const tab = parseTabParam(search.tab);
    return tab && tab !== 'all' ? { tab } : {};
  },
  component: UsersRoute,
});

function UsersRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UsersPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: next === 'all' ? {} : { tab: next }, replace: true })}
    />
  );
}
