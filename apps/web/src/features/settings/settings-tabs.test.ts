import { describe, expect, it } from 'vitest';
import {
  parseSettingsTab,
  SETTINGS_TAB_LABEL,
  SETTINGS_TABS,
  settingsTabColumns,
  shownSettingsTab,
  visibleSettingsTabs,
} from './settings-tabs';

const PRODUCER = { sales: true, payouts: false, integrations: true };
const RESELLER = { sales: false, payouts: true, integrations: false };
const ADMIN = { sales: false, payouts: false, integrations: true };
const NEITHER = { sales: false, payouts: false, integrations: false };

describe('settings tabs', () => {
  it('lists the common tabs in order, then Vendas, Recebimentos and Integrações', () => {
    expect(SETTINGS_TABS).toEqual([
      'notifications',
      'appearance',
      'contact',
      'security',
      'sales',
      'payouts',
      'integrations',
    ]);
  });

  it('reads a known tab from the URL and ignores anything else', () => {
    expect(parseSettingsTab('security')).toBe('security');
    expect(parseSettingsTab('contact')).toBe('contact');
    expect(parseSettingsTab('sales')).toBe('sales');
    expect(parseSettingsTab('payouts')).toBe('payouts');
    expect(parseSettingsTab('integrations')).toBe('integrations');
    for (const bad of [undefined, null, '', 'Security', 'billing', 'webhooks', 3]) {
      expect(parseSettingsTab(bad), String(bad)).toBeUndefined();
    }
  });

  it('shows Vendas only with the sales settings, falling back to Notificações', () => {
    expect(visibleSettingsTabs(PRODUCER)).toEqual([
      'notifications',
      'appearance',
      'contact',
      'security',
      'sales',
      'integrations',
    ]);
    expect(visibleSettingsTabs(NEITHER)).toEqual(['notifications', 'appearance', 'contact', 'security']);
    expect(shownSettingsTab('sales', PRODUCER)).toBe('sales');
    expect(shownSettingsTab('sales', RESELLER)).toBe('notifications');
    expect(shownSettingsTab('security', NEITHER)).toBe('security');
  });

  it('shows Recebimentos only to whoever receives payouts (a reseller)', () => {
    expect(visibleSettingsTabs(RESELLER)).toEqual([
      'notifications',
      'appearance',
      'contact',
      'security',
      'payouts',
    ]);
    expect(shownSettingsTab('payouts', RESELLER)).toBe('payouts');
    expect(shownSettingsTab('payouts', PRODUCER)).toBe('notifications');
    expect(shownSettingsTab('payouts', NEITHER)).toBe('notifications');
  });

  it('shows Integrações to a producer and an admin, never to a reseller', () => {
    expect(visibleSettingsTabs(ADMIN)).toEqual([
      'notifications',
      'appearance',
      'contact',
      'security',
      'integrations',
    ]);
    expect(shownSettingsTab('integrations', PRODUCER)).toBe('integrations');
    expect(shownSettingsTab('integrations', ADMIN)).toBe('integrations');
    expect(shownSettingsTab('integrations', RESELLER)).toBe('notifications');
    expect(shownSettingsTab('integrations', NEITHER)).toBe('notifications');
  });

  it('labels Recebimentos with the payments texts and the others with the settings ones', () => {
    expect(SETTINGS_TAB_LABEL.payouts).toBe('payments.account.title');
    for (const tab of SETTINGS_TABS.filter((item) => item !== 'payouts'))
      expect(SETTINGS_TAB_LABEL[tab]).toBe(`settings.tabs.${tab}`);
  });

  it('lays six tabs out in two rows of three from 640 px, fewer in one row', () => {
    expect(settingsTabColumns(visibleSettingsTabs(PRODUCER).length)).toBe('sm:grid-cols-3');
    expect(settingsTabColumns(visibleSettingsTabs(RESELLER).length)).toBe('sm:grid-cols-5');
    expect(settingsTabColumns(visibleSettingsTabs(ADMIN).length)).toBe('sm:grid-cols-5');
    expect(settingsTabColumns(visibleSettingsTabs(NEITHER).length)).toBe('sm:grid-cols-4');
  });
});
