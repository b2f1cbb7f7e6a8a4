import { formatBRL } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHeader, TableRow } from '@/components/ui/table';
import { formatConversion, formatCount } from '@/features/dashboard/overview-format';
import { intlLocale } from '@/lib/i18n';
import { firstDirectionOf, SELLER_COLUMN_LABEL, SELLER_COLUMNS, type SellerColumn } from './report-columns';
import type { SortDirection, SortState } from './report-sort';
import type { SellerRow } from './report-types';
import { SortableHead } from './sortable-head';

function SellerName({ row }: { row: SellerRow }) {
  const { t } = useTranslation();
  if (row.name === null)
    return <span className="text-muted-foreground italic">{t('reports.sellers.removed')}</span>;
  return (
    <span className="grid min-w-0">
      <span className="truncate font-medium" title={row.name}>
        {row.name}
      </span>
      {row.email && <span className="truncate text-muted-foreground text-xs">{row.email}</span>}
    </span>
  );
}

/** The cell texts of a row, by column (the name aside). */
function useSellerCells() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (row: SellerRow): Record<Exclude<SellerColumn, 'name'>, string> => ({
    clicks: formatCount(row.clicks, locale),
    uniqueClicks: formatCount(row.uniqueClicks, locale),
    salesCount: formatCount(row.salesCount, locale),
    conversion: formatConversion(row.conversion, locale) ?? t('reports.table.noConversion'),
    revenueCents: formatBRL(row.revenueCents),
    commissionCents: formatBRL(row.commissionCents),
  });
}

const FIGURE_COLUMNS = SELLER_COLUMNS.filter(
  (column): column is Exclude<SellerColumn, 'name'> => column !== 'name',
);

/** From 768 px: Revendedor, Cliques, Cliques únicos, Vendas, Conversão, Faturamento, Comissão. */
export function SellersTable({
  rows,
  sort,
  onSort,
}: {
  rows: SellerRow[];
  sort: SortState<SellerColumn>;
  onSort: (column: SellerColumn, firstDirection: SortDirection) => void;
}) {
  const { t } = useTranslation();
  const cells = useSellerCells();
  return (
    <Table aria-label={t('reports.sellers.tableLabel')} data-testid="sellers-table">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {SELLER_COLUMNS.map((column) => (
            <SortableHead
              key={column}
              column={column}
              label={t(SELLER_COLUMN_LABEL[column])}
              sort={sort}
              onSort={onSort}
              firstDirection={firstDirectionOf(column)}
              align={column === 'name' ? 'left' : 'right'}
              className={column === 'name' ? 'pl-4' : column === 'commissionCents' ? 'pr-4' : undefined}
            />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const values = cells(row);
          return (
            <TableRow key={row.resellerId} data-testid="sellers-row">
              <TableCell className="max-w-56 pl-4">
                <SellerName row={row} />
              </TableCell>
              {FIGURE_COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  className={
                    column === 'commissionCents'
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

/** Below 768 px: one card per reseller, the revenue beside the name. */
export function SellersCards({ rows }: { rows: SellerRow[] }) {
  const { t } = useTranslation();
  const cells = useSellerCells();
  return (
    <ul className="grid gap-3" aria-label={t('reports.sellers.tableLabel')} data-testid="sellers-cards">
      {rows.map((row) => {
        const values = cells(row);
        return (
          <li key={row.resellerId}>
            <Card className="gap-0 py-0 shadow-none" data-testid="sellers-row">
              <CardContent className="grid gap-3 p-4">
                <div className="flex items-start justify-between gap-3">
                  <SellerName row={row} />
                  <span className="shrink-0 font-semibold tabular-nums">{values.revenueCents}</span>
                </div>
                <dl className="grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
                  {FIGURE_COLUMNS.filter((column) => column !== 'revenueCents').map((column) => (
                    <div key={column} className="grid min-w-0">
                      <dt className="text-muted-foreground text-xs">{t(SELLER_COLUMN_LABEL[column])}</dt>
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
