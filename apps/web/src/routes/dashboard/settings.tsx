import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/settings/settings-page';
import { parseSettingsTab, type SettingsTab } from '@/features/settings/settings-tabs';

export const Route = createFileRoute('/dashboard/settings')({
  validateSearch: (search: Record<string, unknown>): { tab?: SettingsTab } => {
    const tab = parseSettingsTab(search.tab);
    return tab ? { tab } : {};
  },
  component: SettingsRoute,
});

function SettingsRoute() {
  const { tab } = Route.useSearch();
  return <SettingsPage tab={tab ?? 'notifications'} />;
}
