import {
  handleProducerStripeWebhook,
  handleStripeEvent,
  planInvoiceEmails,
  type SaleEffectsDeps,
  type SecretBox,
  type StripeClient,
  type StripeEvent,
} from '@afilia/api/server';
import type { SessionCache } from '@afilia/auth';
import type { Database } from '@afilia/db';
import type { FastifyInstance } from 'fastify';

/** `mail`, `storage` and `appUrl` serve the emails of a sale the webhook confirms and of a paid plan invoice. */
export interface StripeWebhookDeps extends SaleEffectsDeps {
  db: Database;
  stripe: StripeClient;
  webhookSecret: string;
  sessionCache: Pick<SessionCache, 'invalidateUser'>;
}

/**
 * POST /api/webhooks/stripe. The signature covers the exact bytes Stripe sent, so this route reads the raw
 * body: an encapsulated plugin swaps the JSON parser for a Buffer one, and the rest of the app keeps parsing
 * JSON. A missing or bad signature gets 400 and touches nothing. Rate limiting is off here: Stripe delivers
 * from a few addresses in bursts, and an unsigned request costs one HMAC. A `deferred` event (a sale's refund
 * that arrived before its payment was confirmed) gets 409, so Stripe delivers it again later.
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
      const { db, mail, storage, appUrl } = deps;
      const invoices = planInvoiceEmails({ mail, appUrl });
      const result = await handleStripeEvent(db, event, new Date(), { mail, storage, appUrl, invoices });
      if (result.planChangedFor) await deps.sessionCache.invalidateUser(result.planChangedFor);
      request.log.info(
        { eventId: result.eventId, type: result.type, outcome: result.outcome },
        'stripe webhook',
      );
      if (result.outcome === 'deferred') return reply.code(409).send({ received: false, retry: true });
      return reply.code(200).send({ received: true });
    });
  });
}

export interface ProducerStripeWebhookRouteDeps extends SaleEffectsDeps {
  db: Database;
  secrets: SecretBox;
  stripeApiUrl: string | null;
}

/**
 * POST /webhooks/stripe/:connectionId: a producer's own Stripe account notifies the sales it charged (3-D Secure
 * results, refunds, disputes), signed with the secret the producer saved. Raw body, as the platform's route.
 * The producer can sign anything with that secret, so each claim is checked with their Stripe before it counts;
 * 503 when Stripe could not be asked, so it delivers again.
 */
export function registerProducerStripeWebhookRoute(
  app: FastifyInstance,
  deps: ProducerStripeWebhookRouteDeps,
) {
  return app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { connectionId: string } }>(
      '/webhooks/stripe/:connectionId',
      { config: { rateLimit: false } },
      async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
          return reply.code(400).send({ error: 'invalid signature' });
        const result = await handleProducerStripeWebhook(
          deps,
          request.params.connectionId,
          request.body,
          signature,
        );
        if (!result) return reply.code(400).send({ error: 'invalid signature' });
        request.log.info(
          { eventId: result.eventId, type: result.type, outcome: result.outcome },
          'producer stripe webhook',
        );
        if (result.outcome === 'deferred') return reply.code(409).send({ received: false, retry: true });
        if (result.outcome === 'unavailable') return reply.code(503).send({ received: false, retry: true });
        return reply.code(200).send({ received: true });
      },
    );
  });
}
