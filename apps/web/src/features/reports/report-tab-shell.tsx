import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { ReportPeriodLine } from './report-period-line';
import { ReportEmpty, ReportError, ReportSkeleton, type RetryQuery } from './report-states';
import type { ResolvedPeriod } from './report-types';

interface ReportQuery<Report> extends RetryQuery {
  data: Report | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
}

/**
 * What every tab of Relatórios shares: the skeleton while the first load runs, the error (or the upgrade
 * prompt), the period line, 'Nenhum dado disponível' when the period is empty, and the previous period's
 * figures dimmed while the next load runs.
 */
export function ReportTabShell<Report extends { period: ResolvedPeriod }>({
  query,
  skeleton,
  testId,
  compared = false,
  isEmpty,
  children,
}: {
  query: ReportQuery<Report>;
  skeleton: 'sales' | 'table';
  testId: string;
  /** Whether the period line names the previous period too. */
  compared?: boolean;
  isEmpty: (report: Report) => boolean;
  children: (report: Report) => ReactNode;
}) {
  const report = query.data;
  if (query.isPending) return <ReportSkeleton layout={skeleton} />;
  if (!report) return <ReportError query={query} />;
  return (
    <div
      className={cn('grid min-w-0 gap-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}
      aria-busy={query.isFetching || undefined}
      data-testid={testId}
    >
      <ReportPeriodLine period={report.period} compared={compared} />
      {isEmpty(report) ? <ReportEmpty /> : children(report)}
    </div>
  );
}
