// Payment receipts ("comprovantes") as PDF, drawn with pdfkit's standard Helvetica (no font files to ship).
// The standard fonts are WinAnsi-encoded: every user-provided string is cleaned to that character set first
// (control characters removed, accents kept, other characters reduced to their base letter or '?').
import PDFDocument from 'pdfkit';
import { standardFontText } from '../pdf/pdf-text';
import type { ReceiptData } from './receipt-content';
import { drawAmounts, drawDescription, drawReferences } from './receipt-pdf-body';
import { drawHead, drawPageFurniture } from './receipt-pdf-head';
import { FOOTER_SPACE, LIMIT, MARGIN, TOP } from './receipt-pdf-style';

/**
 * Renders a receipt and returns the PDF as a stream (the document is already ended): pipe it to the reply.
 * The output depends only on `data` (CreationDate is `issuedAt`), so the same receipt gives the same bytes.
 */
export function renderReceiptPdf(data: ReceiptData): NodeJS.ReadableStream {
  const title = standardFontText(data.labels.title, LIMIT.line);
  const number = standardFontText(data.receiptNumber, LIMIT.line);
  const brand = standardFontText(data.brandName, LIMIT.line);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: TOP, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    lang: data.locale,
    displayTitle: true,
    // The file's ID is a hash of this: with issuedAt as CreationDate, the same receipt gives the same bytes.
    info: {
      Title: `${title} ${number}`,
      Author: brand,
      Subject: title,
      Keywords: data.kind,
      CreationDate: data.issuedAt,
    },
  });
  drawHead(doc, data, title, number);
  drawDescription(doc, data);
  drawAmounts(doc, data);
  drawReferences(doc, data);
  drawPageFurniture(doc, data, title, number);
  doc.end();
  return doc;
}

/** The whole PDF in memory: for tests and email attachments. */
export async function renderReceiptPdfBuffer(data: ReceiptData): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of renderReceiptPdf(data)) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'binary') : chunk);
  }
  return Buffer.concat(chunks);
}
