import type { ReportPeriodInput } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '@/lib/trpc';
import { PRODUCTS_TABLE } from './products-table';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORT } from './report-columns';
import { ReportTabShell } from './report-tab-shell';
import { SortedReportTable } from './report-table';
import type { ProductRow } from './report-types';
import { useTableSort } from './use-table-sort';

const NO_ROWS: ProductRow[] = [];

/** Produtos: per product clicks, sales, revenue, refunds and conversion. */
export function ProductsTab({ input }: { input: ReportPeriodInput }) {
  const query = trpc.reports.products.useQuery(input, { placeholderData: keepPreviousData });
  const table = useTableSort(query.data?.rows ?? NO_ROWS, PRODUCT_SORT, DEFAULT_PRODUCT_SORT);
  return (
    <ReportTabShell
      query={query}
      skeleton="table"
      testId="products-report"
      isEmpty={(report) => report.rows.length === 0}
    >
      {() => <SortedReportTable spec={PRODUCTS_TABLE} table={table} />}
    </ReportTabShell>
  );
}
