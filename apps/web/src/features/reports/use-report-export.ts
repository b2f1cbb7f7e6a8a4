import type { ReportFormat, ReportPeriodInput, ReportTab } from '@afilia/validators';
import type { AppErrorCode } from '@afilia/validators/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { currentLanguage, intlLocale } from '@/lib/i18n';
import {
  errorCodeOf,
  exportUrl,
  fallbackFileName,
  fileNameFromDisposition,
  formatBytes,
} from './report-export';
import { saoPauloToday } from './report-period-form';

/** The toast's size line is redrawn at most this often while the file arrives. */
const PROGRESS_EVERY_MS = 150;

class ExportFailed extends Error {
  constructor(
    readonly code: AppErrorCode | null,
    /** Retry-After of a refused export (too many at once), in seconds. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(code ?? 'export failed');
  }
}

/** Saves a blob under a name through a temporary link (the browser's own download). */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function failureOf(response: Response): Promise<ExportFailed> {
  const body: unknown = await response.json().catch(() => null);
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ExportFailed(
    errorCodeOf(body),
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
}

/** Reads the body chunk by chunk, telling how many bytes have arrived. */
async function readBody(response: Response, onProgress: (bytes: number) => void): Promise<BlobPart[]> {
  if (!response.body) {
    const buffer = await response.arrayBuffer();
    onProgress(buffer.byteLength);
    return [buffer];
  }
  const reader = response.body.getReader();
  const parts: BlobPart[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return parts;
}

/**
 * 'Baixar → PDF / Excel': streams GET /api/reports/export (same origin, with the session cookie) with a toast
 * that counts the bytes received, then saves the file under the server's name.
 */
export function useReportExport() {
  const { t, i18n } = useTranslation();
  const [exporting, setExporting] = useState<ReportFormat | null>(null);

  const run = async (tab: ReportTab, format: ReportFormat, input: ReportPeriodInput) => {
    const locale = intlLocale(i18n.language);
    const title = t('reports.download.progress');
    const id = toast.loading(title, {
      description: t('reports.download.received', { size: formatBytes(0, locale) }),
    });
    setExporting(format);
    try {
      // The file's texts in the language on screen, as every API call says it.
      const response = await fetch(exportUrl(tab, format, input), {
        credentials: 'include',
        headers: { 'x-afilia-locale': currentLanguage() },
      });
      if (!response.ok) throw await failureOf(response);
      let shownAt = 0;
      const parts = await readBody(response, (bytes) => {
        const now = Date.now();
        if (now - shownAt < PROGRESS_EVERY_MS) return;
        shownAt = now;
        toast.loading(title, {
          id,
          description: t('reports.download.received', { size: formatBytes(bytes, locale) }),
        });
      });
      const type = response.headers.get('content-type') ?? 'application/octet-stream';
      const fileName =
        fileNameFromDisposition(response.headers.get('content-disposition')) ??
        fallbackFileName(tab, format, saoPauloToday());
      saveBlob(new Blob(parts, { type }), fileName);
      toast.success(t('reports.download.done'), { id, description: fileName });
    } catch (error) {
      const code = error instanceof ExportFailed ? error.code : null;
      const seconds = error instanceof ExportFailed ? error.retryAfterSeconds : null;
      toast.error(t('reports.download.errorTitle'), {
        id,
        description: code ? t(code, { seconds: seconds ?? 15 }) : t('reports.download.errorDescription'),
      });
    } finally {
      setExporting(null);
    }
  };

  return {
    exporting,
    exportReport: (tab: ReportTab, format: ReportFormat, input: ReportPeriodInput) =>
      void run(tab, format, input),
  };
}
