import type { SupportedLocale } from '@afilia/i18n';
import { businessDateTime } from '@afilia/validators';
import type { ProductsReport } from '../products-report';
import type { ReportScope } from '../report-access';
import type { ResolvedPeriod } from '../report-period';
import type { SalesReport } from '../sales-report';
import type { SellersReport } from '../sellers-report';
import type { ExportDocument } from './export-document';
import { formatCell, formatDay } from './export-format';
import { type ExportText, exportTexts } from './export-texts';
import { productsTable, sellersTable } from './ranking-export-tables';
import { methodsTable, salesListTable, seriesTable, sourcesTable, summaryTable } from './sales-export-tables';
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
    `${t('period.generatedAt')}: ${formatCell('dateTime', businessDateTime(context.now), locale)} (${t('period.timeZone')})`,
  );
  return lines;
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
          ...(report.sources ? [sourcesTable(t, report.sources)] : []),
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
