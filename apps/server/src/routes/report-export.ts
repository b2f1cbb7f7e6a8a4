import { PassThrough } from 'node:stream';
import {
  AppError,
  ExportAbortedError,
  exportLocale,
  type PreparedReportExport,
  prepareReportExport,
  REPORT_TAB_CAPABILITIES,
  resolveActor,
  type SignedIn,
  writeReportExport,
} from '@afilia/api';
import { type SessionCache, sessionCookieName } from '@afilia/auth';
import type { Database } from '@afilia/db';
import { APP_ERROR_STATUS, isAppErrorCode, reportExportInput, scopeOf } from '@afilia/validators';
import type {} from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

function refuse(reply: FastifyReply, error: AppError) {
  return reply.code(error.status).send({ error: { appCode: error.code, appParams: error.params ?? null } });
}

/**
 * GET /api/reports/export?tab=sales|sellers|products&format=pdf|xlsx&period=…[&from&to][&producerId]: one tab
 * of Relatórios as a file, built here and streamed while the sales are read (no Content-Length). The same
 * rules as the reports.* procedures, through the same services: signed in (401), the tab's capability and the
 * plan (403, errors.reports.upgradeRequired), the scope (a producer id counts for an admin only); a bad query
 * is a 400 with the i18n code of its first problem. Safe to GET: it changes nothing, and the session cookie is
 * SameSite=Lax. Never compressed on the fly: both formats are compressed already (xlsx is a zip, the PDF's
 * pages are deflated).
 */
export function registerReportExportRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    sessionCache: Pick<SessionCache, 'validate'>;
    brandName: string;
    secureCookies?: boolean;
  },
) {
  const cookieName = sessionCookieName(deps.secureCookies ?? false);
  // No HEAD twin: it would build the whole file to send its headers only.
  app.get('/api/reports/export', { compress: false, exposeHeadRoute: false }, async (request, reply) => {
    let signedIn: SignedIn;
    try {
      signedIn = await resolveActor(deps.db, deps.sessionCache, request.cookies[cookieName]);
    } catch (error) {
      if (error instanceof AppError) return refuse(reply, error);
      throw error;
    }
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
    const { actor } = signedIn;
    const scope = scopeOf(actor.role, REPORT_TAB_CAPABILITIES[input.tab]);
    if (!scope) return refuse(reply, new AppError('errors.forbidden'));

    let prepared: PreparedReportExport;
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
      if (error instanceof AppError) return refuse(reply, error);
      throw error;
    }

    const body = new PassThrough();
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
  });
}
