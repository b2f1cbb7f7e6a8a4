import type { ReportPeriod, ReportTab } from '@afilia/validators';

/**
 * The Relatórios screen's address: `?tab=sellers&period=custom&from=2026-01-01&to=2026-03-31&producer=<id>`.
 * Kept apart from the screen with type-only imports, so the route's search parsing does not pull the
 * validators' zod schemas into the entry chunk (the type checks keep the lists equal to the validators').
 */
export const REPORT_TAB_VALUES = ['sales', 'sellers', 'products'] as const;
export const REPORT_PERIOD_VALUES = ['monthly', 'quarterly', 'yearly', 'custom'] as const;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const tabsInSync: Same<(typeof REPORT_TAB_VALUES)[number], ReportTab> = true;
const periodsInSync: Same<(typeof REPORT_PERIOD_VALUES)[number], ReportPeriod> = true;
void tabsInSync;
void periodsInSync;

export interface ReportSearch {
  tab?: ReportTab;
  /** Left out for the default, Mensal. */
  period?: Exclude<ReportPeriod, 'monthly'>;
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
  const tab = oneOf(REPORT_TAB_VALUES, search.tab);
  if (tab) result.tab = tab;
  const period = oneOf(REPORT_PERIOD_VALUES, search.period);
  if (period && period !== 'monthly') result.period = period;
  if (period === 'custom') {
    if (typeof search.from === 'string' && DAY.test(search.from)) result.from = search.from;
    if (typeof search.to === 'string' && DAY.test(search.to)) result.to = search.to;
  }
  if (typeof search.producer === 'string' && UUID.test(search.producer)) result.producer = search.producer;
  return result;
}
