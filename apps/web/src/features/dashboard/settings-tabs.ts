/** The settings tabs, in the spec's order. Kept apart from the page so the route's search parsing stays light. */
export const SETTINGS_TABS = ['notifications', 'appearance', 'contact', 'security'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
