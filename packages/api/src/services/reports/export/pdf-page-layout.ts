// The export's page geometry (A4 landscape, in points) and the flow down its pages. Every row has one fixed
// height, so the same steps give the same page breaks whether the pages are drawn or only counted.
import type { ExportColumn, ExportDocument } from './export-document';

export const PAGE_WIDTH = 841.89;
export const PAGE_HEIGHT = 595.28;
export const MARGIN = 36;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const BAR_HEIGHT = 54;
export const TITLE_Y = BAR_HEIGHT + 16;
export const INFO_Y = TITLE_Y + 26;
export const INFO_LINE = 13;
/** Where the content starts on pages after the first (below the slim header). */
const OTHER_TOP = 58;
/** Where the content must end on every page (above the footer). */
const BOTTOM = PAGE_HEIGHT - MARGIN - 20;
export const SECTION_HEIGHT = 24;
export const HEADER_HEIGHT = 17;
export const ROW_HEIGHT = 13;
export const TOTALS_HEIGHT = 16;
export const TABLE_GAP = 16;
export const CELL_PAD = 4;

/** Where the first table starts on page 1: below the period lines. */
export const firstTop = (document: ExportDocument) => INFO_Y + document.infoLines.length * INFO_LINE + 10;

/** The current page and position, and the page breaks: the same steps whether drawing or counting. */
export class Flow {
  page = 1;
  y: number;

  /** `onNewPage` starts the page on the document; null while counting. */
  constructor(
    firstTop: number,
    private readonly onNewPage: ((page: number) => void) | null,
  ) {
    this.y = firstTop;
  }

  fits(height: number): boolean {
    return this.y + height <= BOTTOM;
  }

  newPage(): void {
    this.page++;
    this.y = OTHER_TOP;
    this.onNewPage?.(this.page);
  }
}

export interface ColumnBox {
  x: number;
  width: number;
  right: boolean;
}

/** Each column's place across the page, by weight; numbers are right-aligned. */
export function columnBoxes(columns: ExportColumn[]): ColumnBox[] {
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
