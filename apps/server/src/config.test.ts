import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: CLICK_FLUSH_INTERVAL_MS', () => {
  it('writes buffered clicks every second unless told otherwise', () => {
    expect(loadConfig({}).clickFlushIntervalMs).toBe(1000);
    expect(loadConfig({ CLICK_FLUSH_INTERVAL_MS: '250' }).clickFlushIntervalMs).toBe(250);
  });

  it('refuses an interval that is not a whole number of milliseconds between 50 and 60 000', () => {
    for (const value of ['0', '49', '60001', '1.5', 'soon']) {
      expect(() => loadConfig({ CLICK_FLUSH_INTERVAL_MS: value }), value).toThrow(/CLICK_FLUSH_INTERVAL_MS/);
    }
  });
});
