import { REPORT_PERIODS, REPORT_TABS, type ReportPeriod, type ReportTab } from '@afilia/validators/constants';

/**
 * The Relatórios screen's address: `?tab=sellers&period=custom&from=2026-01-01&to=2026-03-31&producer=<id>`.
 * The lists come from the validators' zod-free entry, so the route's search parsing, in the entry chunk,
 * never pulls the schema library.
 */

export interface ReportSearch {
  tab?: ReportTab;
  /** Left out for the default, Mensal. */
  period?: Exclude<ReportPeriod, 'month'>;
  /** The custom range's days ('YYYY-MM-DD'), only with `period=custom`. */
  from?: string;
  to?: string;
  /** An admin's producer filter. */
  producer?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((item) => item === value);
}

/** The search params of /dashboard/reports: known values only, anything else dropped (defaults apply). */
export function parseReportSearch(search: Record<string, unknown>): ReportSearch {
  const result: ReportSearch = {};
  const tab = oneOf(REPORT_TABS, search.tab);
  if (tab) result.tab = tab;
  const period = oneOf(REPORT_PERIODS, search.period);
  if (period && period !== 'month') result.period = period;
  if (period === 'custom') {
    if (typeof search.from === 'string' && DAY.test(search.from)) result.from = search.from;
    if (typeof search.to === 'string' && DAY.test(search.to)) result.to = search.to;
  }
  if (typeof search.producer === 'string' && UUID.test(search.producer)) result.producer = search.producer;
  return result;
}
