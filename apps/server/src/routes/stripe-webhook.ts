import { handleStripeEvent, type StripeClient, type StripeEvent } from '@afilia/api';
import type { Database } from '@afilia/db';
import type { FastifyInstance } from 'fastify';

export interface StripeWebhookDeps {
  db: Database;
  stripe: StripeClient;
  webhookSecret: string;
}

/**
 * POST /api/webhooks/stripe. The signature covers the exact bytes Stripe sent, so this route reads the raw
 * body: an encapsulated plugin swaps the JSON parser for a Buffer one, and the rest of the app keeps parsing
 * JSON. A missing or bad signature gets 400 and touches nothing. Rate limiting is off here: Stripe delivers
 * from a few addresses in bursts, and an unsigned request costs one HMAC.
 */
export function registerStripeWebhookRoute(app: FastifyInstance, deps: StripeWebhookDeps) {
  return app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    scope.post('/api/webhooks/stripe', { config: { rateLimit: false } }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        return reply.code(400).send({ error: 'invalid signature' });
      let event: StripeEvent;
      try {
        event = deps.stripe.webhooks.constructEvent(request.body, signature, deps.webhookSecret);
      } catch (err) {
        request.log.warn({ err }, 'stripe webhook: invalid signature');
        return reply.code(400).send({ error: 'invalid signature' });
      }
      const result = await handleStripeEvent(deps.db, event);
      request.log.info(
        { eventId: result.eventId, type: result.type, outcome: result.outcome },
        'stripe webhook',
      );
      return reply.code(200).send({ received: true });
    });
  });
}
