import type { Writable } from 'node:stream';
import { type DbOrTx, eq, profiles } from '@afilia/db';
import type { SupportedLocale } from '@afilia/i18n';
import type { ReportFormat, reportExportInput, Scope } from '@afilia/validators';
import type { z } from 'zod';
import type { Actor } from '../../auth/resolve-actor';
import { type ReportScope, reportScopeFor } from '../report-access';
import { runReport } from '../run-report';
import type { ExportDocument } from './export-document';
import { REPORT_EXPORT_CONTENT_TYPES, reportExportFilename } from './export-filename';
import { type ExportSource, exportDocument } from './export-tables';
import { writeReportPdf } from './pdf-writer';
import { countSalesRows, salesRows } from './sales-rows';
import { writeReportXlsx } from './xlsx-writer';

/** The export's input once parsed by `reportExportInput` (the period has its default). */
export type ParsedReportExportInput = z.output<typeof reportExportInput>;

export interface ReportExportRequest {
  actor: Actor;
  /** The caller's reach for the tab's capability (`scopeOf(role, REPORT_TAB_CAPABILITIES[tab])`). */
  scope: Scope;
  input: ParsedReportExportInput;
  locale: SupportedLocale;
  brandName: string;
  now?: Date;
}

/** An export ready to be written: access checked, figures read, the sales list counted (not yet read). */
export interface PreparedReportExport {
  filename: string;
  contentType: string;
  format: ReportFormat;
  document: ExportDocument;
}

async function producerName(db: DbOrTx, scope: ReportScope): Promise<string | null> {
  if (scope.kind !== 'platform' || !scope.producerId) return null;
  const [profile] = await db
    .select({ name: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, scope.producerId));
  return profile?.name ?? profile?.email ?? scope.producerId;
}

/**
 * Everything an export needs before its first byte: the tab's report through `runReport` (the same access,
 * plan and scope rules as the tRPC procedures, refused with the same AppErrors), the caller's scope, and for
 * Vendas the count of the period's sales (the list itself is read while the file is written).
 */
export async function prepareReportExport(
  db: DbOrTx,
  request: ReportExportRequest,
): Promise<PreparedReportExport> {
  const { actor, scope, input, locale, brandName } = request;
  const now = request.now ?? new Date();
  const { tab, format, ...periodInput } = input;
  const reportRequest = { actor, scope, input: periodInput, now };
  let source: ExportSource;
  let reportScope: ReportScope;
  switch (tab) {
    case 'sales': {
      const report = await runReport(db, 'sales', reportRequest);
      reportScope = await reportScopeFor(db, actor, scope, tab, periodInput.producerId, now);
      const { from, to } = report.period;
      const salesCount = await countSalesRows(db, reportScope, from, to);
      source = { tab, report, salesCount, sales: salesRows(db, reportScope, from, to, salesCount) };
      break;
    }
    case 'sellers':
      source = { tab, report: await runReport(db, 'sellers', reportRequest) };
      reportScope = await reportScopeFor(db, actor, scope, tab, periodInput.producerId, now);
      break;
    case 'products':
      source = { tab, report: await runReport(db, 'products', reportRequest) };
      reportScope = await reportScopeFor(db, actor, scope, tab, periodInput.producerId, now);
      break;
  }
  const document = exportDocument(source, {
    locale,
    brandName,
    scope: reportScope,
    producerName: await producerName(db, reportScope),
    now,
  });
  return {
    filename: reportExportFilename(tab, format, now),
    contentType: REPORT_EXPORT_CONTENT_TYPES[format],
    format,
    document,
  };
}

/** Writes a prepared export into `sink` (reading the sales list batch by batch) and ends it. */
export async function writeReportExport(prepared: PreparedReportExport, sink: Writable): Promise<void> {
  if (prepared.format === 'xlsx') await writeReportXlsx(prepared.document, sink);
  else await writeReportPdf(prepared.document, sink);
}
