// One scenario, every reader: the overview, 'Vendas', 'Relatórios' (the screen's procedure and both exports),
// the reseller's commissions and activity, and the payment history all give the same figures, as
// docs/architecture/money-lifecycle.md defines them. The clock is injected: "this month" is April 2026.
import {
  getOverview,
  listPaymentHistory,
  listSales,
  rebuildReportTotals,
  reverseSale,
} from '@afilia/api/server';
import { eq, sales } from '@afilia/db';
import { paymentHistoryInput, salesListInput } from '@afilia/validators';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldUser } from '../affiliations/affiliation-world';
import { addReportActors, noon } from '../reports/report-world';
import { createTestApp, expectOk, TEST_ORIGIN, type TestApp } from '../support/harness';
import { buyerNoticeDeps, insertSale } from '../support/sale-fixtures';

/** Mid-April in São Paulo: this month is April 2026, last month March 2026. */
const NOW = new Date('2026-04-15T15:00:00Z');
const PRICE = 19_700;
const COMMISSION = 5_910;
const DIRECT = 5_000;

/** The figures every reader must agree on for a month. */
interface MonthFigures {
  paidCount: number;
  grossCents: number;
  reversedCount: number;
  reversedCents: number;
  netCents: number;
  commissionCents: number;
}

// March: Ana's and Bia's sales through Rita's link on the 10th, Bia's refunded on the 20th; Caio's at 23:30
// on 31 March (1 April in UTC: March's); Duda's direct sale at 23:59 on 15 March (the 16th in UTC). Edu's,
// paid in February, is charged back on 5 March. April: Fabi's direct Pix at 00:30 on 1 April, and the
// renewal of Ana's subscription through the link on the 10th.
const MARCH: MonthFigures = {
  paidCount: 4,
  grossCents: 3 * PRICE + DIRECT,
  reversedCount: 2,
  reversedCents: 2 * PRICE,
  netCents: 3 * PRICE + DIRECT - 2 * PRICE,
  commissionCents: 3 * COMMISSION - 2 * COMMISSION,
};
const APRIL: MonthFigures = {
  paidCount: 2,
  grossCents: PRICE + DIRECT,
  reversedCount: 0,
  reversedCents: 0,
  netCents: PRICE + DIRECT,
  commissionCents: COMMISSION,
};

let t: TestApp;
let producer: WorldUser;
let rita: WorldUser;
let refundedOrder = '';
let chargedBackOrder = '';

beforeAll(async () => {
  t = await createTestApp();
  const actors = await addReportActors(t, 'SFG');
  ({ producer, r1: rita } = actors);
  const { world, productA, productB, linkA } = actors;
  // Rita's link: 4 unique clicks in March, 2 in April.
  await world.addClicks(linkA.id, noon('2026-03-05'), 6, 4);
  await world.addClicks(linkA.id, noon('2026-04-05'), 3, 2);

  const viaRita = {
    producerId: producer.id,
    productId: productA.id,
    productTitle: 'Curso A',
    amountCents: PRICE,
    reseller: { id: rita.id, affiliationId: linkA.id },
  };
  const direct = {
    producerId: producer.id,
    productId: productB.id,
    productTitle: 'Ebook B',
    amountCents: DIRECT,
  };
  const ana = await insertSale(t.db, {
    ...viaRita,
    buyerName: 'Ana',
    createdAt: noon('2026-03-10'),
    commission: { amountCents: COMMISSION },
  });
  const bia = await insertSale(t.db, {
    ...viaRita,
    buyerName: 'Bia',
    createdAt: new Date('2026-03-10T16:00:00Z'),
    commission: { amountCents: COMMISSION },
  });
  await insertSale(t.db, {
    ...viaRita,
    buyerName: 'Caio',
    createdAt: new Date('2026-04-01T02:30:00Z'),
    commission: { amountCents: COMMISSION },
  });
  await insertSale(t.db, { ...direct, buyerName: 'Duda', createdAt: new Date('2026-03-16T02:59:00Z') });
  const edu = await insertSale(t.db, {
    ...viaRita,
    buyerName: 'Edu',
    createdAt: noon('2026-02-20'),
    commission: { amountCents: COMMISSION, status: 'paid', paidAt: noon('2026-02-28') },
  });
  await insertSale(t.db, {
    ...direct,
    method: 'pix',
    buyerName: 'Fabi',
    createdAt: new Date('2026-04-01T03:30:00Z'),
  });
  const renewal = await insertSale(t.db, {
    ...viaRita,
    buyerName: 'Ana',
    buyerEmail: ana.buyerEmail,
    createdAt: noon('2026-04-10'),
    commission: { amountCents: COMMISSION },
  });
  await t.db.update(sales).set({ renewalNumber: 1 }).where(eq(sales.id, renewal.id));
  await t.db.transaction((tx) => rebuildReportTotals(tx, producer.id));
  // The reversals go through the live path, on their own days: the refund cancels Bia's pending commission,
  // the chargeback of Edu's (already paid out) writes a negative adjustment.
  await t.db.transaction((tx) => reverseSale(tx, buyerNoticeDeps(t), bia.id, 'refunded', noon('2026-03-20')));
  await t.db.transaction((tx) =>
    reverseSale(tx, buyerNoticeDeps(t), edu.id, 'chargeback', noon('2026-03-05')),
  );
  refundedOrder = bia.orderCode;
  chargedBackOrder = edu.orderCode;
});
afterAll(() => t.close());

const actorOf = (user: WorldUser, role: 'producer' | 'reseller') => ({ id: user.id, role });

async function overviewFigures() {
  const overview = await getOverview(t.db, TEST_ORIGIN, actorOf(producer, 'producer'), NOW);
  if (overview.role === 'reseller') throw new Error('a producer overview was expected');
  const month = (m: typeof overview.sales.thisMonth): Omit<MonthFigures, 'commissionCents'> => ({
    paidCount: m.count,
    grossCents: m.grossCents,
    reversedCount: m.reversedCount,
    reversedCents: m.reversedCents,
    netCents: m.revenueCents,
  });
  return { overview, march: month(overview.sales.lastMonth), april: month(overview.sales.thisMonth) };
}

async function salesSummary(period: 'month' | 'lastMonth'): Promise<MonthFigures> {
  const { summary } = await listSales(
    t.db,
    actorOf(producer, 'producer'),
    salesListInput.parse({ period }),
    NOW,
  );
  return {
    paidCount: summary.paidCount,
    grossCents: summary.paidCents,
    reversedCount: summary.reversedCount,
    reversedCents: summary.refundedCents + summary.chargebackCents,
    netCents: summary.netCents,
    commissionCents: summary.commissionCents,
  };
}

const customMonth = (month: '2026-03' | '2026-04') => ({
  period: 'custom' as const,
  from: `${month}-01`,
  to: month === '2026-03' ? '2026-03-31' : '2026-04-30',
});

interface ReportSummary {
  salesCount: number;
  revenueCents: number;
  refundsCount: number;
  refundsCents: number;
  netRevenueCents: number;
  commissionCents: number;
  netCents: number;
}

async function reportSummary(user: WorldUser, month: '2026-03' | '2026-04'): Promise<ReportSummary> {
  const result = await t.call('reports.sales', customMonth(month), { cookie: user.cookie });
  expect(result.status, JSON.stringify(result.data)).toBe(200);
  return expectOk(result).summary;
}

const fromReport = (s: ReportSummary): MonthFigures => ({
  paidCount: s.salesCount,
  grossCents: s.revenueCents,
  reversedCount: s.refundsCount,
  reversedCents: s.refundsCents,
  netCents: s.netRevenueCents,
  commissionCents: s.commissionCents,
});

async function download(query: string, user: WorldUser): Promise<Buffer> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reports/export?${query}`,
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.rawPayload;
}

const cents = (value: unknown) => Math.round(Number(value) * 100);
const cellValue = (value: ExcelJS.CellValue) =>
  value && typeof value === 'object' && 'formula' in value ? value.result : value;

/** The Resumo's current-period column and the Vendas list's lines, from the spreadsheet export. */
async function spreadsheetFigures(user: WorldUser, month: '2026-03' | '2026-04') {
  const { from, to } = customMonth(month);
  const body = await download(`tab=sales&format=xlsx&period=custom&from=${from}&to=${to}`, user);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
  const summary = book.getWorksheet('Resumo');
  const list = book.getWorksheet('Vendas');
  if (!summary || !list) throw new Error('the export lacks its sheets');
  const labelled = new Map<string, unknown>();
  summary.eachRow((row) => {
    const label = row.getCell(1).value;
    if (typeof label === 'string') labelled.set(label, cellValue(row.getCell(2).value));
  });
  const header = (list.getRow(1).values as unknown[]).slice(1);
  const amountColumn = header.indexOf('Valor') + 1;
  const commissionColumn = header.indexOf('Comissão') + 1;
  const lines: { order: unknown; amount: number; commission: number }[] = [];
  let totals = { amount: 0, commission: 0 };
  list.eachRow((row, index) => {
    if (index === 1) return;
    const amount = cents(cellValue(row.getCell(amountColumn).value));
    const commission = cents(cellValue(row.getCell(commissionColumn).value) ?? 0);
    if (row.getCell(1).value === 'Total') totals = { amount, commission };
    else lines.push({ order: row.getCell(1).value, amount, commission });
  });
  return {
    summary: {
      paidCount: Number(labelled.get('Vendas')),
      grossCents: cents(labelled.get('Faturamento')),
      reversedCount: Number(labelled.get('Reembolsos (quantidade)')),
      reversedCents: cents(labelled.get('Reembolsos')),
      netCents: cents(labelled.get('Receita líquida')),
      commissionCents: cents(labelled.get('Comissões')),
    } satisfies MonthFigures,
    lines,
    totals,
  };
}

async function pdfText(user: WorldUser, month: '2026-03' | '2026-04'): Promise<string> {
  const { from, to } = customMonth(month);
  const body = await download(`tab=sales&format=pdf&period=custom&from=${from}&to=${to}`, user);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

/** 'R$ 1.234,56' (or '-R$ 59,10'), as the PDF prints money. */
function brl(value: number): string {
  const sign = value < 0 ? '-' : '';
  const [whole = '0', decimals = '00'] = (Math.abs(value) / 100).toFixed(2).split('.');
  return `${sign}R$ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${decimals}`;
}

async function historyEntries(period: 'month' | 'lastMonth') {
  const entries: { kind: string; direction: string; amountCents: number; reference: string | null }[] = [];
  for (let page = 1; ; page++) {
    const result = await listPaymentHistory(
      t.db,
      actorOf(producer, 'producer'),
      paymentHistoryInput.parse({ period, page }),
      NOW,
    );
    entries.push(...result.items);
    if (page * result.pageSize >= result.total) return entries.filter((entry) => entry.kind === 'sale');
  }
}

describe('the same figures on every screen', () => {
  it('gives the overview, the sales summary and the report one paid count, gross, reversals and net', async () => {
    const { march, april } = await overviewFigures();
    const { commissionCents: _m, ...marchMoney } = MARCH;
    const { commissionCents: _a, ...aprilMoney } = APRIL;
    expect(march).toEqual(marchMoney);
    expect(april).toEqual(aprilMoney);

    expect(await salesSummary('lastMonth')).toEqual(MARCH);
    expect(await salesSummary('month')).toEqual(APRIL);

    expect(fromReport(await reportSummary(producer, '2026-03'))).toEqual(MARCH);
    expect(fromReport(await reportSummary(producer, '2026-04'))).toEqual(APRIL);
  });

  it('exports the same figures, and the sales list sums to its own summary', async () => {
    for (const [month, figures] of [
      ['2026-03', MARCH],
      ['2026-04', APRIL],
    ] as const) {
      const sheet = await spreadsheetFigures(producer, month);
      expect(sheet.summary).toEqual(figures);
      // One line per payment, one negative line per refund or chargeback: the sums are the net figures.
      expect(sheet.lines.filter((line) => line.amount > 0)).toHaveLength(figures.paidCount);
      expect(sheet.lines.filter((line) => line.amount < 0)).toHaveLength(figures.reversedCount);
      expect(sheet.totals).toEqual({ amount: figures.netCents, commission: figures.commissionCents });
      expect(sheet.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(figures.netCents);
      expect(sheet.lines.reduce((sum, line) => sum + line.commission, 0)).toBe(figures.commissionCents);

      const pdf = await pdfText(producer, month);
      for (const cents of [figures.grossCents, figures.netCents, figures.commissionCents])
        expect(pdf).toContain(brl(cents));
    }
    const march = await spreadsheetFigures(producer, '2026-03');
    expect(march.lines.filter((line) => line.amount < 0).map((line) => line.order)).toEqual([
      chargedBackOrder,
      refundedOrder,
    ]);
    expect(await pdfText(producer, '2026-03')).toContain(brl(-PRICE));
  });

  it('keeps the payment history in step: payments on their day, reversals sent back on theirs', async () => {
    for (const [period, figures] of [
      ['lastMonth', MARCH],
      ['month', APRIL],
    ] as const) {
      const entries = await historyEntries(period);
      const received = entries.filter((entry) => entry.direction === 'received');
      const sent = entries.filter((entry) => entry.direction === 'sent');
      expect(received).toHaveLength(figures.paidCount);
      expect(received.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(figures.grossCents);
      expect(sent).toHaveLength(figures.reversedCount);
      expect(sent.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(figures.reversedCents);
    }
  });

  it("converts only the link's sales over the link's unique clicks, on the overview and in the reports", async () => {
    const { overview } = await overviewFigures();
    // April: the renewal through Rita's link over 2 unique clicks; Fabi's direct sale is not the link's.
    expect(overview.performance).toEqual({ sales: 1, uniqueClicks: 2, conversionRate: 0.5 });

    const reseller = await getOverview(t.db, TEST_ORIGIN, actorOf(rita, 'reseller'), NOW);
    if (reseller.role !== 'reseller') throw new Error('a reseller overview was expected');
    expect(reseller.sales.thisMonth).toEqual({
      count: 1,
      grossCents: PRICE,
      reversedCount: 0,
      reversedCents: 0,
      revenueCents: PRICE,
    });
    expect(reseller.conversionRate).toBe(0.5);

    const sellers = await t.call('reports.sellers', customMonth('2026-03'), { cookie: producer.cookie });
    const rows = expectOk(sellers).rows;
    // March: Ana's, Bia's and Caio's sales through the link over its 4 unique clicks.
    expect(rows.find((row) => row.resellerId === rita.id)).toMatchObject({
      salesCount: 3,
      conversion: 3 / 4,
    });
    const products = await t.call('reports.products', customMonth('2026-03'), { cookie: producer.cookie });
    const productRows = expectOk(products).rows;
    expect(productRows.find((row) => row.title === 'Curso A')?.conversion).toBe(3 / 4);
  });

  it("gives the reseller the same commissions: reports, overview, 'Minhas Comissões' and activity", async () => {
    const march = await reportSummary(rita, '2026-03');
    const april = await reportSummary(rita, '2026-04');
    // Rita's March: Ana's, Bia's and Caio's sales paid; Bia's refund and Edu's chargeback.
    expect(fromReport(march)).toEqual({
      paidCount: 3,
      grossCents: 3 * PRICE,
      reversedCount: 2,
      reversedCents: 2 * PRICE,
      netCents: PRICE,
      commissionCents: MARCH.commissionCents,
    });
    expect(march.netCents).toBe(MARCH.commissionCents);
    expect(april.commissionCents).toBe(APRIL.commissionCents);
    const sheet = await spreadsheetFigures(rita, '2026-03');
    expect(sheet.totals.commission).toBe(MARCH.commissionCents);

    const overview = await getOverview(t.db, TEST_ORIGIN, actorOf(rita, 'reseller'), NOW);
    if (overview.role !== 'reseller') throw new Error('a reseller overview was expected');
    expect(overview.commissions.thisMonthCents).toBe(APRIL.commissionCents);

    // Every commission standing (Edu's February one, taken back by its adjustment, included) sums to the
    // months' commission figures: February's, March's and April's.
    const february = await t.call(
      'reports.sales',
      { period: 'custom', from: '2026-02-01', to: '2026-02-28' },
      { cookie: rita.cookie },
    );
    const februaryCents = expectOk(february).summary.commissionCents;
    const listed = await t.call('commissions.list', {}, { cookie: rita.cookie });
    expect(listed.status, JSON.stringify(listed.data)).toBe(200);
    const totals = expectOk(listed).totals;
    expect(totals.pendingCents + totals.availableCents + totals.paidCents).toBe(
      februaryCents + MARCH.commissionCents + APRIL.commissionCents,
    );
    expect(totals.cancelledCents).toBe(COMMISSION);

    // The refund and the chargeback read as negatives in the reseller's activity.
    const reversals = overview.recentActivity.filter((item) => item.type !== 'commission');
    expect(reversals.map((item) => [item.type, item.orderCode, item.amountCents])).toEqual([
      ['refund', refundedOrder, -COMMISSION],
      ['chargeback', chargedBackOrder, -COMMISSION],
    ]);
  });
});
