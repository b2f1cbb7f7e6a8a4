import { formatBRL } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHeader, TableRow } from '@/components/ui/table';
import { formatConversion, formatCount } from '@/features/dashboard/overview-format';
import { intlLocale } from '@/lib/i18n';
import {
  firstDirectionOf,
  PRODUCT_COLUMN_LABEL,
  PRODUCT_COLUMNS,
  type ProductColumn,
} from './report-columns';
import type { SortDirection, SortState } from './report-sort';
import type { ProductRow } from './report-types';
import { SortableHead } from './sortable-head';

function ProductName({ row }: { row: ProductRow }) {
  const { t } = useTranslation();
  if (row.title === null)
    return <span className="text-muted-foreground italic">{t('reports.products.deleted')}</span>;
  return (
    <span className="grid min-w-0">
      <span className="truncate font-medium" title={row.title}>
        {row.title}
      </span>
      {row.productCode && <span className="font-mono text-muted-foreground text-xs">{row.productCode}</span>}
    </span>
  );
}

/** The cell texts of a row, by column (the name aside); refunds with their count when there are any. */
function useProductCells() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (row: ProductRow): Record<Exclude<ProductColumn, 'name'>, string> => ({
    clicks: formatCount(row.clicks, locale),
    salesCount: formatCount(row.salesCount, locale),
    revenueCents: formatBRL(row.revenueCents),
    refundsCents:
      row.refundsCount > 0
        ? `${formatBRL(row.refundsCents)} (${formatCount(row.refundsCount, locale)})`
        : formatBRL(row.refundsCents),
    conversion: formatConversion(row.conversion, locale) ?? t('reports.table.noConversion'),
  });
}

const FIGURE_COLUMNS = PRODUCT_COLUMNS.filter(
  (column): column is Exclude<ProductColumn, 'name'> => column !== 'name',
);

/** From 768 px: Produto, Cliques, Vendas, Faturamento, Reembolsos, Conversão. */
export function ProductsTable({
  rows,
  sort,
  onSort,
}: {
  rows: ProductRow[];
  sort: SortState<ProductColumn>;
  onSort: (column: ProductColumn, firstDirection: SortDirection) => void;
}) {
  const { t } = useTranslation();
  const cells = useProductCells();
  return (
    <Table aria-label={t('reports.products.tableLabel')} data-testid="products-table">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {PRODUCT_COLUMNS.map((column) => (
            <SortableHead
              key={column}
              column={column}
              label={t(PRODUCT_COLUMN_LABEL[column])}
              sort={sort}
              onSort={onSort}
              firstDirection={firstDirectionOf(column)}
              align={column === 'name' ? 'left' : 'right'}
              className={column === 'name' ? 'pl-4' : column === 'conversion' ? 'pr-4' : undefined}
            />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const values = cells(row);
          return (
            <TableRow key={row.productId} data-testid="products-row">
              <TableCell className="max-w-80 pl-4">
                <ProductName row={row} />
              </TableCell>
              {FIGURE_COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  className={
                    column === 'conversion'
                      ? 'whitespace-nowrap pr-4 text-right tabular-nums'
                      : 'whitespace-nowrap text-right tabular-nums'
                  }
                >
                  {values[column]}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Below 768 px: one card per product, the revenue beside the title. */
export function ProductsCards({ rows }: { rows: ProductRow[] }) {
  const { t } = useTranslation();
  const cells = useProductCells();
  return (
    <ul className="grid gap-3" aria-label={t('reports.products.tableLabel')} data-testid="products-cards">
      {rows.map((row) => {
        const values = cells(row);
        return (
          <li key={row.productId}>
            <Card className="gap-0 py-0 shadow-none" data-testid="products-row">
              <CardContent className="grid gap-3 p-4">
                <div className="flex items-start justify-between gap-3">
                  <ProductName row={row} />
                  <span className="shrink-0 font-semibold tabular-nums">{values.revenueCents}</span>
                </div>
                <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                  {FIGURE_COLUMNS.filter((column) => column !== 'revenueCents').map((column) => (
                    <div key={column} className="grid min-w-0">
                      <dt className="text-muted-foreground text-xs">{t(PRODUCT_COLUMN_LABEL[column])}</dt>
                      <dd className="tabular-nums">{values[column]}</dd>
                    </div>
                  ))}
                </dl>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
