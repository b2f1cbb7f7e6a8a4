import type { ReportPeriodInput } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { MethodSplit } from './method-split';
import { ReportPeriodLine } from './report-period-line';
import { ReportEmpty, ReportError, ReportSkeleton } from './report-states';
import type { SalesReport } from './report-types';
import { RevenueChart } from './revenue-chart';
import { SalesFigureCards } from './sales-figures';

/** Nothing to show: no sale, refund or commission in the period (the previous period alone is no report). */
export function salesReportIsEmpty(report: SalesReport): boolean {
  const { salesCount, refundsCount, commissionCents } = report.summary;
  return salesCount === 0 && refundsCount === 0 && commissionCents === 0;
}

/** Vendas: the period's figures against the previous period's, revenue over time and by payment method. */
export function SalesTab({ input, reseller }: { input: ReportPeriodInput; reseller: boolean }) {
  const query = trpc.reports.sales.useQuery(input, { placeholderData: keepPreviousData });
  const report = query.data;
  if (query.isPending) return <ReportSkeleton layout="sales" />;
  if (!report) return <ReportError query={query} />;
  return (
    <div
      className={cn('grid min-w-0 gap-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}
      aria-busy={query.isFetching || undefined}
      data-testid="sales-report"
    >
      <ReportPeriodLine period={report.period} compared />
      {salesReportIsEmpty(report) ? (
        <ReportEmpty />
      ) : (
        <>
          <SalesFigureCards summary={report.summary} previous={report.previous} reseller={reseller} />
          <div className="grid min-w-0 gap-4 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <RevenueChart report={report} />
            </div>
            <MethodSplit methods={report.methods} />
          </div>
        </>
      )}
    </div>
  );
}
