// The columns of the export's tables, and the tables held in memory, written as lists of fields.
import type { Cell, ColumnTotal, ExportColumn, ExportTable } from './export-document';
import type { ExportText } from './export-texts';

export const LABEL: ColumnTotal = { kind: 'label' };
export const SUM: ColumnTotal = { kind: 'sum' };
export const NONE: ColumnTotal = { kind: 'none' };

export function column(
  label: string,
  kind: ExportColumn['kind'],
  width: number,
  weight: number,
  total: ColumnTotal,
): ExportColumn {
  return { label, kind, width, weight, total };
}

/** A column with where its cells come from: the tables held in memory are written as lists of these. */
export interface Field<Row> extends ExportColumn {
  value: (row: Row) => Cell;
}

export function field<Row>(
  label: string,
  kind: ExportColumn['kind'],
  width: number,
  weight: number,
  total: ColumnTotal,
  value: (row: Row) => Cell,
): Field<Row> {
  return { ...column(label, kind, width, weight, total), value };
}

/** A table of rows in memory, with a totals row, its texts under `sheets.`, `sections.` and `<key>.empty`. */
export function tableOf<Row>(
  t: ExportText,
  key: 'series' | 'methods' | 'sources' | 'sellers' | 'products',
  fields: Field<Row>[],
  rows: readonly Row[],
  texts: { title?: string; emptyText?: string } = {},
): ExportTable {
  return {
    key,
    sheetName: t(`sheets.${key}`),
    title: texts.title ?? t(`sections.${key}`),
    columns: fields.map(({ value: _value, ...rest }) => rest),
    rowCount: rows.length,
    rows: rows.map((row) => fields.map((f) => f.value(row))),
    totals: true,
    emptyText: texts.emptyText ?? t(`${key}.empty`),
  };
}
