import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHeader, TableRow } from '@/components/ui/table';
import type { TranslationKey } from '@/lib/i18n-keys';
import { useIsDesktop } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { firstDirectionOf } from './report-columns';
import type { SortDirection, SortState } from './report-sort';
import { SortSelect } from './sort-select';
import { SortableHead } from './sortable-head';
import type { useTableSort } from './use-table-sort';

/**
 * What makes Vendedores' and Produtos' tables differ: their columns (the first is always `name`, and both
 * have `revenueCents`), how a row is named, and how its figures read.
 */
export interface ReportTableSpec<Row, Column extends string> {
  /** The test ids (`${kind}-table`, `${kind}-row`, `${kind}-cards`). */
  kind: 'sellers' | 'products';
  /** The i18n key of the table's accessible name. */
  label: TranslationKey;
  columns: readonly Column[];
  columnLabel: Record<Column, TranslationKey>;
  rowKey: (row: Row) => string;
  Name: (props: { row: Row }) => ReactNode;
  /** The cell texts of a row, by column (the name aside). */
  useCells: () => (row: Row) => Record<Exclude<Column, 'name'>, string>;
  /** The name column's width. */
  nameClassName: string;
  /** Figures per line of a card below 768 px. */
  cardColumns: 2 | 3;
}

type SortedTable<Row, Column extends string> = ReturnType<typeof useTableSort<Row, Column>>;

/** A column's i18n key, as a plain key for `t`. */
function labelKey<Column extends string>(
  labels: Record<Column, TranslationKey>,
  column: Column,
): TranslationKey {
  return labels[column];
}

function figureColumns<Column extends string>(columns: readonly Column[]): Exclude<Column, 'name'>[] {
  return columns.filter((column): column is Exclude<Column, 'name'> => column !== 'name');
}

/** From 768 px: a sortable table, the name first and the figures right-aligned. */
function ReportTable<Row, Column extends string>({
  spec,
  rows,
  sort,
  onSort,
}: {
  spec: ReportTableSpec<Row, Column>;
  rows: Row[];
  sort: SortState<Column>;
  onSort: (column: Column, firstDirection: SortDirection) => void;
}) {
  const { t } = useTranslation();
  const cells = spec.useCells();
  const figures = figureColumns(spec.columns);
  const last = figures.at(-1);
  const { Name } = spec;
  return (
    <Table aria-label={t(spec.label)} data-testid={`${spec.kind}-table`}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {spec.columns.map((column) => (
            <SortableHead
              key={column}
              column={column}
              label={t(labelKey(spec.columnLabel, column))}
              sort={sort}
              onSort={onSort}
              firstDirection={firstDirectionOf(column)}
              align={column === 'name' ? 'left' : 'right'}
              className={column === 'name' ? 'pl-4' : column === last ? 'pr-4' : undefined}
            />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const values = cells(row);
          return (
            <TableRow key={spec.rowKey(row)} data-testid={`${spec.kind}-row`}>
              <TableCell className={cn(spec.nameClassName, 'pl-4')}>
                <Name row={row} />
              </TableCell>
              {figures.map((column) => (
                <TableCell
                  key={column}
                  className={cn('whitespace-nowrap text-right tabular-nums', column === last && 'pr-4')}
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

/** Below 768 px: one card per row, the revenue beside the name. */
function ReportCards<Row, Column extends string>({
  spec,
  rows,
}: {
  spec: ReportTableSpec<Row, Column>;
  rows: Row[];
}) {
  const { t } = useTranslation();
  const cells = spec.useCells();
  const figures = figureColumns(spec.columns).filter((column) => column !== 'revenueCents');
  const { Name } = spec;
  return (
    <ul className="grid gap-3" aria-label={t(spec.label)} data-testid={`${spec.kind}-cards`}>
      {rows.map((row) => {
        const values: Record<string, string> = cells(row);
        return (
          <li key={spec.rowKey(row)}>
            <Card className="gap-0 py-0 shadow-none" data-testid={`${spec.kind}-row`}>
              <CardContent className="grid gap-3 p-4">
                <div className="flex items-start justify-between gap-3">
                  <Name row={row} />
                  <span className="shrink-0 font-semibold tabular-nums">{values.revenueCents}</span>
                </div>
                <dl
                  className={cn(
                    'grid gap-x-3 gap-y-2 text-sm',
                    spec.cardColumns === 3 ? 'grid-cols-3' : 'grid-cols-2',
                  )}
                >
                  {figures.map((column) => (
                    <div key={column} className="grid min-w-0">
                      <dt className="text-muted-foreground text-xs">
                        {t(labelKey(spec.columnLabel, column))}
                      </dt>
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

/** The table from 768 px, or below it the column picker and the cards, in the table's order. */
export function SortedReportTable<Row, Column extends string>({
  spec,
  table,
}: {
  spec: ReportTableSpec<Row, Column>;
  table: SortedTable<Row, Column>;
}) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  if (isDesktop)
    return (
      <Card className="gap-0 py-0">
        <ReportTable spec={spec} rows={table.sorted} sort={table.sort} onSort={table.onSort} />
      </Card>
    );
  return (
    <div className="grid gap-3">
      <SortSelect
        columns={spec.columns.map((key) => ({
          key,
          label: t(labelKey(spec.columnLabel, key)),
          firstDirection: firstDirectionOf(key),
        }))}
        sort={table.sort}
        onChange={table.setSort}
      />
      <ReportCards spec={spec} rows={table.sorted} />
    </div>
  );
}
