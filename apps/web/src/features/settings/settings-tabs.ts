/**
 * The settings tabs, in the spec's order, then 'Vendas' (issue 11, producers only). Kept apart from the page so
 * the route's search parsing stays light.
 */
export const SETTINGS_TABS = ['notifications', 'appearance', 'contact', 'security', 'sales'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab named in the URL (`?tab=security`), or undefined for anything else. */
export function parseSettingsTab(value: unknown): SettingsTab | undefined {
  return SETTINGS_TABS.find((item) => item === value);
}

/** The tabs a user sees: 'Vendas' only with the sales settings (a producer). */
export function visibleSettingsTabs(showsSales: boolean): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => tab !== 'sales' || showsSales);
}

/** The tab to show: the one asked for when the user sees it, else 'Notificações'. */
export function shownSettingsTab(tab: SettingsTab, showsSales: boolean): SettingsTab {
  return visibleSettingsTabs(showsSales).includes(tab) ? tab : 'notifications';
}
