import type { ReportPeriod, ReportPeriodInput } from '@afilia/validators';
import {
  addCalendarDays,
  addCalendarMonths,
  businessDay,
  businessDayStart,
  daysBetween,
} from '@afilia/validators';

export type ReportGranularity = 'day' | 'month';

/** A report's days (São Paulo calendar, both ends inclusive) and the period it is compared with. */
export interface ResolvedPeriod {
  period: ReportPeriod;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** Days are charted one by one up to about a quarter, months beyond. */
  granularity: ReportGranularity;
}

/** Longest range still charted by day (a quarter). */
const DAILY_CHART_MAX_DAYS = 92;

const PERIOD_MONTHS = { month: 1, quarter: 3, year: 12 } as const;

/**
 * Mensal, Trimestral and Anual are the current calendar month, quarter and year up to today, compared with
 * the same days one period earlier; a custom range is compared with the as-long range just before it.
 */
export function resolveReportPeriod(input: ReportPeriodInput, now: Date = new Date()): ResolvedPeriod {
  const period = input.period ?? 'month';
  const today = businessDay(now);
  let from: string;
  let to: string;
  let previousFrom: string;
  let previousTo: string;
  if (period === 'custom' && input.from && input.to) {
    from = input.from;
    to = input.to;
    previousTo = addCalendarDays(from, -1);
    previousFrom = addCalendarDays(previousTo, -(daysBetween(from, to) - 1));
  } else {
    const key = period === 'custom' ? 'month' : period;
    const [year, month] = today.split('-');
    const monthNumber = Number(month);
    const startMonth =
      key === 'year' ? 1 : key === 'quarter' ? monthNumber - ((monthNumber - 1) % 3) : monthNumber;
    from = `${year}-${String(startMonth).padStart(2, '0')}-01`;
    to = today;
    previousFrom = addCalendarMonths(from, -PERIOD_MONTHS[key]);
    previousTo = addCalendarMonths(to, -PERIOD_MONTHS[key]);
  }
  return {
    period,
    from,
    to,
    previousFrom,
    previousTo,
    granularity: daysBetween(from, to) > DAILY_CHART_MAX_DAYS ? 'month' : 'day',
  };
}

/** The instants [start, end) a range of São Paulo days covers, for tables stamped with a time (clicks). */
export function periodInstants(from: string, to: string): { start: Date; end: Date } {
  return { start: businessDayStart(from), end: businessDayStart(addCalendarDays(to, 1)) };
}

/** The chart's buckets over the range: every day, or every month ('YYYY-MM'). */
export function periodBuckets(from: string, to: string, granularity: ReportGranularity): string[] {
  const buckets: string[] = [];
  if (granularity === 'day') {
    for (let day = from; day <= to; day = addCalendarDays(day, 1)) buckets.push(day);
    return buckets;
  }
  for (
    let month = from.slice(0, 7);
    month <= to.slice(0, 7);
    month = addCalendarMonths(`${month}-01`, 1).slice(0, 7)
  )
    buckets.push(month);
  return buckets;
}
