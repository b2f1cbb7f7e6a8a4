import { and, eq, gte, lte, type SQL, salesDailyTotals, salesReportDaily } from '@afilia/db';
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

/** The daily totals' rows of a producer or the platform over a range of days. */
export function dailyTotalsOf(producerId: string | null, from: string, to: string): SQL | undefined {
  const days = and(gte(salesDailyTotals.day, from), lte(salesDailyTotals.day, to));
  return producerId ? and(eq(salesDailyTotals.producerId, producerId), days) : days;
}
