// The XLSX export, written with exceljs's streaming WorkbookWriter (docs/decisions/024): each row is committed
// as soon as it is written, so the zip is deflated and sent while the database is still being read, and no
// shared-strings table grows with the rows (inline strings).
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  type Cell,
  type CellKind,
  cellKind,
  type ExportDocument,
  type ExportTable,
  eachRow,
  TotalsAccumulator,
} from './export-document';
import { wallClockDate } from './export-format';
import { finished, roomIn } from './export-sink';

type Worksheet = ExcelJS.Worksheet;
type CellValue = ExcelJS.CellValue;

/** Money in reais with the currency, whatever the reader's locale (Excel swaps the separators itself). */
export const XLSX_MONEY_FORMAT = '"R$" #,##0.00';
export const XLSX_PERCENT_FORMAT = '0.0%';
const COUNT_FORMAT = '#,##0';

const DATE_FORMATS = {
  'pt-BR': { day: 'dd/mm/yyyy', month: 'mm/yyyy', dateTime: 'dd/mm/yyyy hh:mm' },
  es: { day: 'dd/mm/yyyy', month: 'mm/yyyy', dateTime: 'dd/mm/yyyy hh:mm' },
  'en-US': { day: 'mm/dd/yyyy', month: 'mm/yyyy', dateTime: 'mm/dd/yyyy hh:mm' },
} as const;

/** Rows written between two checks that the output keeps up. */
const ROWS_PER_CHECK = 500;
/** How much written XML may wait to be zipped and sent before the rows stop for it. */
const MAX_BACKLOG_BYTES = 1024 * 1024;
const BACKLOG_POLL_MS = 2;

/**
 * What a streaming worksheet holds of its XML that is not zipped yet: exceljs writes each committed row into
 * the sheet's buffer (64 KB at a time), which hands it on to archiver without looking at its backpressure
 * (archiver wraps it in a PassThrough, read only when the zip gets to that sheet, and at deflate's pace). Read
 * from exceljs 4.4's internals, checked at run time: without them the backlog reads as unknown (0) and only the
 * yield to the event loop and the output's own drain remain.
 */
function sheetBacklog(sheet: Worksheet): number {
  const stream: unknown = (sheet as unknown as { stream?: unknown }).stream;
  if (!stream || typeof stream !== 'object') return 0;
  const { buffers, pipes } = stream as { buffers?: unknown; pipes?: unknown };
  let bytes = 0;
  if (Array.isArray(buffers))
    for (const buffer of buffers as { length?: unknown }[])
      if (typeof buffer.length === 'number') bytes += buffer.length;
  if (Array.isArray(pipes))
    for (const pipe of pipes as { writableLength?: unknown; readableLength?: unknown }[]) {
      if (typeof pipe.writableLength === 'number') bytes += pipe.writableLength;
      if (typeof pipe.readableLength === 'number') bytes += pipe.readableLength;
    }
  return bytes;
}

/**
 * Lets the zip catch up: yields to the event loop (deflate runs off the main thread and needs it), waits while
 * more than MAX_BACKLOG_BYTES of the sheet wait to be zipped, then until the output takes more. So a slow
 * download, or a database faster than deflate, slows the rows instead of piling the file up in memory.
 */
async function catchUp(sheet: Worksheet, sink: Writable): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  while (sheetBacklog(sheet) > MAX_BACKLOG_BYTES) {
    if (sink.destroyed) break;
    await new Promise((resolve) => setTimeout(resolve, BACKLOG_POLL_MS));
  }
  await roomIn(sink);
}

/** 1 → 'A', 27 → 'AA'. */
function columnLetter(position: number): string {
  let letters = '';
  for (let n = position; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

type Formats = (typeof DATE_FORMATS)[keyof typeof DATE_FORMATS];

function numberFormat(kind: CellKind, formats: Formats): string | undefined {
  switch (kind) {
    case 'money':
      return XLSX_MONEY_FORMAT;
    case 'percent':
      return XLSX_PERCENT_FORMAT;
    case 'count':
      return COUNT_FORMAT;
    case 'day':
    case 'month':
    case 'dateTime':
      return formats[kind];
    case 'text':
      return undefined;
  }
}

/** A raw value as the sheet stores it: reais for cents, a real date for a wall-clock day or time. */
function sheetValue(kind: CellKind, value: Cell): CellValue {
  if (value === null) return null;
  if (typeof value === 'number') return kind === 'money' ? value / 100 : value;
  if (kind === 'day' || kind === 'month' || kind === 'dateTime') return wallClockDate(value);
  return value;
}

function writeCells(
  sheet: Worksheet,
  table: ExportTable,
  values: Cell[],
  rowIndex: number,
  formats: Formats,
): void {
  const row = sheet.addRow(
    table.columns.map((column, index) =>
      sheetValue(cellKind(table, column, rowIndex), values[index] ?? null),
    ),
  );
  table.columns.forEach((column, index) => {
    const format = numberFormat(cellKind(table, column, rowIndex), formats);
    if (format && values[index] !== null && values[index] !== undefined)
      row.getCell(index + 1).numFmt = format;
  });
  row.commit();
}

/** A cell of the totals row: a SUM formula over the data rows with its result cached, a ratio of two totals. */
function totalCell(
  table: ExportTable,
  index: number,
  value: Cell,
  label: string,
  rowsWritten: number,
  totalsRow: number,
): CellValue {
  const column = table.columns[index];
  if (!column) return null;
  const letter = columnLetter(index + 1);
  switch (column.total.kind) {
    case 'label':
      return label;
    case 'sum': {
      const result = sheetValue(cellKind(table, column, 0), value) as number;
      return rowsWritten === 0 ? result : { formula: `SUM(${letter}2:${letter}${rowsWritten + 1})`, result };
    }
    case 'ratio': {
      const numerator = `${columnLetter(column.total.numerator + 1)}${totalsRow}`;
      const denominator = `${columnLetter(column.total.denominator + 1)}${totalsRow}`;
      return {
        formula: `IF(${denominator}=0,"",${numerator}/${denominator})`,
        result: typeof value === 'number' ? value : '',
      };
    }
    case 'none':
      return null;
  }
}

/** The totals row, bold, with the columns' number formats. */
function writeTotals(
  sheet: Worksheet,
  table: ExportTable,
  totals: TotalsAccumulator,
  label: string,
  rowsWritten: number,
  totalsRow: number,
  formats: Formats,
): void {
  const values = totals.values(label);
  const cells = table.columns.map((_, index) =>
    totalCell(table, index, values[index] ?? null, label, rowsWritten, totalsRow),
  );
  const row = sheet.addRow(cells);
  row.font = { bold: true };
  table.columns.forEach((column, index) => {
    const format = numberFormat(cellKind(table, column, 0), formats);
    if (format && column.total.kind !== 'label' && column.total.kind !== 'none')
      row.getCell(index + 1).numFmt = format;
  });
  row.commit();
}

async function writeSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  document: ExportDocument,
  table: ExportTable,
  sink: Writable,
  withInfo: boolean,
): Promise<void> {
  const formats = DATE_FORMATS[document.locale];
  const sheet = workbook.addWorksheet(table.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({ width: column.width }));
  const header = sheet.addRow(table.columns.map((column) => column.label));
  header.font = { bold: true };
  header.commit();

  const totals = new TotalsAccumulator(table.columns);
  let written = 0;
  for await (const values of eachRow(table.rows)) {
    if (written >= table.rowCount) break;
    totals.add(values);
    writeCells(sheet, table, values, written, formats);
    written++;
    if (written % ROWS_PER_CHECK === 0) await catchUp(sheet, sink);
  }
  const empty = written === 0 && table.emptyText !== '';
  if (empty) sheet.addRow([table.emptyText]).commit();
  // Row 1 is the header; the data rows (or the empty line) follow.
  const totalsRow = 2 + written + (empty ? 1 : 0);
  if (table.totals) writeTotals(sheet, table, totals, document.totalLabel, written, totalsRow, formats);

  if (withInfo) {
    sheet.addRow([]).commit();
    sheet.addRow([document.title]).commit();
    for (const line of document.infoLines) sheet.addRow([line]).commit();
  }
  sheet.commit();
  await roomIn(sink);
}

/**
 * Writes the export as an XLSX workbook into `sink`, one sheet per table (header bold and frozen, money in
 * reais with the R$ format, dates as dates, a totals row), and ends it. Resolves once the sink has taken the
 * whole file; rejects if it is closed first (a cancelled download).
 */
export async function writeReportXlsx(document: ExportDocument, sink: Writable): Promise<void> {
  const done = finished(sink);
  // A rejection before the end is handled below; this one only keeps it from being reported as unhandled.
  done.catch(() => {});
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = document.brandName;
  workbook.lastModifiedBy = document.brandName;
  workbook.created = document.generatedAt;
  workbook.modified = document.generatedAt;
  workbook.title = document.title;
  for (const [index, table] of document.tables.entries())
    await writeSheet(workbook, document, table, sink, index === 0);
  await Promise.race([workbook.commit(), done]);
  await done;
}
