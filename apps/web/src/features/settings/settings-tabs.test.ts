import { describe, expect, it } from 'vitest';
import {
  parseSettingsTab,
  SETTINGS_TAB_LABEL,
  SETTINGS_TABS,
  shownSettingsTab,
  visibleSettingsTabs,
} from './settings-tabs';

const PRODUCER = { sales: true, payouts: false };
const RESELLER = { sales: false, payouts: true };
const NEITHER = { sales: false, payouts: false };

describe('settings tabs', () => {
  it('lists the common tabs in order, then Vendas and Recebimentos', () => {
    expect(SETTINGS_TABS).toEqual(['notifications', 'appearance', 'contact', 'security', 'sales', 'payouts']);
  });

  it('reads a known tab from the URL and ignores anything else', () => {
    expect(parseSettingsTab('security')).toBe('security');
    expect(parseSettingsTab('contact')).toBe('contact');
    expect(parseSettingsTab('sales')).toBe('sales');
    expect(parseSettingsTab('payouts')).toBe('payouts');
    for (const bad of [undefined, null, '', 'Security', 'billing', 3]) {
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

  it('labels Recebimentos with the payments texts and the others with the settings ones', () => {
    expect(SETTINGS_TAB_LABEL.payouts).toBe('payments.account.title');
    for (const tab of SETTINGS_TABS.filter((item) => item !== 'payouts'))
      expect(SETTINGS_TAB_LABEL[tab]).toBe(`settings.tabs.${tab}`);
  });
});
