import { describe, expect, it } from 'vitest';
import { businessDay, monthStart, previousMonthStart } from './month-start';

describe('monthStart (America/Sao_Paulo)', () => {
  it('is midnight of day 1 in Brasília time (03:00 UTC)', () => {
    expect(monthStart(new Date('2025-06-15T12:00:00Z')).toISOString()).toBe('2025-06-01T03:00:00.000Z');
  });

  it('in the first hours of a month in UTC it is still the previous month in São Paulo', () => {
    expect(monthStart(new Date('2025-06-01T01:30:00Z')).toISOString()).toBe('2025-05-01T03:00:00.000Z');
    expect(monthStart(new Date('2025-06-01T02:59:59Z')).toISOString()).toBe('2025-05-01T03:00:00.000Z');
  });

  it('the month begins exactly at 03:00 UTC on day 1', () => {
    expect(monthStart(new Date('2025-06-01T03:00:00Z')).toISOString()).toBe('2025-06-01T03:00:00.000Z');
  });

  it('crosses the year in January', () => {
    expect(monthStart(new Date('2026-01-01T02:00:00Z')).toISOString()).toBe('2025-12-01T03:00:00.000Z');
    expect(monthStart(new Date('2026-01-01T03:00:01Z')).toISOString()).toBe('2026-01-01T03:00:00.000Z');
  });

  it('follows the zone rules of the date (daylight saving time in 2018: UTC-2 in December)', () => {
    expect(monthStart(new Date('2018-12-10T12:00:00Z')).toISOString()).toBe('2018-12-01T02:00:00.000Z');
  });

  it('works for another time zone', () => {
    expect(monthStart(new Date('2025-03-31T23:30:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2025-03-31T15:00:00.000Z',
    );
  });
});

describe('businessDay and previousMonthStart (America/Sao_Paulo)', () => {
  it('names the day on the Brasília wall clock', () => {
    expect(businessDay(new Date('2025-06-01T02:59:59Z'))).toBe('2025-05-31');
    expect(businessDay(new Date('2025-06-01T03:00:00Z'))).toBe('2025-06-01');
    expect(businessDay(new Date('0999-01-05T12:00:00Z'))).toBe('0999-01-05');
  });

  it('gives the start of last month, across the year', () => {
    expect(previousMonthStart(new Date('2025-06-15T12:00:00Z')).toISOString()).toBe(
      '2025-05-01T03:00:00.000Z',
    );
    expect(previousMonthStart(new Date('2026-01-10T12:00:00Z')).toISOString()).toBe(
      '2025-12-01T03:00:00.000Z',
    );
    expect(previousMonthStart(new Date('2025-03-01T02:00:00Z')).toISOString()).toBe(
      '2025-01-01T03:00:00.000Z',
    );
  });
});
