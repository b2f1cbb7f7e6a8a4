// Payment receipts ("comprovantes") as PDF, drawn with pdfkit's standard Helvetica (no font files to ship).
// The standard fonts are WinAnsi-encoded: every user-provided string is cleaned to that character set first
// (control characters removed, accents kept, other characters reduced to their base letter or '?').
import PDFDocument from 'pdfkit';

export interface ReceiptParty {
  name: string;
  email: string | null;
  document?: string | null;
}

export interface ReceiptData {
  locale: 'pt-BR' | 'en-US' | 'es';
  brandName: string;
  receiptNumber: string;
  kind: 'sale' | 'commission' | 'payout' | 'plan';
  issuedAt: Date;
  paidAt: Date | null;
  /** Already translated label, e.g. 'Concluído'. */
  status: string;
  description: string;
  /** Already translated, e.g. 'Pix'. */
  method: string;
  payer: ReceiptParty;
  payee: ReceiptParty;
  lines: { label: string; amountCents: number }[];
  totalLabel: string;
  totalCents: number;
  providerRefs: { label: string; value: string }[];
  /** Translated labels; `page` holds `{{page}}` and `{{pages}}`, e.g. 'Página {{page}} de {{pages}}'. */
  labels: {
    title: string;
    number: string;
    issuedAt: string;
    paidAt: string;
    status: string;
    method: string;
    payer: string;
    payee: string;
    description: string;
    references: string;
    page: string;
    footer: string;
  };
}

type Doc = PDFKit.PDFDocument;
type Style = { font: string; size: number; color: string };

const MARGIN = 50;
const TOP = 92; // content top on every page; later pages draw a slim header above it
const FOOTER_SPACE = 44;
const BAR_HEIGHT = 72;
const BRAND = '#4f46e5'; // white on it: 6.3:1
const INK = '#111827';
const MUTED = '#4b5563'; // on white: 7.6:1
const RULE = '#e5e7eb';
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const S = {
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
const AMOUNT_WIDTH = 130;
const PAD = 10;
const LIMIT = { line: 120, email: 254, description: 500, reference: 200, footer: 300 } as const;

// Characters outside Latin-1 that WinAnsi (CP1252) has a glyph for.
const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);
// Letters that do not decompose into a base letter and a mark.
const PLAIN_LETTER: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i' };
const isWinAnsi = (cp: number) =>
  (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp);

/**
 * Makes a user-provided string safe to draw: control and format characters go (line breaks and tabs become
 * spaces unless `multiline`), characters the standard fonts cannot draw become their unaccented letter or
 * '?', runs of spaces collapse, and the result is cut at `max` characters with an ellipsis.
 */
function clean(value: string | null | undefined, max: number, multiline = false): string {
  let out = '';
  for (const char of (value ?? '').slice(0, max * 4).normalize('NFC')) {
    const cp = char.codePointAt(0) ?? 0;
    if (char === '\n' || char === '\r' || char === '\t' || cp === 0x2028 || cp === 0x2029) {
      out += multiline && char !== '\t' ? '\n' : ' ';
    } else if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || /\p{Cf}/u.test(char)) {
      // dropped: C0, DEL, C1 and invisible format characters (bidi overrides, zero-width space)
    } else if (/\p{Zs}/u.test(char)) {
      out += ' ';
    } else if (isWinAnsi(cp)) {
      out += char;
    } else {
      const base = PLAIN_LETTER[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every((c) => isWinAnsi(c.codePointAt(0) ?? 0)) ? base : '?';
    }
  }
  out = out
    .replace(/ {2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return out.length > max ? `${out.slice(0, max - 1).trimEnd()}…` : out;
}

const DATE_FORMAT: Intl.DateTimeFormatOptions = {
  timeZone: 'America/Sao_Paulo',
  timeZoneName: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');

/** Currency (BRL) in the receipt's locale, with plain spaces: 'R$ 1.234,56' in pt-BR. */
export function formatReceiptMoney(cents: number, locale: ReceiptData['locale']): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
  return plainSpaces(format.format(cents / 100));
}

/** Date and time in São Paulo, with the zone's abbreviation: '05/03/2026, 14:30 BRT' in pt-BR. */
export function formatReceiptDate(date: Date | null, locale: ReceiptData['locale']): string {
  if (date === null) return '—';
  return plainSpaces(new Intl.DateTimeFormat(locale, DATE_FORMAT).format(date));
}

/** Draws `text` at (x, y) and returns the y just below it. */
function write(doc: Doc, text: string, x: number, y: number, w: number, style: Style, right = false): number {
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
  doc.text(text, x, y, { width: w, align: right ? 'right' : 'left', lineGap: 1.5 });
  return doc.y;
}

function measure(doc: Doc, text: string, width: number, style: Style): number {
  return doc.font(style.font).fontSize(style.size).heightOfString(text, { width, lineGap: 1.5 });
}

/** Starts a new page when `height` does not fit above the footer; true when it did. */
function ensureRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= doc.page.height - MARGIN - FOOTER_SPACE) return false;
  doc.addPage();
  doc.y = TOP;
  return true;
}

function rule(doc: Doc, y: number): void {
  doc.moveTo(MARGIN, y).lineTo(doc.page.width - MARGIN, y);
  doc.lineWidth(0.75).strokeColor(RULE).stroke();
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

function sectionTitle(doc: Doc, text: string, minFollowing: number): void {
  ensureRoom(doc, 24 + minFollowing);
  doc.y = write(doc, text, MARGIN, doc.y, contentWidth(doc), S.section) + 6;
}

type Run = { text: string; style: Style; gap: number };

function partyRuns(label: string, party: ReceiptParty): Run[] {
  const runs: Run[] = [
    { text: clean(label, LIMIT.line), style: S.label, gap: 3 },
    { text: clean(party.name, LIMIT.line) || '—', style: S.value, gap: 2 },
  ];
  for (const text of [clean(party.email, LIMIT.email), clean(party.document, LIMIT.line)]) {
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

function amountRow(doc: Doc, label: string, amount: string, total: boolean): void {
  const width = contentWidth(doc);
  const labelWidth = width - AMOUNT_WIDTH - 3 * PAD;
  const style = total ? S.total : S.text;
  const padY = total ? 10 : 7;
  const height = Math.max(measure(doc, label, labelWidth, style), measure(doc, amount, AMOUNT_WIDTH, style));
  if (ensureRoom(doc, height + 2 * padY) && !total) rule(doc, doc.y); // the table's top edge on a new page
  const y = doc.y;
  if (total) doc.rect(MARGIN, y, width, height + 2 * padY).fill('#eef2ff');
  write(doc, label, MARGIN + PAD, y + padY, labelWidth, style);
  write(doc, amount, MARGIN + width - PAD - AMOUNT_WIDTH, y + padY, AMOUNT_WIDTH, style, true);
  if (!total) rule(doc, y + height + 2 * padY);
  doc.x = MARGIN;
  doc.y = y + height + 2 * padY;
}

/** The header bar, the title, the receipt's facts and the parties: always on the first page. */
function drawHead(doc: Doc, data: ReceiptData, title: string, number: string): void {
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, BAR_HEIGHT).fill(BRAND);
  write(doc, clean(data.brandName, 40), MARGIN, 26, width, S.brand);
  doc.y = write(doc, title, MARGIN, BAR_HEIGHT + 28, width, S.title) + 14;

  const facts: [string, string][] = [
    [data.labels.number, number],
    [data.labels.issuedAt, formatReceiptDate(data.issuedAt, data.locale)],
    [data.labels.paidAt, formatReceiptDate(data.paidAt, data.locale)],
    [data.labels.status, clean(data.status, LIMIT.line)],
    [data.labels.method, clean(data.method, LIMIT.line)],
  ];
  const column = width / 3;
  for (let row = 0; row < facts.length; row += 3) {
    const top = doc.y;
    let bottom = top;
    facts.slice(row, row + 3).forEach(([label, value], i) => {
      const x = MARGIN + i * column;
      const below = write(doc, clean(label, LIMIT.line), x, top, column - PAD, S.label) + 2;
      bottom = Math.max(bottom, write(doc, value || '—', x, below, column - PAD, S.value));
    });
    doc.y = bottom + 12;
  }
  rule(doc, doc.y);
  doc.y += 18;

  const boxWidth = (width - 16) / 2;
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

/** Footer, page numbers and, after the first page, a slim header: written once every page exists. */
function drawPageFurniture(doc: Doc, data: ReceiptData, title: string, number: string): void {
  const { start, count } = doc.bufferedPageRange();
  const footer = clean(data.labels.footer, LIMIT.footer);
  const pageLabel = clean(data.labels.page, LIMIT.line);
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin must not add a page
    const width = contentWidth(doc);
    const y = doc.page.height - MARGIN - 16;
    rule(doc, y);
    const page = pageLabel.replaceAll('{{page}}', String(i + 1)).replaceAll('{{pages}}', String(count));
    write(doc, footer, MARGIN, y + 8, width - 120, S.small);
    write(doc, page, MARGIN + width - 110, y + 8, 110, S.small, true);
    if (i > 0) {
      write(doc, clean(data.brandName, 40), MARGIN, 40, 150, S.section);
      write(doc, `${title} · ${number}`, MARGIN + 150, 41, width - 150, S.label, true);
      rule(doc, 62);
    }
    doc.page.margins.bottom = bottomMargin;
  }
}

/**
 * Renders a receipt and returns the PDF as a stream (the document is already ended): pipe it to the reply.
 * The output depends only on `data` (CreationDate is `issuedAt`), so the same receipt gives the same bytes.
 */
export function renderReceiptPdf(data: ReceiptData): NodeJS.ReadableStream {
  const title = clean(data.labels.title, LIMIT.line);
  const number = clean(data.receiptNumber, LIMIT.line);
  const brand = clean(data.brandName, LIMIT.line);
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

  const description = clean(data.description, LIMIT.description, true);
  if (description !== '') {
    const height = measure(doc, description, contentWidth(doc), S.text);
    sectionTitle(doc, clean(data.labels.description, LIMIT.line), height);
    doc.y = write(doc, description, MARGIN, doc.y, contentWidth(doc), S.text) + 20;
  }

  ensureRoom(doc, 40);
  rule(doc, doc.y);
  for (const line of data.lines) {
    amountRow(doc, clean(line.label, LIMIT.line), formatReceiptMoney(line.amountCents, data.locale), false);
  }
  amountRow(doc, clean(data.totalLabel, LIMIT.line), formatReceiptMoney(data.totalCents, data.locale), true);
  doc.y += 24;

  if (data.providerRefs.length > 0) {
    const valueWidth = contentWidth(doc) - 170;
    sectionTitle(doc, clean(data.labels.references, LIMIT.line), 20);
    for (const ref of data.providerRefs) {
      const label = clean(ref.label, LIMIT.line);
      const value = clean(ref.value, LIMIT.reference) || '—';
      const height = Math.max(measure(doc, label, 160, S.aside), measure(doc, value, valueWidth, S.ref));
      ensureRoom(doc, height + 6);
      const y = doc.y;
      write(doc, label, MARGIN, y, 160, S.aside);
      write(doc, value, MARGIN + 170, y, valueWidth, S.ref);
      doc.x = MARGIN;
      doc.y = y + height + 6;
    }
  }

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
