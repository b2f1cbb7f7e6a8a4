// What the receipts and the report exports share on paper: the palette, pdfkit's standard Helvetica, the rules
// between blocks, the 'Página X de Y' label, and numbers printed with plain spaces.
import type { SupportedLocale } from '@afilia/i18n';

type Doc = PDFKit.PDFDocument;

export const BRAND = '#4f46e5'; // white on it: 6.3:1
export const INK = '#111827';
export const MUTED = '#4b5563'; // on white: 7.6:1
export const RULE = '#e5e7eb';
/** Behind table headers and totals rows. */
export const TINT = '#eef2ff';
export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

/** A thin horizontal rule from `fromX` to `toX`. */
export function drawRule(doc: Doc, fromX: number, toX: number, y: number, lineWidth: number): void {
  doc.moveTo(fromX, y).lineTo(toX, y).lineWidth(lineWidth).strokeColor(RULE).stroke();
}

/** A translated 'Página {{page}} de {{pages}}' filled in. */
export function pageOfPages(template: string, page: number, pages: number): string {
  return template.replaceAll('{{page}}', String(page)).replaceAll('{{pages}}', String(pages));
}

/** Intl puts no-break spaces after 'R$' and before '%': plain ones, so a text search finds 'R$ 730,00'. */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');

const moneyFormats = new Map<SupportedLocale, Intl.NumberFormat>();

/** Currency (BRL) in the locale with plain spaces: 'R$ 1.234,56' in pt-BR. */
export function formatMoney(cents: number, locale: SupportedLocale): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
    moneyFormats.set(locale, format);
  }
  return plainSpaces(format.format(cents / 100));
}
