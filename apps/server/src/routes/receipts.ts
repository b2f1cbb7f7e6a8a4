import {
  AppError,
  getPaymentEntry,
  receiptData,
  renderReceiptPdf,
  resolveActor,
  type SignedIn,
} from '@afilia/api';
import { type SessionCache, sessionCookieName } from '@afilia/auth';
import type { Database } from '@afilia/db';
import { paymentEntryInput } from '@afilia/validators';
import type { FastifyInstance, FastifyReply } from 'fastify';

function refuse(reply: FastifyReply, error: AppError) {
  return reply.code(error.status).send({ error: { appCode: error.code, appParams: error.params ?? null } });
}

/**
 * GET /api/receipts/:kind/:id: the PDF receipt ('comprovante') of one payment-history entry, streamed. Only the
 * signed-in owner of the entry gets it (the same lookup as the details dialog); anyone else gets 404.
 */
export function registerReceiptRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    sessionCache: Pick<SessionCache, 'validate'>;
    brandName: string;
    secureCookies?: boolean;
  },
) {
  const cookieName = sessionCookieName(deps.secureCookies ?? false);
  app.get<{ Params: { kind: string; id: string } }>('/api/receipts/:kind/:id', async (request, reply) => {
    let signedIn: SignedIn;
    try {
      signedIn = await resolveActor(deps.db, deps.sessionCache, request.cookies[cookieName]);
    } catch (error) {
      if (error instanceof AppError) return refuse(reply, error);
      throw error;
    }
    const ref = paymentEntryInput.safeParse({ kind: request.params.kind, id: request.params.id });
    if (!ref.success) return refuse(reply, new AppError('errors.payments.notFound'));
    let entry: Awaited<ReturnType<typeof getPaymentEntry>>;
    try {
      entry = await getPaymentEntry(deps.db, signedIn.actor, ref.data);
    } catch (error) {
      if (error instanceof AppError) return refuse(reply, error);
      throw error;
    }
    const data = receiptData(entry, signedIn.actor.profile.language ?? null, deps.brandName);
    const fileName = `comprovante-${data.receiptNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return reply.send(renderReceiptPdf(data));
  });
}
