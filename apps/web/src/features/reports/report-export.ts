import type { ReportFormat, ReportPeriodInput, ReportTab } from '@afilia/validators';
import { type AppErrorCode, isAppErrorCode } from '@afilia/validators/constants';

/** The tab's name in the server's file names: relatorio-vendas-2026-11-26.pdf. */
const FILE_TAB: Record<ReportTab, string> = {
  sales: 'vendas',
  sellers: 'vendedores',
  products: 'produtos',
};

/** GET /api/reports/export with the tab, the format and the period on screen. */
export function exportUrl(tab: ReportTab, format: ReportFormat, input: ReportPeriodInput): string {
  const params = new URLSearchParams({ tab, format, period: input.period ?? 'month' });
  if (input.period === 'custom') {
    if (input.from) params.set('from', input.from);
    if (input.to) params.set('to', input.to);
  }
  if (input.producerId) params.set('producerId', input.producerId);
  return `/api/reports/export?${params.toString()}`;
}

/** The file name a Content-Disposition header gives (`filename*=UTF-8''…` first), else null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (encoded) {
    try {
      const name = decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
      if (name) return safeFileName(name);
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name ? safeFileName(name) : null;
}

/** No folders in a downloaded name. */
function safeFileName(name: string): string {
  return name.replace(/[\\/]/g, '_');
}

/** relatorio-<tab>-<today>.<ext>, when the server names no file. */
export function fallbackFileName(tab: ReportTab, format: ReportFormat, today: string): string {
  return `relatorio-${FILE_TAB[tab]}-${today}.${format}`;
}

/** How much has arrived, in the user's language: '850 kB', '1,2 MB'. */
export function formatBytes(bytes: number, locale: string): string {
  const units = [
    ['megabyte', 1_000_000],
    ['kilobyte', 1_000],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size)
      return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(
        bytes / size,
      );
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte' }).format(bytes);
}

/** The i18n code of a JSON error body (`{ error: { appCode } }`), else null. */
export function errorCodeOf(body: unknown): AppErrorCode | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = 'error' in body ? body.error : body;
  if (typeof error !== 'object' || error === null || !('appCode' in error)) return null;
  const code = error.appCode;
  return isAppErrorCode(code) ? code : null;
}
