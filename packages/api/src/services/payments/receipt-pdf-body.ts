// The receipt's body below the head: the description, the amounts with their total, the provider references.
// A block that does not fit above the footer moves to the next page.

import { TINT } from '../pdf/pdf-house-style';
import { standardFontText } from '../pdf/pdf-text';
import type { ReceiptData } from './receipt-content';
import { formatReceiptMoney } from './receipt-format';
import {
  AMOUNT_WIDTH,
  contentWidth,
  type Doc,
  ensureRoom,
  LIMIT,
  MARGIN,
  measure,
  PAD,
  rule,
  S,
  write,
} from './receipt-pdf-style';

function sectionTitle(doc: Doc, text: string, minFollowing: number): void {
  ensureRoom(doc, 24 + minFollowing);
  doc.y = write(doc, text, MARGIN, doc.y, contentWidth(doc), S.section) + 6;
}

export function drawDescription(doc: Doc, data: ReceiptData): void {
  const description = standardFontText(data.description, LIMIT.description, true);
  if (description === '') return;
  const height = measure(doc, description, contentWidth(doc), S.text);
  sectionTitle(doc, standardFontText(data.labels.description, LIMIT.line), height);
  doc.y = write(doc, description, MARGIN, doc.y, contentWidth(doc), S.text) + 20;
}

function amountRow(doc: Doc, label: string, amount: string, total: boolean): void {
  const width = contentWidth(doc);
  const labelWidth = width - AMOUNT_WIDTH - 3 * PAD;
  const style = total ? S.total : S.text;
  const padY = total ? 10 : 7;
  const height = Math.max(measure(doc, label, labelWidth, style), measure(doc, amount, AMOUNT_WIDTH, style));
  if (ensureRoom(doc, height + 2 * padY) && !total) rule(doc, doc.y); // the table's top edge on a new page
  const y = doc.y;
  if (total) doc.rect(MARGIN, y, width, height + 2 * padY).fill(TINT);
  write(doc, label, MARGIN + PAD, y + padY, labelWidth, style);
  write(doc, amount, MARGIN + width - PAD - AMOUNT_WIDTH, y + padY, AMOUNT_WIDTH, style, true);
  if (!total) rule(doc, y + height + 2 * padY);
  doc.x = MARGIN;
  doc.y = y + height + 2 * padY;
}

/** The amounts table: label left, amount right, and a tinted bold total row. */
export function drawAmounts(doc: Doc, data: ReceiptData): void {
  ensureRoom(doc, 40);
  rule(doc, doc.y);
  for (const line of data.lines) {
    const label = standardFontText(line.label, LIMIT.line);
    const period = line.period ? standardFontText(line.period, LIMIT.line) : '';
    amountRow(doc, label, `${formatReceiptMoney(line.amountCents, data.locale)}${period}`, false);
  }
  const totalLabel = standardFontText(data.totalLabel, LIMIT.line);
  amountRow(doc, totalLabel, formatReceiptMoney(data.totalCents, data.locale), true);
  doc.y += 24;
}

export function drawReferences(doc: Doc, data: ReceiptData): void {
  if (data.providerRefs.length === 0) return;
  const valueWidth = contentWidth(doc) - 170;
  sectionTitle(doc, standardFontText(data.labels.references, LIMIT.line), 20);
  for (const ref of data.providerRefs) {
    const label = standardFontText(ref.label, LIMIT.line);
    const value = standardFontText(ref.value, LIMIT.reference) || '—';
    const height = Math.max(measure(doc, label, 160, S.aside), measure(doc, value, valueWidth, S.ref));
    ensureRoom(doc, height + 6);
    const y = doc.y;
    write(doc, label, MARGIN, y, 160, S.aside);
    write(doc, value, MARGIN + 170, y, valueWidth, S.ref);
    doc.x = MARGIN;
    doc.y = y + height + 6;
  }
}
