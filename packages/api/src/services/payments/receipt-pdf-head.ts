// The receipt's first-page head (brand bar, title, facts, payer and payee) and what every page carries.
import { BRAND, pageOfPages, RULE } from '../pdf/pdf-house-style';
import { standardFontText } from '../pdf/pdf-text';
import type { ReceiptData, ReceiptParty } from './receipt-content';
import { formatReceiptDate } from './receipt-format';
import {
  BAR_HEIGHT,
  contentWidth,
  type Doc,
  LIMIT,
  MARGIN,
  measure,
  PAD,
  rule,
  S,
  type Style,
  write,
} from './receipt-pdf-style';

type Run = { text: string; style: Style; gap: number };

function partyRuns(label: string, party: ReceiptParty): Run[] {
  const runs: Run[] = [
    { text: standardFontText(label, LIMIT.line), style: S.label, gap: 3 },
    { text: standardFontText(party.name, LIMIT.line) || '—', style: S.value, gap: 2 },
  ];
  for (const text of [
    standardFontText(party.email, LIMIT.email),
    standardFontText(party.document, LIMIT.line),
  ]) {
    if (text !== '') runs.push({ text, style: S.aside, gap: 1 });
  }
  return runs;
}

function runsHeight(doc: Doc, runs: Run[], width: number): number {
  return runs.reduce((sum, run) => sum + measure(doc, run.text, width, run.style) + run.gap, 0);
}

function partyBox(doc: Doc, runs: Run[], x: number, y: number, width: number, height: number): void {
  doc.roundedRect(x, y, width, height, 6).lineWidth(0.75).strokeColor(RULE).stroke();
  let cursor = y + PAD;
  for (const run of runs)
    cursor = write(doc, run.text, x + PAD, cursor, width - 2 * PAD, run.style) + run.gap;
}

/** The number, dates, status and method in rows of three. */
function drawFacts(doc: Doc, data: ReceiptData, number: string): void {
  const facts: [string, string][] = [
    [data.labels.number, number],
    [data.labels.issuedAt, formatReceiptDate(data.issuedAt, data.locale)],
    [data.labels.paidAt, formatReceiptDate(data.paidAt, data.locale)],
    [data.labels.status, standardFontText(data.status, LIMIT.line)],
    [data.labels.method, standardFontText(data.method, LIMIT.line)],
  ];
  const column = contentWidth(doc) / 3;
  for (let row = 0; row < facts.length; row += 3) {
    const top = doc.y;
    let bottom = top;
    facts.slice(row, row + 3).forEach(([label, value], i) => {
      const x = MARGIN + i * column;
      const below = write(doc, standardFontText(label, LIMIT.line), x, top, column - PAD, S.label) + 2;
      bottom = Math.max(bottom, write(doc, value || '—', x, below, column - PAD, S.value));
    });
    doc.y = bottom + 12;
  }
}

/** Payer and payee side by side, in two boxes of the same height. */
function drawParties(doc: Doc, data: ReceiptData): void {
  const boxWidth = (contentWidth(doc) - 16) / 2;
  const payer = partyRuns(data.labels.payer, data.payer);
  const payee = partyRuns(data.labels.payee, data.payee);
  const inner = boxWidth - 2 * PAD;
  const height = Math.max(runsHeight(doc, payer, inner), runsHeight(doc, payee, inner));
  const top = doc.y;
  partyBox(doc, payer, MARGIN, top, boxWidth, height + 2 * PAD - 1);
  partyBox(doc, payee, MARGIN + boxWidth + 16, top, boxWidth, height + 2 * PAD - 1);
  doc.x = MARGIN;
  doc.y = top + height + 2 * PAD + 22;
}

/** The header bar, the title, the receipt's facts and the parties: always on the first page. */
export function drawHead(doc: Doc, data: ReceiptData, title: string, number: string): void {
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, BAR_HEIGHT).fill(BRAND);
  write(doc, standardFontText(data.brandName, 40), MARGIN, 26, width, S.brand);
  doc.y = write(doc, title, MARGIN, BAR_HEIGHT + 28, width, S.title) + 14;
  drawFacts(doc, data, number);
  rule(doc, doc.y);
  doc.y += 18;
  drawParties(doc, data);
}

/** Footer, page numbers and, after the first page, a slim header: written once every page exists. */
export function drawPageFurniture(doc: Doc, data: ReceiptData, title: string, number: string): void {
  const { start, count } = doc.bufferedPageRange();
  const footer = standardFontText(data.labels.footer, LIMIT.footer);
  const pageLabel = standardFontText(data.labels.page, LIMIT.line);
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin must not add a page
    const width = contentWidth(doc);
    const y = doc.page.height - MARGIN - 16;
    rule(doc, y);
    write(doc, footer, MARGIN, y + 8, width - 120, S.small);
    write(doc, pageOfPages(pageLabel, i + 1, count), MARGIN + width - 110, y + 8, 110, S.small, true);
    if (i > 0) {
      write(doc, standardFontText(data.brandName, 40), MARGIN, 40, 150, S.section);
      write(doc, `${title} · ${number}`, MARGIN + 150, 41, width - 150, S.label, true);
      rule(doc, 62);
    }
    doc.page.margins.bottom = bottomMargin;
  }
}
