import { handleAsaasWebhook, type SaleEffectsDeps, type SecretBox } from '@afilia/api/server';
import type { Database } from '@afilia/db';
import type { FastifyInstance } from 'fastify';

export interface AsaasWebhookRouteDeps extends SaleEffectsDeps {
  db: Database;
  secrets: SecretBox;
  /** Another Asaas base URL (the local fake in tests); null asks each environment's own address. */
  asaasApiUrl: string | null;
  clock: () => Date;
}

/**
 * POST /webhooks/asaas/:connectionId: Asaas's notifications for one producer's account, authenticated by the
 * `asaas-access-token` header we registered with it, and acted on only as far as Asaas confirms when asked.
 * 401 for a wrong token or unknown connection (Asaas then retries and, after repeated failures, pauses the
 * queue: the producer sees it in Asaas), 400 for a body that is not an Asaas event, 503 when Asaas could not
 * be asked (it delivers again), 200 once applied or already applied. Not rate limited by IP: Asaas sends from
 * a few addresses in bursts, and a refused request costs one lookup.
 */
export function registerAsaasWebhookRoute(app: FastifyInstance, deps: AsaasWebhookRouteDeps) {
  app.post<{ Params: { connectionId: string } }>(
    '/webhooks/asaas/:connectionId',
    { config: { rateLimit: false } },
    async (request, reply) => {
      const header = request.headers['asaas-access-token'];
      const token = typeof header === 'string' ? header : null;
      const answer = await handleAsaasWebhook(deps, request.params.connectionId, token, request.body);
      if (answer.status !== 200) {
        request.log.warn({ status: answer.status }, 'asaas webhook refused');
        return reply.code(answer.status).send({ received: false });
      }
      request.log.info({ outcome: answer.outcome }, 'asaas webhook');
      return reply.code(200).send({ received: true });
    },
  );
}
