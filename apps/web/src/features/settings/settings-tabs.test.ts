import { describe, expect, it } from 'vitest';
import { parseSettingsTab, SETTINGS_TABS } from './settings-tabs';

describe('settings tabs', () => {
  it('lists the spec tabs in order', () => {
    expect(SETTINGS_TABS).toEqual(['notifications', 'appearance', 'contact', 'security']);
  });

  it('reads a known tab from the URL and ignores anything else', () => {
    expect(parseSettingsTab('security')).toBe('security');
    expect(parseSettingsTab('contact')).toBe('contact');
    for (const bad of [undefined, null, '', 'Security', 'billing', 3]) {
      expect(parseSettingsTab(bad), String(bad)).toBeUndefined();
    }
  });
});
