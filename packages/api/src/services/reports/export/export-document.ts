import type { SupportedLocale } from '@afilia/i18n';

/**
 * What a report export holds, whatever the format: a title, the period lines and a few tables. The XLSX writer
 * makes a sheet of each table, the PDF writer a section. Values are raw (cents, ratios, São Paulo wall-clock
 * dates): each writer formats them its own way.
 */

/**
 * How a column's values are written: `money` in cents, `percent` a ratio (0.125 = 12.5 %), `day` 'YYYY-MM-DD',
 * `month` 'YYYY-MM', `dateTime` 'YYYY-MM-DD HH:MM:SS' on the São Paulo wall clock; `byRow` takes the row's kind
 * (the summary mixes money and counts in one column).
 */
export type CellKind = 'text' | 'count' | 'money' | 'percent' | 'day' | 'month' | 'dateTime';
export type ColumnKind = CellKind | 'byRow';

export type Cell = string | number | null;

/** How a column's cell of the totals row is made. */
export type ColumnTotal =
  | { kind: 'label' }
  | { kind: 'sum' }
  /** The totals' ratio of two other columns (by index), like conversion = sales / unique clicks. */
  | { kind: 'ratio'; numerator: number; denominator: number }
  | { kind: 'none' };

export interface ExportColumn {
  label: string;
  kind: ColumnKind;
  /** Width in the sheet, in characters. */
  width: number;
  /** Share of the PDF table's width (the weights of a table are scaled to the page). */
  weight: number;
  total: ColumnTotal;
}

export type ExportTableKey = 'summary' | 'series' | 'methods' | 'sources' | 'sales' | 'sellers' | 'products';

export interface ExportTable {
  key: ExportTableKey;
  /** The sheet's name. */
  sheetName: string;
  /** The PDF section's title. */
  title: string;
  columns: ExportColumn[];
  /** How many rows `rows` gives, known before they are read: the PDF lays out its pages from it. */
  rowCount: number;
  /** The rows, each with one cell per column; the sales list comes from the database batch by batch. */
  rows: Iterable<Cell[]> | AsyncIterable<Cell[]>;
  /** The kind of each row's `byRow` cells (the summary). */
  rowKinds?: CellKind[];
  /** Whether a totals row closes the table. */
  totals: boolean;
  /** Printed instead of the rows when there are none. */
  emptyText: string;
}

export interface ExportDocument {
  locale: SupportedLocale;
  brandName: string;
  title: string;
  /** 'Período (Mensal): 01/03/2026 a 31/03/2026', the comparison period, whose figures, when it was made. */
  infoLines: string[];
  generatedAt: Date;
  /** Translated, with the `{{page}}` and `{{pages}}` placeholders. */
  pageLabel: string;
  totalLabel: string;
  tables: ExportTable[];
}

/** The kind of a cell: its column's, or its row's in a `byRow` column. */
export function cellKind(table: ExportTable, column: ExportColumn, rowIndex: number): CellKind {
  if (column.kind !== 'byRow') return column.kind;
  return table.rowKinds?.[rowIndex] ?? 'text';
}

/** Accumulates a table's totals row as its rows go by (the rows are read once). */
export class TotalsAccumulator {
  private readonly sums: number[];

  constructor(private readonly columns: ExportColumn[]) {
    this.sums = columns.map(() => 0);
  }

  add(row: Cell[]): void {
    this.columns.forEach((column, index) => {
      const value = row[index];
      if (column.total.kind === 'sum' && typeof value === 'number')
        this.sums[index] = (this.sums[index] ?? 0) + value;
    });
  }

  /** The sum of a `sum` column (what the totals row shows). */
  sum(index: number): number {
    return this.sums[index] ?? 0;
  }

  /** The totals row's values: the label, sums, ratios (null when the denominator is 0) or nothing. */
  values(label: string): Cell[] {
    return this.columns.map((column, index) => this.total(column, index, label));
  }

  private total(column: ExportColumn, index: number, label: string): Cell {
    switch (column.total.kind) {
      case 'label':
        return label;
      case 'sum':
        return this.sum(index);
      case 'ratio': {
        const denominator = this.sum(column.total.denominator);
        return denominator === 0 ? null : this.sum(column.total.numerator) / denominator;
      }
      case 'none':
        return null;
    }
  }
}

/** The rows of an iterable or async iterable, one by one. */
export async function* eachRow(rows: Iterable<Cell[]> | AsyncIterable<Cell[]>): AsyncGenerator<Cell[]> {
  for await (const row of rows) yield row;
}
