import { PassThrough } from 'node:stream';
import {
  AppError,
  ExportAbortedError,
  exportLocale,
  prepareReportExport,
  REPORT_TAB_CAPABILITIES,
  writeReportExport,
} from '@afilia/api/server';
import { APP_ERROR_STATUS, isAppErrorCode, reportExportInput, scopeOf } from '@afilia/validators';
import type {} from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { type ExportSlotLimits, ExportSlots } from './export-slots';
import { type DownloadRouteDeps, refuse, signedInDownload } from './signed-in-download';

/** How long a refused export is told to wait: a large year's file takes about this long to build. */
const EXPORT_RETRY_AFTER_SECONDS = 15;

/**
 * GET /api/reports/export?tab=sales|sellers|products&format=pdf|xlsx&period=…[&from&to][&producerId]: one tab
 * of Relatórios as a file, built here and streamed while the sales are read (no Content-Length). The same
 * rules as the reports.* procedures, through the same services: signed in (401), the tab's capability and the
 * plan (403, errors.reports.upgradeRequired), the scope (a producer id counts for an admin only); a bad query
 * is a 400 with the i18n code of its first problem. Safe to GET: it changes nothing, and the session cookie is
 * SameSite=Lax. Never compressed on the fly: both formats are compressed already (xlsx is a zip, the PDF's
 * pages are deflated). Each user builds one export at a time and the instance a few (ExportSlots): past that,
 * 429 with Retry-After.
 */
export function registerReportExportRoutes(
  app: FastifyInstance,
  deps: DownloadRouteDeps & { exportLimits: ExportSlotLimits },
) {
  const slots = new ExportSlots(deps.exportLimits);
  // No HEAD twin: it would build the whole file to send its headers only.
  app.get(
    '/api/reports/export',
    { compress: false, exposeHeadRoute: false },
    signedInDownload(deps, async (request, reply, { actor }) => {
      const parsed = reportExportInput.safeParse(request.query);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          path: issue.path.map(String),
          message: issue.message,
        }));
        const first = issues[0]?.message;
        const code = isAppErrorCode(first) && APP_ERROR_STATUS[first] === 400 ? first : 'errors.validation';
        return reply.code(400).send({ error: { appCode: code, appParams: null, zodIssues: issues } });
      }
      const input = parsed.data;
      const scope = scopeOf(actor.role, REPORT_TAB_CAPABILITIES[input.tab]);
      if (!scope) throw new AppError('errors.forbidden');
      const slot = slots.acquire(actor.id);
      if ('refused' in slot) {
        reply.header('retry-after', String(EXPORT_RETRY_AFTER_SECONDS));
        return refuse(
          reply,
          new AppError(slot.refused, { params: { seconds: String(EXPORT_RETRY_AFTER_SECONDS) } }),
        );
      }
      let prepared: Awaited<ReturnType<typeof prepareReportExport>>;
      try {
        prepared = await prepareReportExport(deps.db, {
          actor,
          scope,
          input,
          brandName: deps.brandName,
          locale: exportLocale({
            headerLocale: request.headers['x-afilia-locale'],
            profileLanguage: actor.profile.language,
            acceptLanguage: request.headers['accept-language'],
          }),
        });
      } catch (error) {
        slot.release();
        throw error;
      }

      const body = new PassThrough();
      // Finished, failed or abandoned by the browser: the stream closes once in every case.
      body.once('close', () => slot.release());
      reply
        .type(prepared.contentType)
        .header('content-disposition', `attachment; filename="${prepared.filename}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff');
      // Headers are out with the first bytes: a failure from here on can only cut the download short.
      writeReportExport(prepared, body).catch((error: unknown) => {
        if (!(error instanceof ExportAbortedError))
          request.log.error({ err: error, tab: input.tab, format: input.format }, 'report export failed');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply.send(body);
    }),
  );
}
