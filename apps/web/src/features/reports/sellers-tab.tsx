import type { ReportPeriodInput } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { trpc } from '@/lib/trpc';
import { useIsDesktop } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import {
  DEFAULT_SELLER_SORT,
  firstDirectionOf,
  SELLER_COLUMN_LABEL,
  SELLER_COLUMNS,
  SELLER_SORT,
} from './report-columns';
import { ReportPeriodLine } from './report-period-line';
import { ReportEmpty, ReportError, ReportSkeleton } from './report-states';
import type { SellerRow } from './report-types';
import { SellersCards, SellersTable } from './sellers-table';
import { SellersTopChart } from './sellers-top-chart';
import { SortSelect } from './sort-select';
import { useTableSort } from './use-table-sort';

const NO_ROWS: SellerRow[] = [];

/** Vendedores: per reseller clicks, sales, conversion, revenue and commission, and the top 5 by revenue. */
export function SellersTab({ input }: { input: ReportPeriodInput }) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const query = trpc.reports.sellers.useQuery(input, { placeholderData: keepPreviousData });
  const table = useTableSort(query.data?.rows ?? NO_ROWS, SELLER_SORT, DEFAULT_SELLER_SORT);
  const report = query.data;
  if (query.isPending) return <ReportSkeleton layout="table" />;
  if (!report) return <ReportError query={query} />;
  return (
    <div
      className={cn('grid min-w-0 gap-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}
      aria-busy={query.isFetching || undefined}
      data-testid="sellers-report"
    >
      <ReportPeriodLine period={report.period} />
      {report.rows.length === 0 ? (
        <ReportEmpty />
      ) : (
        <>
          <SellersTopChart rows={report.rows} />
          {isDesktop ? (
            <Card className="gap-0 py-0">
              <SellersTable rows={table.sorted} sort={table.sort} onSort={table.onSort} />
            </Card>
          ) : (
            <div className="grid gap-3">
              <SortSelect
                columns={SELLER_COLUMNS.map((key) => ({
                  key,
                  label: t(SELLER_COLUMN_LABEL[key]),
                  firstDirection: firstDirectionOf(key),
                }))}
                sort={table.sort}
                onChange={table.setSort}
              />
              <SellersCards rows={table.sorted} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
