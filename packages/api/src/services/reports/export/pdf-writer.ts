// The PDF export, drawn with pdfkit's standard Helvetica like the receipts (docs/decisions/019), A4 landscape
// for the wide sales list, and streamed: pages are not buffered (pdfkit's `bufferPages` would hold every page
// of a 100 000-sale list in memory), each page goes out when the next one starts.
//
// 'Página X de Y' on every page needs Y before page 1 is written. Every row has one fixed height (long texts
// are cut to their column with an ellipsis, never wrapped), so where the pages break depends only on how many
// rows each table has, and those counts are known before any row is read (the sales list's from a count
// query; the list is then capped at that count). The layout runs twice through the same code: once without
// drawing, to count the pages, then drawing, with the total known.
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import {
  type Cell,
  type CellKind,
  cellKind,
  type ExportColumn,
  type ExportDocument,
  type ExportTable,
  TotalsAccumulator,
} from './export-document';
import { formatCell } from './export-format';
import { finished, roomIn } from './export-sink';
import { characterWidths, fitToWidth, type MeasureWidth, pdfLine } from './pdf-text';

type Doc = PDFKit.PDFDocument;

// A4 landscape, in points.
const PAGE_WIDTH = 841.89;
const PAGE_HEIGHT = 595.28;
const MARGIN = 36;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BAR_HEIGHT = 54;
const TITLE_Y = BAR_HEIGHT + 16;
const INFO_Y = TITLE_Y + 26;
const INFO_LINE = 13;
/** Where the content starts on pages after the first (below the slim header). */
const OTHER_TOP = 58;
/** Where the content must end on every page (above the footer). */
const BOTTOM = PAGE_HEIGHT - MARGIN - 20;
const SECTION_HEIGHT = 24;
const HEADER_HEIGHT = 17;
const ROW_HEIGHT = 13;
const TOTALS_HEIGHT = 16;
const TABLE_GAP = 16;
const CELL_PAD = 4;
const ROWS_PER_CHECK = 200;

const BRAND = '#4f46e5'; // white on it: 6.3:1
const INK = '#111827';
const MUTED = '#4b5563'; // on white: 7.6:1
const RULE = '#e5e7eb';
const HEADER_FILL = '#eef2ff';
const STRIPE_FILL = '#f9fafb';
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** The pages a layout takes, worked out from the tables' row counts only. */
export interface PdfLayoutPlan {
  pages: number;
}

/** Draws on the document; absent during the counting pass. */
interface Painter {
  doc: Doc;
  document: ExportDocument;
  pages: number;
}

/** The current page and position, and the page breaks: the same steps whether drawing or counting. */
class Flow {
  page = 1;
  y: number;

  constructor(
    firstTop: number,
    private readonly painter: Painter | null,
  ) {
    this.y = firstTop;
  }

  fits(height: number): boolean {
    return this.y + height <= BOTTOM;
  }

  newPage(): void {
    this.page++;
    this.y = OTHER_TOP;
    if (this.painter) {
      this.painter.doc.addPage();
      drawFurniture(this.painter, this.page);
    }
  }
}

const firstTop = (document: ExportDocument) => INFO_Y + document.infoLines.length * INFO_LINE + 10;

function text(doc: Doc, value: string, x: number, y: number): void {
  doc.text(value, x, y, { lineBreak: false });
}

/** The brand bar, the title and the period lines of page 1. */
function drawFirstHead(painter: Painter): void {
  const { doc, document } = painter;
  doc.rect(0, 0, PAGE_WIDTH, BAR_HEIGHT).fill(BRAND);
  doc.font(BOLD).fontSize(18).fillColor('#ffffff');
  text(doc, pdfLine(document.brandName, 40), MARGIN, 18);
  doc.font(BOLD).fontSize(16).fillColor(INK);
  text(doc, pdfLine(document.title), MARGIN, TITLE_Y);
  doc.font(REGULAR).fontSize(9.5).fillColor(MUTED);
  document.infoLines.forEach((line, index) => {
    text(doc, pdfLine(line), MARGIN, INFO_Y + index * INFO_LINE);
  });
}

/** Every page's footer ('Página X de Y') and, after the first, a slim header. */
function drawFurniture(painter: Painter, page: number): void {
  const { doc, document } = painter;
  if (page > 1) {
    doc.font(BOLD).fontSize(10).fillColor(BRAND);
    text(doc, pdfLine(document.brandName, 40), MARGIN, 26);
    doc.font(REGULAR).fontSize(8.5).fillColor(MUTED);
    const right = pdfLine(`${document.title} · ${document.infoLines[0] ?? ''}`);
    text(doc, right, MARGIN + CONTENT_WIDTH - doc.widthOfString(right), 27);
    rule(doc, 44);
  }
  const y = PAGE_HEIGHT - MARGIN - 12;
  rule(doc, y);
  doc.font(REGULAR).fontSize(8).fillColor(MUTED);
  text(doc, pdfLine(`${document.brandName} · ${document.title}`), MARGIN, y + 6);
  const label = pdfLine(
    document.pageLabel.replaceAll('{{page}}', String(page)).replaceAll('{{pages}}', String(painter.pages)),
  );
  text(doc, label, MARGIN + CONTENT_WIDTH - doc.widthOfString(label), y + 6);
}

function rule(doc: Doc, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
}

interface ColumnBox {
  x: number;
  width: number;
  right: boolean;
}

function columnBoxes(columns: ExportColumn[]): ColumnBox[] {
  const weights = columns.reduce((sum, column) => sum + column.weight, 0);
  let x = MARGIN;
  return columns.map((column) => {
    const width = (column.weight / weights) * CONTENT_WIDTH;
    const box = {
      x,
      width,
      right:
        column.kind !== 'text' &&
        column.kind !== 'day' &&
        column.kind !== 'month' &&
        column.kind !== 'dateTime',
    };
    x += width;
    return box;
  });
}

const measurers = new WeakMap<Doc, Map<string, MeasureWidth>>();

/** Sets the font and size, and returns the (cached) measure of strings in them. */
function useFont(doc: Doc, font: string, size: number): MeasureWidth {
  doc.font(font).fontSize(size);
  let byFont = measurers.get(doc);
  if (!byFont) {
    byFont = new Map();
    measurers.set(doc, byFont);
  }
  const key = `${font}:${size}`;
  let measure = byFont.get(key);
  if (!measure) {
    measure = characterWidths((char) => doc.widthOfString(char));
    byFont.set(key, measure);
  }
  return measure;
}

/** One line of cells, each cut to its column, numbers to the right. */
function drawCells(doc: Doc, measure: MeasureWidth, boxes: ColumnBox[], values: string[], y: number): void {
  values.forEach((value, index) => {
    const box = boxes[index];
    if (!box || value === '') return;
    const fitted = fitToWidth(value, box.width - 2 * CELL_PAD, measure);
    const x = box.right ? box.x + box.width - CELL_PAD - measure(fitted) : box.x + CELL_PAD;
    text(doc, fitted, x, y);
  });
}

function drawHeader(painter: Painter, table: ExportTable, boxes: ColumnBox[], y: number): void {
  const { doc } = painter;
  doc.rect(MARGIN, y, CONTENT_WIDTH, HEADER_HEIGHT - 2).fill(HEADER_FILL);
  const measure = useFont(doc, BOLD, 7.5);
  doc.fillColor(INK);
  drawCells(
    doc,
    measure,
    boxes,
    table.columns.map((column) => pdfLine(column.label, 60)),
    y + 4,
  );
}

function formatRow(painter: Painter, table: ExportTable, values: Cell[], rowIndex: number): string[] {
  return table.columns.map((column, index) => {
    const kind: CellKind = cellKind(table, column, rowIndex);
    const value = values[index] ?? null;
    return kind === 'text'
      ? pdfLine(typeof value === 'string' ? value : null, 200) || '—'
      : formatCell(kind, value, painter.document.locale);
  });
}

/**
 * One table: its title, the header (again at the top of every page it runs onto), the rows and the totals.
 * Counting pass: `painter` and `rows` are null and only the flow moves. A row the source no longer has (a sale
 * gone since the count) is left blank, so the pages stay the ones counted.
 */
/**
 * Lets the output catch up: a turn of the event loop first (pdfkit's readable side hands its pages on
 * asynchronously), then waits while the output holds more than it wants. A slow download slows the drawing
 * and the reads instead of piling pages up in memory.
 */
async function catchUp(sink: Writable): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await roomIn(sink);
}

async function layTable(
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
    if (painter) {
      const { doc } = painter;
      doc.rect(MARGIN, flow.y - 1, CONTENT_WIDTH, TOTALS_HEIGHT - 2).fill(HEADER_FILL);
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
      drawCells(doc, measure, boxes, cells, flow.y + 3);
    }
    flow.y += TOTALS_HEIGHT;
  }
  flow.y += TABLE_GAP;
}

function rowIterator(table: ExportTable): AsyncIterator<Cell[]> {
  const rows = table.rows;
  if (Symbol.asyncIterator in rows) return rows[Symbol.asyncIterator]();
  return (async function* () {
    yield* rows;
  })();
}

/** The pages the export takes, from its tables' row counts (the counting pass). */
export async function planReportPdf(document: ExportDocument): Promise<PdfLayoutPlan> {
  const flow = new Flow(firstTop(document), null);
  for (const table of document.tables) await layTable(flow, table, null, null);
  return { pages: flow.page };
}

/**
 * Writes the export as a PDF into `sink` and ends it: A4 landscape, the brand bar, the title and period,
 * each table with its header repeated on every page and its totals, 'Página X de Y' on every page. Resolves
 * once the sink has taken the whole file; rejects if it is closed first (a cancelled download).
 */
export async function writeReportPdf(document: ExportDocument, sink: Writable): Promise<PdfLayoutPlan> {
  const plan = await planReportPdf(document);
  const title = pdfLine(document.title);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    // The layout places everything itself: no margin may make pdfkit add a page of its own.
    margins: { top: 0, left: 0, right: 0, bottom: 0 },
    lang: document.locale,
    displayTitle: true,
    info: {
      Title: title,
      Author: pdfLine(document.brandName),
      Subject: title,
      CreationDate: document.generatedAt,
    },
  });
  const done = finished(sink);
  done.catch(() => {});
  doc.on('data', (chunk: Buffer) => {
    if (!sink.destroyed) sink.write(chunk);
  });
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const painter: Painter = { doc, document, pages: plan.pages };
  drawFirstHead(painter);
  drawFurniture(painter, 1);
  const flow = new Flow(firstTop(document), painter);
  for (const table of document.tables) await layTable(flow, table, painter, sink);
  if (flow.page !== plan.pages)
    throw new Error(`PDF layout drifted: ${flow.page} pages, ${plan.pages} counted`);
  doc.end();
  await ended;
  sink.end();
  await done;
  return plan;
}
