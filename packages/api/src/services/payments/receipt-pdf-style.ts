// The receipt's page (A4 portrait), text styles and the few drawing steps every block of it uses. pdfkit
// flows the text: `doc.y` is where the next block starts.
import { BOLD, BRAND, drawRule, INK, MUTED, REGULAR } from '../pdf/pdf-house-style';

export type Doc = PDFKit.PDFDocument;
export type Style = { font: string; size: number; color: string };

export const MARGIN = 50;
export const TOP = 92; // content top on every page; later pages draw a slim header above it
export const FOOTER_SPACE = 44;
export const BAR_HEIGHT = 72;
export const S = {
  brand: { font: BOLD, size: 22, color: '#ffffff' },
  title: { font: BOLD, size: 20, color: INK },
  section: { font: BOLD, size: 11, color: BRAND },
  label: { font: REGULAR, size: 9, color: MUTED },
  value: { font: BOLD, size: 11, color: INK },
  text: { font: REGULAR, size: 10.5, color: INK },
  aside: { font: REGULAR, size: 10, color: MUTED },
  ref: { font: BOLD, size: 10, color: INK },
  total: { font: BOLD, size: 12, color: INK },
  small: { font: REGULAR, size: 8.5, color: MUTED },
} satisfies Record<string, Style>;
export const AMOUNT_WIDTH = 130;
export const PAD = 10;
/** The most characters of each kind of user-provided text (docs/decisions/019). */
export const LIMIT = { line: 120, email: 254, description: 500, reference: 200, footer: 300 } as const;

/** Draws `text` at (x, y) and returns the y just below it. */
export function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  w: number,
  style: Style,
  right = false,
): number {
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
  doc.text(text, x, y, { width: w, align: right ? 'right' : 'left', lineGap: 1.5 });
  return doc.y;
}

export function measure(doc: Doc, text: string, width: number, style: Style): number {
  return doc.font(style.font).fontSize(style.size).heightOfString(text, { width, lineGap: 1.5 });
}

/** Starts a new page when `height` does not fit above the footer; true when it did. */
export function ensureRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= doc.page.height - MARGIN - FOOTER_SPACE) return false;
  doc.addPage();
  doc.y = TOP;
  return true;
}

export function rule(doc: Doc, y: number): void {
  drawRule(doc, MARGIN, doc.page.width - MARGIN, y, 0.75);
}

export const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
