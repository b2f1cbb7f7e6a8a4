import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  addCalendarMonths,
  addDays,
  addOneMonth,
  businessDateTime,
  businessDay,
  businessDayEnd,
  businessDayStart,
  businessMonth,
  daysBetween,
  monthStart,
  monthStartBefore,
  previousMonthStart,
} from './business-calendar';

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

describe('the day and the time of an instant (America/Sao_Paulo)', () => {
  it('changes day at midnight in Brasília, 03:00 UTC', () => {
    expect(businessDay(new Date('2026-11-29T02:59:59Z'))).toBe('2026-11-28');
    expect(businessDay(new Date('2026-11-29T03:00:00Z'))).toBe('2026-11-29');
    // 22:30 in São Paulo is already the next day in UTC.
    expect(businessDay(new Date('2026-11-29T01:30:00Z'))).toBe('2026-11-28');
  });

  it('names the month and the wall clock', () => {
    expect(businessMonth(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11');
    expect(businessDateTime(new Date('2026-11-29T01:30:05Z'))).toBe('2026-11-28 22:30:05');
    expect(businessDateTime(new Date('2026-01-01T03:00:00Z'))).toBe('2026-01-01 00:00:00');
  });

  it('gives the first and last second of a day, with the offset of its date', () => {
    expect(businessDayStart('2026-03-01').toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(businessDayEnd('2026-02-28').toISOString()).toBe('2026-03-01T02:59:59.000Z');
    expect(businessDayEnd('2026-12-31').toISOString()).toBe('2027-01-01T02:59:59.000Z');
    // Daylight saving time (UTC−2) in December 2018, none in March 2019 after it ended.
    expect(businessDayStart('2018-12-10').toISOString()).toBe('2018-12-10T02:00:00.000Z');
    expect(businessDayStart('2019-03-10').toISOString()).toBe('2019-03-10T03:00:00.000Z');
  });

  it('counts months back from the month of an instant', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    expect(monthStartBefore(now, 0).toISOString()).toBe('2026-01-01T03:00:00.000Z');
    expect(monthStartBefore(now, 1).toISOString()).toBe(previousMonthStart(now).toISOString());
    expect(monthStartBefore(now, 13).toISOString()).toBe('2024-12-01T03:00:00.000Z');
  });
});

describe('calendar arithmetic', () => {
  it('adds whole days of 24 hours to an instant', () => {
    expect(addDays(new Date('2026-11-28T10:00:00Z'), 7).toISOString()).toBe('2026-12-05T10:00:00.000Z');
    expect(addDays(new Date('2026-03-01T10:00:00Z'), -1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  });

  it('adds calendar days to a day string across months, years and 29 February', () => {
    expect(addCalendarDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addCalendarDays('2026-11-28', 0)).toBe('2026-11-28');
  });

  it('counts the days of a range, both ends included', () => {
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysBetween('2024-02-01', '2024-02-29')).toBe(29);
    expect(daysBetween('2026-11-28', '2026-11-28')).toBe(1);
    expect(daysBetween('2025-01-01', '2025-12-31')).toBe(365);
  });

  it('moves a day string by months, clamped to the last day of the month', () => {
    expect(addCalendarMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addCalendarMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addCalendarMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addCalendarMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addCalendarMonths('2026-12-01', -12)).toBe('2025-12-01');
  });

  it('adds one month to an instant, keeping the time, clamped at the month end (31 Jan → 28/29 Feb)', () => {
    expect(addOneMonth(new Date('2026-01-31T15:20:00Z')).toISOString()).toBe('2026-02-28T15:20:00.000Z');
    expect(addOneMonth(new Date('2024-01-31T15:20:00Z')).toISOString()).toBe('2024-02-29T15:20:00.000Z');
    expect(addOneMonth(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(addOneMonth(new Date('2026-03-31T23:59:59.500Z')).toISOString()).toBe('2026-04-30T23:59:59.500Z');
  });
});
