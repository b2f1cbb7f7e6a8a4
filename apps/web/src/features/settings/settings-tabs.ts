/**
 * The settings tabs (Notificações, Aparência, Contato, Segurança), then 'Vendas' (producers only) and 'Recebimentos'
 * (resellers only: where they receive their commissions). Kept apart from the page so the route's search
 * parsing stays light.
 */
import type { TranslationKey } from '@/lib/i18n-keys';

export const SETTINGS_TABS = [
  'notifications',
  'appearance',
  'contact',
  'security',
  'sales',
  'payouts',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The role-dependent tabs a user sees: 'Vendas' with the sales settings, 'Recebimentos' with payouts.receive. */
export interface SettingsAccess {
  sales: boolean;
  payouts: boolean;
}

/** The i18n key of a tab's label. */
export const SETTINGS_TAB_LABEL: Record<SettingsTab, TranslationKey> = {
  notifications: 'settings.tabs.notifications',
  appearance: 'settings.tabs.appearance',
  contact: 'settings.tabs.contact',
  security: 'settings.tabs.security',
  sales: 'settings.tabs.sales',
  payouts: 'payments.account.title',
};

/** The tab named in the URL (`?tab=security`), or undefined for anything else. */
export function parseSettingsTab(value: unknown): SettingsTab | undefined {
  return SETTINGS_TABS.find((item) => item === value);
}

/** The tabs a user sees: 'Vendas' only for a producer, 'Recebimentos' only for a reseller. */
export function visibleSettingsTabs(access: SettingsAccess): SettingsTab[] {
  return SETTINGS_TABS.filter(
    (tab) => (tab !== 'sales' || access.sales) && (tab !== 'payouts' || access.payouts),
  );
}

/** The tab to show: the one asked for when the user sees it, else 'Notificações'. */
export function shownSettingsTab(tab: SettingsTab, access: SettingsAccess): SettingsTab {
  return visibleSettingsTabs(access).includes(tab) ? tab : 'notifications';
}
