import { describe, expect, it } from 'vitest';
import { parseReportSearch } from './report-search';

describe('parseReportSearch', () => {
  it('keeps the known tab and period, leaving Mensal (the default) out', () => {
    expect(parseReportSearch({ tab: 'sellers', period: 'year' })).toEqual({
      tab: 'sellers',
      period: 'year',
    });
    expect(parseReportSearch({ period: 'month' })).toEqual({});
  });

  it('drops unknown values', () => {
    expect(parseReportSearch({ tab: 'admin', period: 'weekly', producer: 'x' })).toEqual({});
  });

  it('keeps the dates only with Personalizado, and only as days', () => {
    expect(parseReportSearch({ period: 'custom', from: '2026-01-01', to: '2026-02-15' })).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-02-15',
    });
    expect(parseReportSearch({ period: 'year', from: '2026-01-01' })).toEqual({ period: 'year' });
    expect(parseReportSearch({ period: 'custom', from: '01/01/2026', to: 20260101 })).toEqual({
      period: 'custom',
    });
  });

  it('keeps a producer id', () => {
    const producer = '3f1e5a54-4a9b-4c3e-9d7a-0c6d2f8b1e11';
    expect(parseReportSearch({ producer })).toEqual({ producer });
  });
});
