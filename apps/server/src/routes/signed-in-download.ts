import { AppError, resolveActor, type SignedIn } from '@afilia/api/server';
import { type SessionCache, sessionCookieName } from '@afilia/auth';
import type { Database } from '@afilia/db';
import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';

export interface DownloadRouteDeps {
  db: Database;
  sessionCache: Pick<SessionCache, 'validate'>;
  brandName: string;
  secureCookies?: boolean;
}

/** An AppError as the tRPC procedures answer it: its status, and its code (an i18n key) for the browser. */
export function refuse(reply: FastifyReply, error: AppError) {
  return reply.code(error.status).send({ error: { appCode: error.code, appParams: error.params ?? null } });
}

/**
 * The handler of a file download for a signed-in user (a receipt, a report export): the session is resolved
 * first (401 without one), and an AppError thrown before the file starts is answered by `refuse`.
 */
export function signedInDownload<Route extends RouteGenericInterface>(
  deps: DownloadRouteDeps,
  handler: (request: FastifyRequest<Route>, reply: FastifyReply, signedIn: SignedIn) => Promise<unknown>,
) {
  const cookieName = sessionCookieName(deps.secureCookies ?? false);
  return async (request: FastifyRequest<Route>, reply: FastifyReply) => {
    try {
      const signedIn = await resolveActor(deps.db, deps.sessionCache, request.cookies[cookieName]);
      return await handler(request, reply, signedIn);
    } catch (error) {
      if (error instanceof AppError) return refuse(reply, error);
      throw error;
    }
  };
}
