import type { ReportFormat, ReportTab } from '@afilia/validators';
import { businessDay } from '@afilia/validators';

const TAB_SLUGS = {
  sales: 'vendas',
  sellers: 'vendedores',
  products: 'produtos',
} as const satisfies Record<ReportTab, string>;

export const REPORT_EXPORT_CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<ReportFormat, string>;

/** 'relatorio-vendas-2026-03-05.pdf': the tab and today's date in São Paulo (ASCII, safe in any header). */
export function reportExportFilename(tab: ReportTab, format: ReportFormat, now: Date = new Date()): string {
  return `relatorio-${TAB_SLUGS[tab]}-${businessDay(now)}.${format}`;
}
