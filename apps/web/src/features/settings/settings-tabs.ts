/**
 * The settings tabs (Notificações, Aparência, Contato, Segurança), then 'Vendas' (producers only), 'Recebimentos'
 * (resellers only: where they receive their commissions) and 'Integrações' (whoever manages integrations: the
 * producer and the admin). Kept apart from the page so the route's search parsing stays light.
 */
import type { TranslationKey } from '@/lib/i18n-keys';

export const SETTINGS_TABS = [
  'notifications',
  'appearance',
  'contact',
  'security',
  'sales',
  'payouts',
  'integrations',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/**
 * The role-dependent tabs a user sees: 'Vendas' with the sales settings, 'Recebimentos' with payouts.receive,
 * 'Integrações' with integrations.manage.
 */
export interface SettingsAccess {
  sales: boolean;
  payouts: boolean;
  integrations: boolean;
}

/** The i18n key of a tab's label. */
export const SETTINGS_TAB_LABEL: Record<SettingsTab, TranslationKey> = {
  notifications: 'settings.tabs.notifications',
  appearance: 'settings.tabs.appearance',
  contact: 'settings.tabs.contact',
  security: 'settings.tabs.security',
  sales: 'settings.tabs.sales',
  payouts: 'payments.account.title',
  integrations: 'settings.tabs.integrations',
};

/** The tab named in the URL (`?tab=security`), or undefined for anything else. */
export function parseSettingsTab(value: unknown): SettingsTab | undefined {
  return SETTINGS_TABS.find((item) => item === value);
}

/**
 * The tabs a user sees: 'Vendas' only for a producer, 'Recebimentos' only for a reseller, 'Integrações' only
 * for a producer or an admin.
 */
export function visibleSettingsTabs(access: SettingsAccess): SettingsTab[] {
  return SETTINGS_TABS.filter(
    (tab) =>
      (tab !== 'sales' || access.sales) &&
      (tab !== 'payouts' || access.payouts) &&
      (tab !== 'integrations' || access.integrations),
  );
}

/**
 * The columns of the tab grid from 640 px until the tabs fit on one line (1280 px); phones keep two. Six tabs
 * take two rows of three: a row of five would leave one alone under it, and six in one row would squeeze
 * 'Informações de contato' into three lines at 768 px, where the sidebar takes 256 px. Five or four fit one row.
 */
export function settingsTabColumns(count: number): 'sm:grid-cols-3' | 'sm:grid-cols-4' | 'sm:grid-cols-5' {
  if (count >= 6) return 'sm:grid-cols-3';
  return count === 5 ? 'sm:grid-cols-5' : 'sm:grid-cols-4';
}

/** The tab to show: the one asked for when the user sees it, else 'Notificações'. */
export function shownSettingsTab(tab: SettingsTab, access: SettingsAccess): SettingsTab {
  return visibleSettingsTabs(access).includes(tab) ? tab : 'notifications';
}
