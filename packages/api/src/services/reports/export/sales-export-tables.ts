// The tables of the Vendas export: the summary against the previous period, the series, the payment methods,
// the traffic sources and the period's sales list (read from the database batch by batch).
import { PAYMENT_METHODS, SALE_STATUSES } from '@afilia/validators';
import type { ReportScope } from '../report-access';
import type { SalesFigures, SalesReport } from '../sales-report';
import { column, field, LABEL, NONE, SUM, tableOf } from './export-columns';
import type { Cell, CellKind, ExportTable } from './export-document';
import type { ExportText } from './export-texts';
import type { SaleExportRow } from './sales-rows';

/** Change against the previous period as a ratio; null when there is nothing to compare with. */
const change = (current: number, previous: number): number | null =>
  previous === 0 ? null : (current - previous) / previous;

export function summaryTable(
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
    [t('summary.netRevenue'), 'netRevenueCents', 'money'],
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

export function methodsTable(t: ExportText, report: SalesReport): ExportTable {
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

/** 'Por origem': the period's sales by traffic source (a producer's or the platform's; none for a reseller). */
export function sourcesTable(t: ExportText, sources: NonNullable<SalesReport['sources']>): ExportTable {
  type Source = (typeof sources)[number];
  return tableOf<Source>(
    t,
    'sources',
    [
      field(t('sources.source'), 'text', 26, 3, LABEL, (s) => s.utmSource ?? t('sources.direct')),
      field(t('sources.salesCount'), 'count', 12, 1.3, SUM, (s) => s.salesCount),
      field(t('sources.revenue'), 'money', 18, 1.8, SUM, (s) => s.revenueCents),
      field(t('sources.refunds'), 'money', 18, 1.8, SUM, (s) => s.refundsCents),
      field(t('sources.commission'), 'money', 18, 1.8, SUM, (s) => s.commissionCents),
    ],
    sources,
  );
}

export function seriesTable(t: ExportText, report: SalesReport): ExportTable {
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

export function salesListTable(
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
    // The PDF's widths share the page: 'Origem' takes its part from the text columns, so the order code and
    // the amounts keep the width they need.
    column(t('sales.product'), 'text', 32, full ? 1.8 : 2.2, NONE),
    ...(full
      ? [column(t('sales.buyer'), 'text', 28, 1.5, NONE), column(t('sales.reseller'), 'text', 28, 1.4, NONE)]
      : []),
    column(t('sales.method'), 'text', 12, 0.8, NONE),
    column(t('sales.status'), 'text', 14, 1, NONE),
    column(t('sales.amount'), 'money', 15, 1.05, SUM),
    column(t('sales.commission'), 'money', 15, 1.05, SUM),
    column(t('sales.origin'), 'text', 24, 1.2, NONE),
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
        sale.origin,
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
