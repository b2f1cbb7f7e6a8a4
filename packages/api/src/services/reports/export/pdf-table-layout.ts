// One table of the PDF export down the pages: its title, the header (again at the top of every page it runs
// onto), the rows and the totals. The same code counts the pages (no painter) and draws them.
import type { Writable } from 'node:stream';
import { BOLD, BRAND, INK, MUTED, REGULAR, TINT } from '../../pdf/pdf-house-style';
import { pdfLine } from '../../pdf/pdf-text';
import { type Cell, cellKind, type ExportTable, TotalsAccumulator } from './export-document';
import { formatCell } from './export-format';
import { roomIn } from './export-sink';
import { drawCells, drawHeader, formatRow, type Painter, text, useFont } from './pdf-page-drawing';
import {
  CELL_PAD,
  CONTENT_WIDTH,
  type ColumnBox,
  columnBoxes,
  type Flow,
  HEADER_HEIGHT,
  MARGIN,
  ROW_HEIGHT,
  SECTION_HEIGHT,
  TABLE_GAP,
  TOTALS_HEIGHT,
} from './pdf-page-layout';

const STRIPE_FILL = '#f9fafb';
const ROWS_PER_CHECK = 200;

/**
 * Lets the output catch up: a turn of the event loop first (pdfkit's readable side hands its pages on
 * asynchronously), then waits while the output holds more than it wants. A slow download slows the drawing
 * and the reads instead of piling pages up in memory.
 */
async function catchUp(sink: Writable): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await roomIn(sink);
}

/**
 * Lays one table out from `flow`. Counting pass: `painter` and `sink` are null and only the flow moves. A row
 * the source no longer has (a sale gone since the count) is left blank, so the pages stay the ones counted.
 */
export async function layTable(
  flow: Flow,
  table: ExportTable,
  painter: Painter | null,
  sink: Writable | null,
): Promise<void> {
  const boxes = columnBoxes(table.columns);
  const firstLine = table.rowCount > 0 || table.emptyText ? ROW_HEIGHT : 0;
  const last = table.totals ? TOTALS_HEIGHT : 0;
  if (!flow.fits(SECTION_HEIGHT + HEADER_HEIGHT + Math.max(firstLine, last))) flow.newPage();
  if (painter) {
    painter.doc.font(BOLD).fontSize(11).fillColor(BRAND);
    text(painter.doc, pdfLine(table.title), MARGIN, flow.y + 6);
  }
  flow.y += SECTION_HEIGHT;
  const header = () => {
    if (painter) drawHeader(painter, table, boxes, flow.y);
    flow.y += HEADER_HEIGHT;
  };
  header();

  const totals = new TotalsAccumulator(table.columns);
  const iterator = painter ? rowIterator(table) : null;
  try {
    for (let index = 0; index < table.rowCount; index++) {
      if (!flow.fits(ROW_HEIGHT)) {
        flow.newPage();
        header();
      }
      if (painter && iterator) {
        const next = await iterator.next();
        if (!next.done) {
          const { doc } = painter;
          totals.add(next.value);
          if (index % 2 === 1) doc.rect(MARGIN, flow.y - 2, CONTENT_WIDTH, ROW_HEIGHT).fill(STRIPE_FILL);
          const measure = useFont(doc, REGULAR, 7.5);
          doc.fillColor(INK);
          drawCells(doc, measure, boxes, formatRow(painter, table, next.value, index), flow.y + 1);
        }
        if (sink && index % ROWS_PER_CHECK === ROWS_PER_CHECK - 1) await catchUp(sink);
      }
      flow.y += ROW_HEIGHT;
    }
  } finally {
    // Stops the sales cursor when the download is cancelled (or the rows outnumber the count).
    await iterator?.return?.();
  }
  if (table.rowCount === 0 && table.emptyText) {
    if (painter) {
      painter.doc.font(REGULAR).fontSize(8).fillColor(MUTED);
      text(painter.doc, pdfLine(table.emptyText), MARGIN + CELL_PAD, flow.y + 1);
    }
    flow.y += ROW_HEIGHT;
  }
  if (table.totals) {
    if (!flow.fits(TOTALS_HEIGHT)) {
      flow.newPage();
      header();
    }
    if (painter) drawTotalsRow(painter, table, boxes, totals, flow.y);
    flow.y += TOTALS_HEIGHT;
  }
  flow.y += TABLE_GAP;
}

function drawTotalsRow(
  painter: Painter,
  table: ExportTable,
  boxes: ColumnBox[],
  totals: TotalsAccumulator,
  y: number,
): void {
  const { doc } = painter;
  doc.rect(MARGIN, y - 1, CONTENT_WIDTH, TOTALS_HEIGHT - 2).fill(TINT);
  const measure = useFont(doc, BOLD, 7.5);
  doc.fillColor(INK);
  const values = totals.values(painter.document.totalLabel);
  const cells = table.columns.map((column, index) =>
    column.total.kind === 'none'
      ? ''
      : formatCell(
          column.total.kind === 'label' ? 'text' : cellKind(table, column, 0),
          values[index] ?? null,
          painter.document.locale,
        ),
  );
  drawCells(doc, measure, boxes, cells, y + 3);
}

function rowIterator(table: ExportTable): AsyncIterator<Cell[]> {
  const rows = table.rows;
  if (Symbol.asyncIterator in rows) return rows[Symbol.asyncIterator]();
  return (async function* () {
    yield* rows;
  })();
}
