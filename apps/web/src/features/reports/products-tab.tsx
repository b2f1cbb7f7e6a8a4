import type { ReportPeriodInput } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { trpc } from '@/lib/trpc';
import { useIsDesktop } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { ProductsCards, ProductsTable } from './products-table';
import {
  DEFAULT_PRODUCT_SORT,
  firstDirectionOf,
  PRODUCT_COLUMN_LABEL,
  PRODUCT_COLUMNS,
  PRODUCT_SORT,
} from './report-columns';
import { ReportPeriodLine } from './report-period-line';
import { ReportEmpty, ReportError, ReportSkeleton } from './report-states';
import type { ProductRow } from './report-types';
import { SortSelect } from './sort-select';
import { useTableSort } from './use-table-sort';

const NO_ROWS: ProductRow[] = [];

/** Produtos: per product clicks, sales, revenue, refunds and conversion. */
export function ProductsTab({ input }: { input: ReportPeriodInput }) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const query = trpc.reports.products.useQuery(input, { placeholderData: keepPreviousData });
  const table = useTableSort(query.data?.rows ?? NO_ROWS, PRODUCT_SORT, DEFAULT_PRODUCT_SORT);
  const report = query.data;
  if (query.isPending) return <ReportSkeleton layout="table" />;
  if (!report) return <ReportError query={query} />;
  return (
    <div
      className={cn('grid min-w-0 gap-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}
      aria-busy={query.isFetching || undefined}
      data-testid="products-report"
    >
      <ReportPeriodLine period={report.period} />
      {report.rows.length === 0 ? (
        <ReportEmpty />
      ) : isDesktop ? (
        <Card className="gap-0 py-0">
          <ProductsTable rows={table.sorted} sort={table.sort} onSort={table.onSort} />
        </Card>
      ) : (
        <div className="grid gap-3">
          <SortSelect
            columns={PRODUCT_COLUMNS.map((key) => ({
              key,
              label: t(PRODUCT_COLUMN_LABEL[key]),
              firstDirection: firstDirectionOf(key),
            }))}
            sort={table.sort}
            onChange={table.setSort}
          />
          <ProductsCards rows={table.sorted} />
        </div>
      )}
    </div>
  );
}
