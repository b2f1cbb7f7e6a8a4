/** The settings tabs, in the spec's order. Kept apart from the page so the route's search parsing stays light. */
export const SETTINGS_TABS = ['notifications', 'appearance', 'contact', 'security'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab named in the URL (`?tab=security`), or undefined for anything else. */
export function parseSettingsTab(value: unknown): SettingsTab | undefined {
  return SETTINGS_TABS.find((item) => item === value);
}
