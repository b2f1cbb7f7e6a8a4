import type { SupportedLocale } from '@afilia/i18n';
import { PAYMENT_METHODS, SALE_STATUSES } from '@afilia/validators';
import type { ProductsReport } from '../products-report';
import type { ReportScope } from '../report-access';
import type { ResolvedPeriod } from '../report-period';
import type { SalesFigures, SalesReport } from '../sales-report';
import type { SellersReport } from '../sellers-report';
import type {
  Cell,
  CellKind,
  ColumnTotal,
  ExportColumn,
  ExportDocument,
  ExportTable,
} from './export-document';
import { formatCell, formatDay } from './export-format';
import { type ExportText, exportTexts } from './export-texts';
import type { SaleExportRow } from './sales-rows';

/** The report behind an export, with, for Vendas, the period's sales (counted, then read in batches). */
export type ExportSource =
  | {
      tab: 'sales';
      report: SalesReport;
      salesCount: number;
      sales: AsyncIterable<SaleExportRow>;
    }
  | { tab: 'sellers'; report: SellersReport }
  | { tab: 'products'; report: ProductsReport };

export interface ExportContext {
  locale: SupportedLocale;
  brandName: string;
  scope: ReportScope;
  /** An admin's export of one producer: their name for the header. */
  producerName: string | null;
  now: Date;
}

const LABEL: ColumnTotal = { kind: 'label' };
const SUM: ColumnTotal = { kind: 'sum' };
const NONE: ColumnTotal = { kind: 'none' };

function column(
  label: string,
  kind: ExportColumn['kind'],
  width: number,
  weight: number,
  total: ColumnTotal,
): ExportColumn {
  return { label, kind, width, weight, total };
}

/** A column with where its cells come from: the tables held in memory are written as lists of these. */
interface Field<Row> extends ExportColumn {
  value: (row: Row) => Cell;
}

function field<Row>(
  label: string,
  kind: ExportColumn['kind'],
  width: number,
  weight: number,
  total: ColumnTotal,
  value: (row: Row) => Cell,
): Field<Row> {
  return { ...column(label, kind, width, weight, total), value };
}

/** A table of rows in memory, with a totals row, its texts under `sheets.`, `sections.` and `<key>.empty`. */
function tableOf<Row>(
  t: ExportText,
  key: 'series' | 'methods' | 'sellers' | 'products',
  fields: Field<Row>[],
  rows: readonly Row[],
  texts: { title?: string; emptyText?: string } = {},
): ExportTable {
  return {
    key,
    sheetName: t(`sheets.${key}`),
    title: texts.title ?? t(`sections.${key}`),
    columns: fields.map(({ value: _value, ...rest }) => rest),
    rowCount: rows.length,
    rows: rows.map((row) => fields.map((f) => f.value(row))),
    totals: true,
    emptyText: texts.emptyText ?? t(`${key}.empty`),
  };
}

function range(t: ExportText, from: string, to: string, locale: SupportedLocale): string {
  return t('period.range', { from: formatDay(from, locale), to: formatDay(to, locale) });
}

function infoLines(
  t: ExportText,
  period: ResolvedPeriod,
  context: ExportContext,
  compared: boolean,
): string[] {
  const { locale, scope } = context;
  const lines = [
    `${t('period.current')} (${t(`period.${period.period}`)}): ${range(t, period.from, period.to, locale)}`,
  ];
  if (compared)
    lines.push(`${t('period.previous')}: ${range(t, period.previousFrom, period.previousTo, locale)}`);
  if (scope.kind === 'platform')
    lines.push(`${t('period.producer')}: ${context.producerName ?? t('period.allProducers')}`);
  lines.push(
    `${t('period.generatedAt')}: ${formatCell('dateTime', wallClockNow(context.now), locale)} (${t('period.timeZone')})`,
  );
  return lines;
}

/** The São Paulo wall clock of an instant, as 'YYYY-MM-DD HH:MM:SS'. */
function wallClockNow(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '00';
  return `${field('year')}-${field('month')}-${field('day')} ${field('hour')}:${field('minute')}:${field('second')}`;
}

/** Change against the previous period as a ratio; null when there is nothing to compare with. */
const change = (current: number, previous: number): number | null =>
  previous === 0 ? null : (current - previous) / previous;

function summaryTable(
  t: ExportText,
  summary: SalesFigures,
  previous: SalesFigures,
  reseller: boolean,
): ExportTable {
  const figures: [string, keyof SalesFigures, CellKind][] = [
    [t('summary.revenue'), 'revenueCents', 'money'],
    [t('summary.salesCount'), 'salesCount', 'count'],
    [t('summary.averageTicket'), 'averageTicketCents', 'money'],
    [t('summary.refundsCount'), 'refundsCount', 'count'],
    [t('summary.refunds'), 'refundsCents', 'money'],
    [t('summary.commissions'), 'commissionCents', 'money'],
    [reseller ? t('summary.resellerNet') : t('summary.net'), 'netCents', 'money'],
  ];
  return {
    key: 'summary',
    sheetName: t('sheets.summary'),
    title: t('sections.summary'),
    columns: [
      column(t('summary.indicator'), 'text', 28, 3, NONE),
      column(t('summary.current'), 'byRow', 20, 2, NONE),
      column(t('summary.previous'), 'byRow', 20, 2, NONE),
      column(t('summary.change'), 'percent', 12, 1.2, NONE),
    ],
    rowCount: figures.length,
    rows: figures.map(([label, key]) => [
      label,
      summary[key],
      previous[key],
      change(summary[key], previous[key]),
    ]),
    rowKinds: figures.map(([, , kind]) => kind),
    totals: false,
    emptyText: '',
  };
}

function methodsTable(t: ExportText, report: SalesReport): ExportTable {
  const revenue = report.summary.revenueCents;
  type Method = SalesReport['methods'][number];
  const share = { kind: 'ratio', numerator: 2, denominator: 2 } as const;
  return tableOf<Method>(
    t,
    'methods',
    [
      field(t('methods.method'), 'text', 22, 3, LABEL, (m) => t(`methods.${m.method}`)),
      field(t('methods.salesCount'), 'count', 12, 1.5, SUM, (m) => m.salesCount),
      field(t('methods.revenue'), 'money', 18, 2, SUM, (m) => m.revenueCents),
      field(t('methods.share'), 'percent', 14, 1.5, share, (m) =>
        revenue === 0 ? null : m.revenueCents / revenue,
      ),
    ],
    report.methods,
    { emptyText: '' },
  );
}

function seriesTable(t: ExportText, report: SalesReport): ExportTable {
  const byDay = report.period.granularity === 'day';
  type Point = SalesReport['series'][number];
  return tableOf<Point>(
    t,
    'series',
    [
      field(
        byDay ? t('series.day') : t('series.month'),
        byDay ? 'day' : 'month',
        14,
        1.5,
        LABEL,
        (p) => p.bucket,
      ),
      field(t('series.salesCount'), 'count', 10, 1, SUM, (p) => p.salesCount),
      field(t('series.revenue'), 'money', 18, 1.6, SUM, (p) => p.revenueCents),
      field(t('series.refunds'), 'money', 18, 1.6, SUM, (p) => p.refundsCents),
      field(t('series.commissions'), 'money', 18, 1.6, SUM, (p) => p.commissionCents),
      field(t('series.previousRevenue'), 'money', 30, 2.2, SUM, (p) => p.previousRevenueCents),
    ],
    report.series,
    { title: byDay ? t('sections.seriesByDay') : t('sections.seriesByMonth'), emptyText: '' },
  );
}

function salesListTable(
  t: ExportText,
  scope: ReportScope,
  count: number,
  sales: AsyncIterable<SaleExportRow>,
): ExportTable {
  // A reseller sees their own sales without the buyer (whose identity stays with the producer) nor themselves.
  const full = scope.kind !== 'reseller';
  const columns = [
    column(t('sales.orderCode'), 'text', 16, 1.25, LABEL),
    column(t('sales.paidAt'), 'dateTime', 17, 1.3, NONE),
    column(t('sales.product'), 'text', 32, full ? 2.2 : 3.4, NONE),
    ...(full
      ? [column(t('sales.buyer'), 'text', 28, 1.9, NONE), column(t('sales.reseller'), 'text', 28, 1.8, NONE)]
      : []),
    column(t('sales.method'), 'text', 12, 0.8, NONE),
    column(t('sales.status'), 'text', 14, 1, NONE),
    column(t('sales.amount'), 'money', 15, 1.05, SUM),
    column(t('sales.commission'), 'money', 15, 1.05, SUM),
  ];
  const methods = new Map(PAYMENT_METHODS.map((method) => [method, t(`methods.${method}`)]));
  const statuses = new Map(SALE_STATUSES.map((status) => [status, t(`status.${status}`)]));
  async function* rows(): AsyncGenerator<Cell[]> {
    for await (const sale of sales) {
      yield [
        sale.orderCode,
        sale.paidAtLocal,
        sale.productTitle,
        ...(full ? [sale.buyerName, sale.resellerName] : []),
        methods.get(sale.method) ?? sale.method,
        statuses.get(sale.status) ?? sale.status,
        sale.amountCents,
        sale.commissionCents,
      ];
    }
  }
  return {
    key: 'sales',
    sheetName: t('sheets.sales'),
    title: t('sections.sales'),
    columns,
    rowCount: count,
    rows: rows(),
    totals: true,
    emptyText: t('sales.empty'),
  };
}

/** Conversion in the totals row: sales over unique clicks (columns 4 and 3 of both tables). */
const CONVERSION_TOTAL = { kind: 'ratio', numerator: 4, denominator: 3 } as const;

function sellersTable(t: ExportText, report: SellersReport): ExportTable {
  return tableOf<SellersReport['rows'][number]>(
    t,
    'sellers',
    [
      field(t('sellers.name'), 'text', 30, 2.4, LABEL, (r) => r.name ?? t('sellers.removed')),
      field(t('sellers.email'), 'text', 32, 2.4, NONE, (r) => r.email),
      field(t('sellers.clicks'), 'count', 10, 0.9, SUM, (r) => r.clicks),
      field(t('sellers.uniqueClicks'), 'count', 14, 1.1, SUM, (r) => r.uniqueClicks),
      field(t('sellers.salesCount'), 'count', 10, 0.8, SUM, (r) => r.salesCount),
      field(t('sellers.conversion'), 'percent', 12, 1, CONVERSION_TOTAL, (r) => r.conversion),
      field(t('sellers.revenue'), 'money', 18, 1.3, SUM, (r) => r.revenueCents),
      field(t('sellers.refunds'), 'money', 18, 1.3, SUM, (r) => r.refundsCents),
      field(t('sellers.commission'), 'money', 18, 1.3, SUM, (r) => r.commissionCents),
    ],
    report.rows,
  );
}

function productsTable(t: ExportText, report: ProductsReport): ExportTable {
  return tableOf<ProductsReport['rows'][number]>(
    t,
    'products',
    [
      field(t('products.name'), 'text', 36, 3, LABEL, (r) => r.title ?? t('products.removed')),
      field(t('products.code'), 'text', 12, 0.9, NONE, (r) => r.productCode),
      field(t('products.clicks'), 'count', 10, 0.8, SUM, (r) => r.clicks),
      field(t('products.uniqueClicks'), 'count', 14, 1, SUM, (r) => r.uniqueClicks),
      field(t('products.salesCount'), 'count', 10, 0.8, SUM, (r) => r.salesCount),
      field(t('products.conversion'), 'percent', 12, 1, CONVERSION_TOTAL, (r) => r.conversion),
      field(t('products.revenue'), 'money', 18, 1.3, SUM, (r) => r.revenueCents),
      field(t('products.refundsCount'), 'count', 14, 1, SUM, (r) => r.refundsCount),
      field(t('products.refunds'), 'money', 18, 1.3, SUM, (r) => r.refundsCents),
      field(t('products.commissions'), 'money', 18, 1.3, SUM, (r) => r.commissionCents),
    ],
    report.rows,
  );
}

/** The export of one tab's report: its title, period lines and tables, every text in the locale. */
export function exportDocument(source: ExportSource, context: ExportContext): ExportDocument {
  const t = exportTexts(context.locale);
  const base = {
    locale: context.locale,
    brandName: context.brandName,
    title: t(`title.${source.tab}`),
    generatedAt: context.now,
    // translate() fills {{page}} and {{pages}} with '' unless passed through: keep the placeholders.
    pageLabel: t('page', { page: '{{page}}', pages: '{{pages}}' }),
    totalLabel: t('total'),
  };
  switch (source.tab) {
    case 'sales': {
      const { report } = source;
      return {
        ...base,
        infoLines: infoLines(t, report.period, context, true),
        tables: [
          summaryTable(t, report.summary, report.previous, context.scope.kind === 'reseller'),
          seriesTable(t, report),
          methodsTable(t, report),
          salesListTable(t, context.scope, source.salesCount, source.sales),
        ],
      };
    }
    case 'sellers':
      return {
        ...base,
        infoLines: infoLines(t, source.report.period, context, false),
        tables: [sellersTable(t, source.report)],
      };
    case 'products':
      return {
        ...base,
        infoLines: infoLines(t, source.report.period, context, false),
        tables: [productsTable(t, source.report)],
      };
  }
}
