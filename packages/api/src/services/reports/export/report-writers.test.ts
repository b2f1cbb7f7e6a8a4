import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { fitToWidth, pdfLine } from '../../pdf/pdf-text';
import type { SalesFigures, SalesReport } from '../sales-report';
import type { ExportDocument } from './export-document';
import { reportExportFilename } from './export-filename';
import { ExportAbortedError } from './export-sink';
import { type ExportContext, exportDocument } from './export-tables';
import { exportLocale } from './export-texts';
import { planReportPdf, writeReportPdf } from './pdf-writer';
import type { SaleExportRow } from './sales-rows';
import { writeReportXlsx } from './xlsx-writer';

const figures: SalesFigures = {
  salesCount: 3,
  revenueCents: 30_000,
  averageTicketCents: 10_000,
  refundsCount: 0,
  refundsCents: 0,
  netRevenueCents: 30_000,
  commissionCents: 3_000,
  netCents: 27_000,
};

const report: SalesReport = {
  period: {
    period: 'custom',
    from: '2026-03-01',
    to: '2026-03-03',
    previousFrom: '2026-02-26',
    previousTo: '2026-02-28',
    granularity: 'day',
  },
  summary: figures,
  previous: { ...figures, revenueCents: 0 },
  series: ['2026-03-01', '2026-03-02', '2026-03-03'].map((bucket) => ({
    bucket,
    salesCount: 1,
    revenueCents: 10_000,
    refundsCents: 0,
    commissionCents: 1_000,
    previousRevenueCents: 0,
  })),
  methods: [
    { method: 'card', salesCount: 3, revenueCents: 30_000 },
    { method: 'pix', salesCount: 0, revenueCents: 0 },
    { method: 'boleto', salesCount: 0, revenueCents: 0 },
  ],
  sources: [
    { utmSource: 'instagram', salesCount: 2, revenueCents: 20_000, refundsCents: 0, commissionCents: 2_000 },
    { utmSource: null, salesCount: 1, revenueCents: 10_000, refundsCents: 0, commissionCents: 1_000 },
  ],
};

const context: ExportContext = {
  locale: 'pt-BR',
  brandName: 'Afilia',
  scope: { kind: 'producer', producerId: '00000000-0000-4000-8000-000000000000' },
  producerName: null,
  now: new Date('2026-03-05T17:30:00Z'),
};

/** `produced` sales of R$ 1,00 (+ the index in cents); `stopped.at` is the index the reader let go at. */
function salesSource(produced: number) {
  const stopped = { at: -1, done: false, produced: 0 };
  async function* sales(): AsyncGenerator<SaleExportRow> {
    let index = 0;
    try {
      for (; index < produced; index++) {
        stopped.produced = index + 1;
        yield {
          id: String(index),
          entry: 'payment',
          orderCode: `AF${String(index).padStart(10, '0')}`,
          paidAtLocal: '2026-03-02 12:34:56',
          productTitle: 'Curso de confeitaria',
          origin: index % 2 === 0 ? 'instagram · stories' : null,
          buyerName: `Compradora ${index}`,
          resellerName: index % 2 === 0 ? 'Rita Um' : null,
          method: 'card',
          status: 'paid',
          amountCents: 100 + index,
          commissionCents: index % 2 === 0 ? 10 : null,
        };
      }
      stopped.done = true;
    } finally {
      stopped.at = index;
    }
  }
  return { sales: sales(), stopped };
}

function salesDocument(counted: number, produced = counted) {
  const source = salesSource(produced);
  const document = exportDocument(
    { tab: 'sales', report, salesCount: counted, sales: source.sales },
    context,
  );
  return { document, stopped: source.stopped };
}

async function collect(write: (sink: Writable) => Promise<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(sink);
  return Buffer.concat(chunks);
}

async function pdfPages(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}

describe('PDF export', () => {
  it('announces on every page the page count it lays out, with the list header on each list page', async () => {
    const { document } = salesDocument(1_000);
    const { pages: planned } = await planReportPdf(document);
    const pdf = await collect((sink) => writeReportPdf(document, sink));
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(planned);
    expect(planned).toBeGreaterThan(25);
    for (const [index, text] of pages.entries()) expect(text).toContain(`Página ${index + 1} de ${planned}`);
    for (const text of pages.slice(2)) expect(text).toMatch(/Pedido\s+Data\/hora\s+Produto/);
    // 1 000 sales of R$ 1,00 plus 0 to 999 cents: R$ 1.000,00 + R$ 4.995,00.
    expect(pages.at(-1)).toContain('R$ 5.995,00');
    expect(pages.at(-1)).toContain('AF0000000999');
  });

  it('keeps the counted pages when the list comes up short, and never prints more rows than counted', async () => {
    const short = salesDocument(200, 150);
    const planned = (await planReportPdf(short.document)).pages;
    const pages = await pdfPages(await collect((sink) => writeReportPdf(short.document, sink)));
    expect(pages).toHaveLength(planned);
    expect(pages.at(-1)).toContain(`Página ${planned} de ${planned}`);

    const long = salesDocument(10, 50);
    const text = (await pdfPages(await collect((sink) => writeReportPdf(long.document, sink)))).join('\n');
    expect(text).toContain('AF0000000009');
    expect(text).not.toContain('AF0000000010');
    // Let go while suspended on the 10th row (index 9): the 11th was never made.
    expect(long.stopped.at).toBe(9);
  });

  it('stops reading the sales when the download is cancelled', async () => {
    const { document, stopped } = salesDocument(20_000);
    let received = 0;
    const sink = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > 50_000) this.destroy();
        setImmediate(callback);
      },
    });
    await expect(writeReportPdf(document, sink)).rejects.toBeInstanceOf(ExportAbortedError);
    expect(stopped.done).toBe(false);
    expect(stopped.at).toBeGreaterThan(0);
    expect(stopped.at).toBeLessThan(20_000);
  });
});

describe('XLSX export', () => {
  it('writes the counted rows only, and stops reading when the download is cancelled', async () => {
    const long = salesDocument(5, 50);
    const xlsx = await collect((sink) => writeReportXlsx(long.document, sink));
    const book = new ExcelJS.Workbook();
    const { buffer, byteOffset, byteLength } = xlsx;
    await book.xlsx.load(buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer);
    const list = book.getWorksheet('Vendas');
    expect(list?.rowCount).toBe(1 + 5 + 1);
    expect(list?.getCell('H7').value).toEqual({ formula: 'SUM(H2:H6)', result: 5.1 });

    const big = salesDocument(50_000);
    let received = 0;
    const sink = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > 20_000) this.destroy();
        setImmediate(callback);
      },
    });
    await expect(writeReportXlsx(big.document, sink)).rejects.toBeInstanceOf(ExportAbortedError);
    expect(big.stopped.done).toBe(false);
    expect(big.stopped.at).toBeLessThan(50_000);
  });

  it('writes an empty period with its message and zero totals', async () => {
    const { document } = salesDocument(0);
    const xlsx = await collect((sink) => writeReportXlsx(document, sink));
    const book = new ExcelJS.Workbook();
    const { buffer, byteOffset, byteLength } = xlsx;
    await book.xlsx.load(buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer);
    const list = book.getWorksheet('Vendas');
    expect(list?.getCell('A2').value).toBe('Nenhuma venda no período.');
    expect(list?.getCell('A3').value).toBe('Total');
    expect(list?.getCell('H3').value).toBe(0);
  });
});

describe('a slow download', () => {
  /** A download that takes nothing until released: the writers must wait for it, not read ahead. */
  function stalledSink() {
    const held: (() => void)[] = [];
    const sink = new Writable({
      write(_chunk: Buffer, _encoding, callback) {
        held.push(callback);
      },
    });
    return { sink, held };
  }

  it.each(['xlsx', 'pdf'] as const)(
    'keeps the %s writer from reading ahead of the reader',
    async (format) => {
      const { document, stopped } = salesDocument(50_000);
      const { sink } = stalledSink();
      const writing = format === 'xlsx' ? writeReportXlsx(document, sink) : writeReportPdf(document, sink);
      writing.catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(stopped.produced).toBeGreaterThan(0);
      expect(stopped.produced).toBeLessThan(15_000);
      sink.destroy();
      await expect(writing).rejects.toBeInstanceOf(ExportAbortedError);
      expect(stopped.done).toBe(false);
    },
  );
});

describe('export helpers', () => {
  it('names the file after the tab and the São Paulo day', () => {
    // 02:00 UTC on 1 March is still 28 February in São Paulo.
    expect(reportExportFilename('sales', 'pdf', new Date('2026-03-01T02:00:00Z'))).toBe(
      'relatorio-vendas-2026-02-28.pdf',
    );
    expect(reportExportFilename('sellers', 'xlsx', new Date('2026-03-01T03:00:00Z'))).toBe(
      'relatorio-vendedores-2026-03-01.xlsx',
    );
    expect(reportExportFilename('products', 'pdf', new Date('2026-03-01T03:00:00Z'))).toBe(
      'relatorio-produtos-2026-03-01.pdf',
    );
  });

  it('writes in the language the app shows, else the profile’s, else the browser’s, else pt-BR', () => {
    expect(exportLocale({ headerLocale: 'es', profileLanguage: 'en-US', acceptLanguage: 'en' })).toBe('es');
    expect(exportLocale({ headerLocale: 'xx', profileLanguage: 'en-US', acceptLanguage: 'es' })).toBe(
      'en-US',
    );
    expect(exportLocale({ profileLanguage: null, acceptLanguage: 'es-AR,es;q=0.9' })).toBe('es');
    expect(exportLocale({ profileLanguage: null, acceptLanguage: 'de-DE' })).toBe('pt-BR');
    expect(exportLocale({})).toBe('pt-BR');
  });

  it('draws only what the standard fonts can, on one line, cut to its column', () => {
    expect(pdfLine('Ação\u0000 com\nquebra  e 🍰 Łódź')).toBe('Ação com quebra e ? Lódz');
    const measure = (text: string) => text.length * 5;
    expect(fitToWidth('curto', 100, measure)).toBe('curto');
    expect(fitToWidth('um texto longo demais para a coluna', 50, measure)).toBe('um texto…');
  });

  it('lays out the same pages however often it is asked', async () => {
    const document: ExportDocument = salesDocument(3_000).document;
    const first = await planReportPdf(document);
    expect(await planReportPdf(document)).toEqual(first);
    // 3 000 rows at 35 a page after the first page of the list.
    expect(first.pages).toBeGreaterThan(80);
  });
});
