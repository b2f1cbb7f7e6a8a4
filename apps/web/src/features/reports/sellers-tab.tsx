import type { ReportPeriodInput } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '@/lib/trpc';
import { DEFAULT_SELLER_SORT, SELLER_SORT } from './report-columns';
import { ReportTabShell } from './report-tab-shell';
import { SortedReportTable } from './report-table';
import type { SellerRow } from './report-types';
import { SELLERS_TABLE } from './sellers-table';
import { SellersTopChart } from './sellers-top-chart';
import { useTableSort } from './use-table-sort';

const NO_ROWS: SellerRow[] = [];

/** Vendedores: per reseller clicks, sales, conversion, revenue and commission, and the top 5 by revenue. */
export function SellersTab({ input }: { input: ReportPeriodInput }) {
  const query = trpc.reports.sellers.useQuery(input, { placeholderData: keepPreviousData });
  const table = useTableSort(query.data?.rows ?? NO_ROWS, SELLER_SORT, DEFAULT_SELLER_SORT);
  return (
    <ReportTabShell
      query={query}
      skeleton="table"
      testId="sellers-report"
      isEmpty={(report) => report.rows.length === 0}
    >
      {(report) => (
        <>
          <SellersTopChart rows={report.rows} />
          <SortedReportTable spec={SELLERS_TABLE} table={table} />
        </>
      )}
    </ReportTabShell>
  );
}
