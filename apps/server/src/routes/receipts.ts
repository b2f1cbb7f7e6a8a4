import { AppError, getPaymentEntry, receiptData, renderReceiptPdf } from '@afilia/api/server';
import { paymentEntryInput } from '@afilia/validators';
import type { FastifyInstance } from 'fastify';
import { type DownloadRouteDeps, signedInDownload } from './signed-in-download';

/**
 * GET /api/receipts/:kind/:id: the PDF receipt ('comprovante') of one payment-history entry, streamed. Only the
 * signed-in owner of the entry gets it (the same lookup as the details dialog); anyone else gets 404.
 */
export function registerReceiptRoutes(app: FastifyInstance, deps: DownloadRouteDeps) {
  app.get<{ Params: { kind: string; id: string } }>(
    '/api/receipts/:kind/:id',
    signedInDownload<{ Params: { kind: string; id: string } }>(deps, async (request, reply, { actor }) => {
      const ref = paymentEntryInput.safeParse({ kind: request.params.kind, id: request.params.id });
      if (!ref.success) throw new AppError('errors.payments.notFound');
      const entry = await getPaymentEntry(deps.db, actor, ref.data);
      const data = receiptData(entry, actor.profile.language ?? null, deps.brandName);
      const fileName = `comprovante-${data.receiptNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      return reply.send(renderReceiptPdf(data));
    }),
  );
}
