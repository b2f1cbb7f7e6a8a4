import { rebuildReportTotals, reverseSale, XLSX_MONEY_FORMAT, XLSX_PERCENT_FORMAT } from '@afilia/api/server';
import { businessDay } from '@afilia/validators';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldUser } from '../affiliations/affiliation-world';
import { createTestApp, expectOk, type TestApp } from '../support/harness';
import { buyerNoticeDeps, insertSale } from '../support/sale-fixtures';
import { addReportActors, noon } from './report-world';

let t: TestApp;
let producer: WorldUser;
let other: WorldUser;
let starter: WorldUser;
let r1: WorldUser;
let r2: WorldUser;
let admin: WorldUser;
/** The order codes of the producer's sales paid in March (São Paulo), in payment order. */
const marchOrders: string[] = [];
/** Of those, the ones through Rita (r1). */
const ritaOrders: string[] = [];
/** Duda's sale, refunded on 12 March: its refund is a line of its own after March's payments. */
let refundedOrder = '';

const MARCH = 'period=custom&from=2026-03-01&to=2026-03-31';

beforeAll(async () => {
  t = await createTestApp();
  const actors = await addReportActors(t, 'EXP');
  ({ producer, other, starter, r1, r2, admin } = actors);
  const { world, productA, productB, othersProduct, linkA, linkB } = actors;
  await world.addClicks(linkA.id, noon('2026-03-05'), 40, 25);
  await world.addClicks(linkB.id, noon('2026-03-07'), 10, 4);

  const a = { producerId: producer.id, productId: productA.id, productTitle: 'Curso A — Confeitaria 🍰' };
  const b = { producerId: producer.id, productId: productB.id, productTitle: 'Ebook B' };
  const sold = async (options: Parameters<typeof insertSale>[1], march: boolean, rita = false) => {
    const sale = await insertSale(t.db, options);
    if (march) marchOrders.push(sale.orderCode);
    if (march && rita) ritaOrders.push(sale.orderCode);
    return sale;
  };
  // In payment order: the list is sorted by paid_at.
  await sold(
    {
      ...a,
      amountCents: 10_000,
      buyerName: 'Bia Compradora',
      createdAt: noon('2026-03-02'),
      reseller: { id: r1.id },
      commission: { amountCents: 1_000 },
    },
    true,
    true,
  );
  await sold(
    {
      ...a,
      amountCents: 20_000,
      method: 'pix',
      buyerName: 'Caio Comprador',
      createdAt: new Date('2026-03-02T16:00:00Z'),
      reseller: { id: r1.id },
      commission: { amountCents: 2_000 },
    },
    true,
    true,
  );
  const refunded = await sold(
    {
      ...a,
      amountCents: 30_000,
      buyerName: 'Duda Reembolsada',
      createdAt: noon('2026-03-10'),
      reseller: { id: r1.id },
      commission: { amountCents: 3_000 },
    },
    true,
    true,
  );
  await sold(
    {
      ...b,
      amountCents: 5_000,
      method: 'boleto',
      buyerName: 'Edu Boleto',
      createdAt: noon('2026-03-15'),
      reseller: { id: r2.id },
      commission: { amountCents: 500 },
    },
    true,
  );
  await sold({ ...b, amountCents: 7_000, buyerName: 'Fabi Direta', createdAt: noon('2026-03-20') }, true);
  // 23:30 on 31 March in São Paulo is 1 April in UTC: March's. 00:30 on 1 April is April's.
  await sold(
    {
      ...b,
      amountCents: 1_000,
      method: 'pix',
      buyerName: 'Gabi Noturna',
      createdAt: new Date('2026-04-01T02:30:00Z'),
    },
    true,
  );
  await sold({ ...b, amountCents: 999, method: 'pix', createdAt: new Date('2026-04-01T03:30:00Z') }, false);
  await sold(
    {
      ...a,
      amountCents: 8_000,
      createdAt: noon('2026-02-10'),
      reseller: { id: r1.id },
      commission: { amountCents: 800 },
    },
    false,
  );
  await sold({ ...a, amountCents: 4_000, status: 'pending', createdAt: noon('2026-03-03') }, false);
  await sold(
    { producerId: other.id, productId: othersProduct.id, amountCents: 50_000, createdAt: noon('2026-03-03') },
    false,
  );
  await t.db.transaction(async (tx) => {
    await rebuildReportTotals(tx, producer.id);
    await rebuildReportTotals(tx, other.id);
  });
  await t.db.transaction((tx) =>
    reverseSale(tx, buyerNoticeDeps(t), refunded.id, 'refunded', noon('2026-03-12')),
  );
  refundedOrder = refunded.orderCode;
});
afterAll(() => t.close());

interface Download {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
  json: { error?: { appCode?: string } } | null;
}

async function download(query: string, user: WorldUser | null, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reports/export?${query}`,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
  });
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.rawPayload,
    json: isJson ? (JSON.parse(response.body) as Download['json']) : null,
  } satisfies Download;
}

async function workbook(query: string, user: WorldUser, headers: Record<string, string> = {}) {
  const response = await download(query, user, headers);
  expect(response.status, response.body.toString('utf8').slice(0, 300)).toBe(200);
  const book = new ExcelJS.Workbook();
  // exceljs's reader (not the streaming one: the assertions look at every sheet at once).
  const { buffer, byteOffset, byteLength } = response.body;
  await book.xlsx.load(buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer);
  return { book, response };
}

async function pdfText(query: string, user: WorldUser, headers: Record<string, string> = {}) {
  const response = await download(query, user, headers);
  expect(response.status, response.body.toString('utf8').slice(0, 300)).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(response.body));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { pages: text, totalPages, all: text.join('\n'), response };
}

function sheet(book: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const found = book.getWorksheet(name);
  if (!found) throw new Error(`no sheet ${name}: ${book.worksheets.map((s) => s.name).join(', ')}`);
  return found;
}

/** The sheet's rows as plain values (formula cells give their cached result), header first. */
function rowsOf(ws: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  ws.eachRow({ includeEmpty: true }, (row) => {
    const values: unknown[] = [];
    for (let c = 1; c <= ws.columnCount; c++) {
      const value = row.getCell(c).value;
      values.push(value && typeof value === 'object' && 'formula' in value ? value.result : value);
    }
    rows.push(values);
  });
  return rows;
}

/** The row whose first cell is `label`. */
function rowLabelled(ws: ExcelJS.Worksheet, label: string): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  ws.eachRow((row) => {
    if (row.getCell(1).value === label) found = row;
  });
  if (!found) throw new Error(`no row ${label} in ${ws.name}`);
  return found;
}

const cents = (value: unknown) => Math.round(Number(value) * 100);

describe('report export', () => {
  it('streams the sales tab as XLSX: sheets, R$ money, dates, totals equal to the report to the cent', async () => {
    const report = await t.call(
      'reports.sales',
      { period: 'custom', from: '2026-03-01', to: '2026-03-31' },
      {
        cookie: producer.cookie,
      },
    );
    const data = expectOk(report);
    const { book, response } = await workbook(`tab=sales&format=xlsx&${MARCH}`, producer);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(book.worksheets.map((ws) => ws.name)).toEqual(['Resumo', 'Série', 'Métodos', 'Origens', 'Vendas']);

    const summary = sheet(book, 'Resumo');
    expect(summary.getRow(1).font?.bold).toBe(true);
    expect(summary.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const revenue = rowLabelled(summary, 'Faturamento');
    expect(typeof revenue.getCell(2).value).toBe('number');
    expect(cents(revenue.getCell(2).value)).toBe(data.summary.revenueCents);
    expect(revenue.getCell(2).numFmt).toBe(XLSX_MONEY_FORMAT);
    expect(cents(revenue.getCell(3).value)).toBe(8_000);
    expect(cents(rowLabelled(summary, 'Líquido').getCell(2).value)).toBe(data.summary.netCents);
    expect(rowLabelled(summary, 'Vendas').getCell(2).value).toBe(6);
    expect(revenue.getCell(4).numFmt).toBe(XLSX_PERCENT_FORMAT);
    expect(rowsOf(summary).flat()).toContain('Período (Personalizado): 01/03/2026 a 31/03/2026');

    const methods = sheet(book, 'Métodos');
    expect(rowsOf(methods).slice(1)).toEqual([
      ['Cartão', 3, 470, 470 / 730],
      ['Pix', 2, 210, 210 / 730],
      ['Boleto', 1, 50, 50 / 730],
      ['Total', 6, 730, 1],
    ]);
    // These sales came with no tracking parameters: one source, the direct visits, with the whole period.
    expect(rowsOf(sheet(book, 'Origens'))).toEqual([
      ['Origem (utm_source)', 'Vendas', 'Faturamento', 'Reembolsos', 'Comissões'],
      ['Acesso direto', 6, 730, data.summary.refundsCents / 100, data.summary.commissionCents / 100],
      ['Total', 6, 730, data.summary.refundsCents / 100, data.summary.commissionCents / 100],
    ]);

    const series = sheet(book, 'Série');
    const seriesRows = rowsOf(series);
    expect(seriesRows).toHaveLength(1 + 31 + 1);
    expect(seriesRows[2]?.[0]).toEqual(new Date('2026-03-02T00:00:00Z'));
    expect(series.getCell('A3').numFmt).toBe('dd/mm/yyyy');
    const seriesTotals = series.getRow(33);
    expect(seriesTotals.getCell(3).value).toEqual({ formula: 'SUM(C2:C32)', result: 730 });
    const commissions = seriesTotals.getCell(5).value as { formula: string; result: number };
    expect(commissions.formula).toBe('SUM(E2:E32)');
    expect(cents(commissions.result)).toBe(data.summary.commissionCents);

    const list = sheet(book, 'Vendas');
    expect(list.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const listRows = rowsOf(list);
    expect(listRows[0]).toEqual([
      'Pedido',
      'Data/hora',
      'Produto',
      'Comprador',
      'Revendedor',
      'Método',
      'Status',
      'Valor',
      'Comissão',
      'Origem',
    ]);
    expect(listRows.slice(1, -1).map((row) => row[0])).toEqual([...marchOrders, refundedOrder]);
    expect(listRows[1]?.slice(1)).toEqual([
      new Date('2026-03-02T12:00:00Z'),
      'Curso A — Confeitaria 🍰',
      'Bia Compradora',
      'Rita Um',
      'Cartão',
      'Pago',
      100,
      10,
      null,
    ]);
    expect(listRows.find((row) => row[3] === 'Duda Reembolsada')?.[6]).toBe('Reembolsado');
    // 23:30 on 31 March in São Paulo.
    expect(listRows.find((row) => row[3] === 'Gabi Noturna')?.[1]).toEqual(new Date('2026-03-31T23:30:00Z'));
    // The refund, on its own day, takes the sale's amount and commission back.
    expect(listRows.at(-2)?.slice(1)).toEqual([
      new Date('2026-03-12T12:00:00Z'),
      'Curso A — Confeitaria 🍰',
      'Duda Reembolsada',
      'Rita Um',
      'Cartão',
      'Reembolsado',
      -300,
      -30,
      null,
    ]);
    expect(list.getCell('B2').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(list.getCell('H2').numFmt).toBe(XLSX_MONEY_FORMAT);
    const totals = list.getRow(listRows.length);
    expect(totals.font?.bold).toBe(true);
    // The list's sums are the summary's net revenue and commissions.
    expect(totals.getCell(8).value).toEqual({ formula: 'SUM(H2:H8)', result: 430 });
    expect(totals.getCell(9).value).toEqual({ formula: 'SUM(I2:I8)', result: 35 });
    expect(totals.getCell(8).numFmt).toBe(XLSX_MONEY_FORMAT);
    expect(cents((totals.getCell(8).value as { result: number }).result)).toBe(data.summary.netRevenueCents);
    expect(cents((totals.getCell(9).value as { result: number }).result)).toBe(data.summary.commissionCents);
  });

  it('streams the sales tab as PDF: the period, the totals in reais, Página X de N on every page', async () => {
    const { pages, totalPages, all, response } = await pdfText(`tab=sales&format=pdf&${MARCH}`, producer);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(all).toContain('Afilia');
    expect(all).toContain('Relatório de vendas');
    expect(all).toContain('01/03/2026 a 31/03/2026');
    expect(all).toContain('29/01/2026 a 28/02/2026');
    expect(all).toContain('R$ 730,00');
    expect(all).toContain('R$ 395,00');
    expect(all).toContain('R$ 35,00');
    expect(all).toContain('Bia Compradora');
    // Outside WinAnsi: the emoji is drawn as '?'.
    expect(all).toContain('Curso A — Confeitaria ?');
    for (const order of marchOrders) expect(all).toContain(order);
    expect(totalPages).toBeGreaterThanOrEqual(2);
    for (const [index, text] of pages.entries())
      expect(text).toContain(`Página ${index + 1} de ${totalPages}`);
  });

  it('exports Vendedores with every column and a totals row equal to the report', async () => {
    const report = await t.call(
      'reports.sellers',
      { period: 'custom', from: '2026-03-01', to: '2026-03-31' },
      {
        cookie: producer.cookie,
      },
    );
    const rows = expectOk(report).rows;
    const { book, response } = await workbook(`tab=sellers&format=xlsx&${MARCH}`, producer);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="relatorio-vendedores-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(book.worksheets.map((ws) => ws.name)).toEqual(['Vendedores']);
    const ws = sheet(book, 'Vendedores');
    const values = rowsOf(ws);
    expect(values[0]).toEqual([
      'Revendedor',
      'E-mail',
      'Cliques',
      'Cliques únicos',
      'Vendas',
      'Conversão',
      'Faturamento',
      'Reembolsos',
      'Comissão',
    ]);
    expect(values[1]).toEqual(['Rita Um', expect.any(String), 40, 25, 3, 0.12, 600, 300, 30]);
    const totals = rowLabelled(ws, 'Total');
    expect(totals.number).toBe(4);
    expect(totals.getCell(7).value).toEqual({ formula: 'SUM(G2:G3)', result: 650 });
    expect(cents((totals.getCell(7).value as { result: number }).result)).toBe(
      rows.reduce((sum, row) => sum + row.revenueCents, 0),
    );
    expect(cents((totals.getCell(9).value as { result: number }).result)).toBe(
      rows.reduce((sum, row) => sum + row.commissionCents, 0),
    );
    expect(totals.getCell(3).value).toEqual({ formula: 'SUM(C2:C3)', result: 50 });
    expect(totals.getCell(6).value).toEqual({ formula: 'IF(D4=0,"",E4/D4)', result: 4 / 29 });
    expect(totals.getCell(6).numFmt).toBe(XLSX_PERCENT_FORMAT);
    expect(totals.getCell(7).numFmt).toBe(XLSX_MONEY_FORMAT);

    const pdf = await pdfText(`tab=sellers&format=pdf&${MARCH}`, producer);
    expect(pdf.all).toContain('Relatório de vendedores');
    expect(pdf.all).toContain('Rita Um');
    expect(pdf.all).toContain('R$ 650,00');
    expect(pdf.all).toContain('13,8%');
    expect(pdf.all).toContain(`Página 1 de ${pdf.totalPages}`);
  });

  it('exports Produtos with every column and a totals row equal to the report', async () => {
    const { book } = await workbook(`tab=products&format=xlsx&${MARCH}`, producer);
    expect(book.worksheets.map((ws) => ws.name)).toEqual(['Produtos']);
    const ws = sheet(book, 'Produtos');
    const values = rowsOf(ws);
    expect(values.slice(1, 3).map((row) => [row[0], row[4], row[6], row[7], row[8]])).toEqual([
      ['Curso A', 3, 600, 1, 300],
      ['Ebook B', 3, 130, 0, 0],
    ]);
    const totals = rowLabelled(ws, 'Total');
    expect(totals.getCell(7).value).toEqual({ formula: 'SUM(G2:G3)', result: 730 });
    expect(totals.getCell(8).value).toEqual({ formula: 'SUM(H2:H3)', result: 1 });

    const pdf = await pdfText(`tab=products&format=pdf&${MARCH}`, producer);
    expect(pdf.all).toContain('Relatório de produtos');
    expect(pdf.all).toContain('R$ 730,00');
    expect(pdf.all).toContain('Página 1 de 1');
  });

  it('names the file after the tab and today in São Paulo, streams it uncompressed and uncached', async () => {
    const today = businessDay(new Date());
    for (const [tab, slug] of [
      ['sales', 'vendas'],
      ['sellers', 'vendedores'],
      ['products', 'produtos'],
    ] as const) {
      const response = await download(`tab=${tab}&format=pdf&period=month`, producer, {
        'accept-encoding': 'br, gzip',
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="relatorio-${slug}-${today}.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-length']).toBeUndefined();
      expect(response.headers['transfer-encoding']).toBe('chunked');
      expect(response.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('shows a reseller only their own sales, without the buyers, and their commission', async () => {
    const { book } = await workbook(`tab=sales&format=xlsx&${MARCH}`, r1);
    const list = rowsOf(sheet(book, 'Vendas'));
    expect(list[0]).toEqual([
      'Pedido',
      'Data/hora',
      'Produto',
      'Método',
      'Status',
      'Valor',
      'Comissão',
      'Origem',
    ]);
    expect(list.slice(1, -1).map((row) => row[0])).toEqual([...ritaOrders, refundedOrder]);
    expect(list.at(-1)?.slice(5, 7)).toEqual([300, 30]);
    const summary = sheet(book, 'Resumo');
    expect(cents(rowLabelled(summary, 'Líquido (suas comissões)').getCell(2).value)).toBe(3_000);
    const pdf = await pdfText(`tab=sales&format=pdf&${MARCH}`, r1);
    expect(pdf.all).not.toContain('Bia Compradora');
    expect(pdf.all).not.toContain('Edu Boleto');
  });

  it('refuses the anonymous (401), a reseller on Vendedores (403) and Iniciante on the advanced tabs', async () => {
    const anonymous = await download(`tab=sales&format=pdf&${MARCH}`, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json?.error?.appCode).toBe('errors.auth.unauthenticated');

    const reseller = await download(`tab=sellers&format=xlsx&${MARCH}`, r1);
    expect(reseller.status).toBe(403);
    expect(reseller.json?.error?.appCode).toBe('errors.forbidden');

    for (const tab of ['sellers', 'products']) {
      const locked = await download(`tab=${tab}&format=pdf&${MARCH}`, starter);
      expect(locked.status).toBe(403);
      expect(locked.json?.error?.appCode).toBe('errors.reports.upgradeRequired');
    }
    expect((await download(`tab=sales&format=pdf&${MARCH}`, starter)).status).toBe(200);
  });

  it("never exports another producer's sales, even when asked by id; an admin may pick a producer", async () => {
    const { book } = await workbook(`tab=sales&format=xlsx&${MARCH}&producerId=${other.id}`, producer);
    const list = rowsOf(sheet(book, 'Vendas'));
    expect(list.slice(1, -1).map((row) => row[0])).toEqual([...marchOrders, refundedOrder]);
    expect(list.at(-1)?.[7]).toBe(430);

    const forOther = await workbook(`tab=sales&format=xlsx&${MARCH}`, other);
    expect(rowsOf(sheet(forOther.book, 'Vendas')).at(-1)?.[7]).toBe(500);

    const adminOne = await workbook(`tab=sales&format=xlsx&${MARCH}&producerId=${producer.id}`, admin);
    expect(
      rowsOf(sheet(adminOne.book, 'Vendas'))
        .slice(1, -1)
        .map((row) => row[0]),
    ).toEqual([...marchOrders, refundedOrder]);
    expect(rowsOf(sheet(adminOne.book, 'Resumo')).flat()).toContain('Produtor: Paula Produtora');
    const adminAll = await workbook(`tab=sales&format=xlsx&${MARCH}`, admin);
    const platform = rowsOf(sheet(adminAll.book, 'Vendas'));
    expect(platform.at(-1)?.[7]).toBeGreaterThanOrEqual(930);
    expect(rowsOf(sheet(adminAll.book, 'Resumo')).flat()).toContain('Produtor: Todos os produtores');
  });

  it('refuses a bad query with a 400 and the i18n code, never a 500', async () => {
    const cases: [string, string][] = [
      ['tab=sales&format=pdf&period=custom&from=2026-03-10&to=2026-03-01', 'errors.reports.invalidRange'],
      ['tab=sales&format=pdf&period=custom&from=2025-01-01&to=2026-03-01', 'errors.reports.rangeTooLong'],
      ['tab=sales&format=pdf&period=custom&from=2026-13-45&to=2026-03-01', 'errors.reports.invalidRange'],
      ['tab=sales&format=pdf&period=custom', 'errors.reports.invalidRange'],
      ['tab=sales&format=csv&period=month', 'errors.validation'],
      ['tab=everything&format=pdf', 'errors.validation'],
      ['format=pdf', 'errors.validation'],
      ['tab=sales&format=pdf&period=month&producerId=not-a-uuid', 'errors.validation'],
      ['tab=sales&tab=sellers&format=pdf', 'errors.validation'],
    ];
    for (const [query, code] of cases) {
      const response = await download(query, producer);
      expect(response.status, query).toBe(400);
      expect(response.json?.error?.appCode, query).toBe(code);
    }
  });

  it("writes in the user's language when the request says it", async () => {
    const { book } = await workbook(`tab=sales&format=xlsx&${MARCH}`, producer, {
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(book.worksheets.map((ws) => ws.name)).toEqual([
      'Summary',
      'Series',
      'Methods',
      'Sources',
      'Sales',
    ]);
    const pdf = await pdfText(`tab=sales&format=pdf&${MARCH}`, producer, { 'x-afilia-locale': 'es' });
    expect(pdf.all).toContain('Informe de ventas');
    expect(pdf.all).toContain(`Página 1 de ${pdf.totalPages}`);
  });
});

describe('report export limits', () => {
  it('builds one export per user at a time: the others get 429, Retry-After and a translated code', async () => {
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => download(`tab=sales&format=pdf&${MARCH}`, producer)),
    );
    const refused = responses.filter((response) => response.status === 429);
    expect(responses.filter((response) => response.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const response of refused) {
      expect(response.json?.error?.appCode).toBe('errors.reports.exportInProgress');
      expect(response.headers['retry-after']).toBe('15');
    }
    // Another user is not held up by the producer's exports, and the slot is free again once a file is out.
    const [mine, theirs] = await Promise.all([
      download(`tab=sales&format=pdf&${MARCH}`, producer),
      download(`tab=sales&format=pdf&${MARCH}`, r1),
    ]);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    // A refused query (400) frees its slot too.
    expect((await download('tab=sales&format=doc&period=month', producer)).status).toBe(400);
    expect((await download(`tab=sales&format=xlsx&${MARCH}`, producer)).status).toBe(200);
  });
});
