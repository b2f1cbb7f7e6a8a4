import {
  and,
  eq,
  gte,
  lte,
  type SQL,
  salesDailyTotals,
  salesReportDaily,
  type salesReportProductDaily,
  type salesReportResellerDaily,
  type salesReportSourceDaily,
} from '@afilia/db';
import type { ReportScope } from './report-access';

/** The report ledger's rows of the scope over a range of days. */
export function reportRowsOf(scope: ReportScope, from: string, to: string): SQL | undefined {
  const days = and(gte(salesReportDaily.day, from), lte(salesReportDaily.day, to));
  switch (scope.kind) {
    case 'producer':
      return and(eq(salesReportDaily.producerId, scope.producerId), days);
    case 'reseller':
      return and(eq(salesReportDaily.resellerId, scope.resellerId), days);
    case 'platform':
      return scope.producerId ? and(eq(salesReportDaily.producerId, scope.producerId), days) : days;
  }
}

type ProducerDayTable =
  | typeof salesDailyTotals
  | typeof salesReportResellerDaily
  | typeof salesReportProductDaily
  | typeof salesReportSourceDaily;

/** The rows of a producer (or the platform's, with null) over a range of days, in a table keyed by both. */
export function rollupRowsOf(
  table: ProducerDayTable,
  producerId: string | null,
  from: string,
  to: string,
): SQL | undefined {
  const days = and(gte(table.day, from), lte(table.day, to));
  return producerId ? and(eq(table.producerId, producerId), days) : days;
}

/** The daily totals' rows of a producer or the platform over a range of days. */
export function dailyTotalsOf(producerId: string | null, from: string, to: string): SQL | undefined {
  return rollupRowsOf(salesDailyTotals, producerId, from, to);
}
