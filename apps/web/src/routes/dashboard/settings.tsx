import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_TABS, SettingsPage, type SettingsTab } from '@/features/dashboard/settings-page';

export const Route = createFileRoute('/dashboard/settings')({
  validateSearch: (search: Record<string, unknown>): { tab?: SettingsTab } => {
    const tab = SETTINGS_TABS.find((item) => item === search.tab);
    return tab ? { tab } : {};
  },
  component: SettingsRoute,
});

function SettingsRoute() {
  const { tab } = Route.useSearch();
  return <SettingsPage tab={tab ?? 'notifications'} />;
}
