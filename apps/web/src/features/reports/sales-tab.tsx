import type { ReportPeriodInput } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '@/lib/trpc';
import { MethodSplit } from './method-split';
import { ReportTabShell } from './report-tab-shell';
import type { SalesReport } from './report-types';
import { RevenueChart } from './revenue-chart';
import { SalesFigureCards } from './sales-figures';
import { SourceSplit } from './source-split';

/** Nothing to show: no sale, refund or commission in the period (the previous period alone is no report). */
export function salesReportIsEmpty(report: SalesReport): boolean {
  const { salesCount, refundsCount, commissionCents } = report.summary;
  return salesCount === 0 && refundsCount === 0 && commissionCents === 0;
}

/**
 * Vendas: the period's figures against the previous period's, revenue over time, by payment method and (a
 * producer's or the platform's) by traffic source.
 */
export function SalesTab({ input, reseller }: { input: ReportPeriodInput; reseller: boolean }) {
  const query = trpc.reports.sales.useQuery(input, { placeholderData: keepPreviousData });
  return (
    <ReportTabShell
      query={query}
      skeleton="sales"
      testId="sales-report"
      compared
      isEmpty={salesReportIsEmpty}
    >
      {(report) => (
        <>
          <SalesFigureCards summary={report.summary} previous={report.previous} reseller={reseller} />
          <div className="grid min-w-0 gap-4 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <RevenueChart report={report} />
            </div>
            <MethodSplit methods={report.methods} />
          </div>
          {report.sources && (
            <SourceSplit sources={report.sources} revenueCents={report.summary.revenueCents} />
          )}
        </>
      )}
    </ReportTabShell>
  );
}
