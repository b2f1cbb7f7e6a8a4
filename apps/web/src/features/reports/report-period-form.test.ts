import { describe, expect, it } from 'vitest';
import { checkPeriod, initialCustomRange, periodFromSearch, saoPauloToday } from './report-period-form';

describe('checkPeriod (the procedures’ own schema)', () => {
  it('takes the calendar periods as they are', () => {
    for (const period of ['month', 'quarter', 'year'] as const) {
      expect(checkPeriod({ period })).toEqual({ input: { period }, errors: {} });
    }
  });

  it('takes a custom range of one day up to 366 days', () => {
    expect(checkPeriod({ period: 'custom', from: '2026-03-01', to: '2026-03-01' }).input).not.toBeNull();
    expect(checkPeriod({ period: 'custom', from: '2024-01-01', to: '2024-12-31' }).input).not.toBeNull();
  });

  it('asks for both dates', () => {
    expect(checkPeriod({ period: 'custom', to: '2026-03-01' })).toEqual({
      input: null,
      errors: { from: 'errors.reports.invalidRange' },
    });
    expect(checkPeriod({ period: 'custom' }).errors).toEqual({ from: 'errors.reports.invalidRange' });
  });

  it('refuses an end before the start, on the end field', () => {
    expect(checkPeriod({ period: 'custom', from: '2026-03-10', to: '2026-03-09' })).toEqual({
      input: null,
      errors: { to: 'errors.reports.invalidRange' },
    });
  });

  it('refuses more than 366 days', () => {
    expect(checkPeriod({ period: 'custom', from: '2025-01-01', to: '2026-01-02' })).toEqual({
      input: null,
      errors: { to: 'errors.reports.rangeTooLong' },
    });
  });

  it('refuses a day that does not exist', () => {
    expect(checkPeriod({ period: 'custom', from: '2026-13-01', to: '2026-03-01' }).errors.from).toBe(
      'errors.reports.invalidRange',
    );
  });
});

describe('periodFromSearch', () => {
  it('is Mensal by default, the dates only with Personalizado', () => {
    expect(periodFromSearch({})).toEqual({ period: 'month' });
    expect(periodFromSearch({ period: 'year' })).toEqual({ period: 'year' });
    expect(periodFromSearch({ period: 'custom', from: '2026-01-01', to: '2026-02-01' })).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-02-01',
    });
  });

  it('passes an admin’s producer on', () => {
    const producer = '3f1e5a54-4a9b-4c3e-9d7a-0c6d2f8b1e11';
    expect(periodFromSearch({ producer })).toEqual({ period: 'month', producerId: producer });
  });
});

describe('initialCustomRange', () => {
  it('starts from the dates on screen', () => {
    expect(initialCustomRange({ from: '2026-01-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });

  it('else this month up to today, in São Paulo', () => {
    // 02:00 UTC on 1 December is still 30 November in São Paulo (UTC−3).
    const now = new Date('2026-12-01T02:00:00Z');
    expect(saoPauloToday(now)).toBe('2026-11-30');
    expect(initialCustomRange(undefined, now)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});
