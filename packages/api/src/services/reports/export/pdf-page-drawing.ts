// What the export's pages show besides the table rows' flow: the first page's head, every page's footer and
// slim header, and lines of cells cut to their columns.
import { BOLD, BRAND, drawRule, INK, MUTED, pageOfPages, REGULAR, TINT } from '../../pdf/pdf-house-style';
import { characterWidths, fitToWidth, type MeasureWidth, pdfLine } from '../../pdf/pdf-text';
import { type Cell, type CellKind, cellKind, type ExportDocument, type ExportTable } from './export-document';
import { formatCell } from './export-format';
import {
  BAR_HEIGHT,
  CELL_PAD,
  CONTENT_WIDTH,
  type ColumnBox,
  HEADER_HEIGHT,
  INFO_LINE,
  INFO_Y,
  MARGIN,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  TITLE_Y,
} from './pdf-page-layout';

export type Doc = PDFKit.PDFDocument;

/** Draws on the document; absent during the counting pass. */
export interface Painter {
  doc: Doc;
  document: ExportDocument;
  pages: number;
}

export function text(doc: Doc, value: string, x: number, y: number): void {
  doc.text(value, x, y, { lineBreak: false });
}

const rule = (doc: Doc, y: number) => drawRule(doc, MARGIN, MARGIN + CONTENT_WIDTH, y, 0.6);

/** The brand bar, the title and the period lines of page 1. */
export function drawFirstHead(painter: Painter): void {
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
export function drawFurniture(painter: Painter, page: number): void {
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
  const label = pdfLine(pageOfPages(document.pageLabel, page, painter.pages));
  text(doc, label, MARGIN + CONTENT_WIDTH - doc.widthOfString(label), y + 6);
}

/** Adds a page and draws its footer and slim header. */
export function startPage(painter: Painter, page: number): void {
  painter.doc.addPage();
  drawFurniture(painter, page);
}

const measurers = new WeakMap<Doc, Map<string, MeasureWidth>>();

/** Sets the font and size, and returns the (cached) measure of strings in them. */
export function useFont(doc: Doc, font: string, size: number): MeasureWidth {
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
export function drawCells(
  doc: Doc,
  measure: MeasureWidth,
  boxes: ColumnBox[],
  values: string[],
  y: number,
): void {
  values.forEach((value, index) => {
    const box = boxes[index];
    if (!box || value === '') return;
    const fitted = fitToWidth(value, box.width - 2 * CELL_PAD, measure);
    const x = box.right ? box.x + box.width - CELL_PAD - measure(fitted) : box.x + CELL_PAD;
    text(doc, fitted, x, y);
  });
}

export function drawHeader(painter: Painter, table: ExportTable, boxes: ColumnBox[], y: number): void {
  const { doc } = painter;
  doc.rect(MARGIN, y, CONTENT_WIDTH, HEADER_HEIGHT - 2).fill(TINT);
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

/** A row's cells as printed: texts made drawable ('—' when empty), the rest formatted. */
export function formatRow(painter: Painter, table: ExportTable, values: Cell[], rowIndex: number): string[] {
  return table.columns.map((column, index) => {
    const kind: CellKind = cellKind(table, column, rowIndex);
    const value = values[index] ?? null;
    return kind === 'text'
      ? pdfLine(typeof value === 'string' ? value : null, 200) || '—'
      : formatCell(kind, value, painter.document.locale);
  });
}
