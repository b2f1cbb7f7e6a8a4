import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/dashboard/settings-page';
import { SETTINGS_TABS, type SettingsTab } from '@/features/dashboard/settings-tabs';

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
