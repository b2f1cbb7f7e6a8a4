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
import { pdfLine } from '../../pdf/pdf-text';
import type { ExportDocument } from './export-document';
import { finished } from './export-sink';
import { drawFirstHead, drawFurniture, type Painter, startPage } from './pdf-page-drawing';
import { Flow, firstTop } from './pdf-page-layout';
import { layTable } from './pdf-table-layout';

/** The pages a layout takes, worked out from the tables' row counts only. */
export interface PdfLayoutPlan {
  pages: number;
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
  const flow = new Flow(firstTop(document), (page) => startPage(painter, page));
  for (const table of document.tables) await layTable(flow, table, painter, sink);
  if (flow.page !== plan.pages)
    throw new Error(`PDF layout drifted: ${flow.page} pages, ${plan.pages} counted`);
  doc.end();
  await ended;
  sink.end();
  await done;
  return plan;
}
