import { describe, expect, it } from 'vitest';
import { parseSettingsTab, SETTINGS_TABS, shownSettingsTab, visibleSettingsTabs } from './settings-tabs';

describe('settings tabs', () => {
  it('lists the spec tabs in order, then Vendas', () => {
    expect(SETTINGS_TABS).toEqual(['notifications', 'appearance', 'contact', 'security', 'sales']);
  });

  it('reads a known tab from the URL and ignores anything else', () => {
    expect(parseSettingsTab('security')).toBe('security');
    expect(parseSettingsTab('contact')).toBe('contact');
    expect(parseSettingsTab('sales')).toBe('sales');
    for (const bad of [undefined, null, '', 'Security', 'billing', 3]) {
      expect(parseSettingsTab(bad), String(bad)).toBeUndefined();
    }
  });

  it('shows Vendas only with the sales settings, falling back to Notificações', () => {
    expect(visibleSettingsTabs(true)).toEqual([...SETTINGS_TABS]);
    expect(visibleSettingsTabs(false)).toEqual(['notifications', 'appearance', 'contact', 'security']);
    expect(shownSettingsTab('sales', true)).toBe('sales');
    expect(shownSettingsTab('sales', false)).toBe('notifications');
    expect(shownSettingsTab('security', false)).toBe('security');
  });
});
