import { describe, expect, it } from 'vitest';
import { parseRefundWindow, showsSalesSettings } from './sales-settings-values';

describe('the refund window menu', () => {
  it('reads 7, 14 or 30 days and nothing else', () => {
    expect(parseRefundWindow('7')).toBe(7);
    expect(parseRefundWindow('14')).toBe(14);
    expect(parseRefundWindow('30')).toBe(30);
    for (const bad of ['', '0', '10', '7 dias', '31']) expect(parseRefundWindow(bad), bad).toBeNull();
  });

  it('is for producers only', () => {
    expect(showsSalesSettings('producer')).toBe(true);
    expect(showsSalesSettings('admin')).toBe(false);
    expect(showsSalesSettings('reseller')).toBe(false);
    expect(showsSalesSettings(null)).toBe(false);
  });
});
