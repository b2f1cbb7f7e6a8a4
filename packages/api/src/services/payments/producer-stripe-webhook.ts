import { and, type Database, eq, paymentConnections } from '@afilia/db';
import { createStripeClient, type StripeEvent } from '../../integrations/payments/stripe-client';
import type { SecretBox } from '../../integrations/secrets/secret-box';
import type { StripeWebhookResult } from '../plans/stripe-webhooks';
import type { SaleEffectsDeps } from '../sales/sale-effects';
import { handleStripeSaleEvent, isStripeSaleEvent } from '../sales/stripe-sale-events';
import { openConnectionSecrets } from './connection-secrets';

export interface ProducerStripeWebhookDeps extends SaleEffectsDeps {
  db: Database;
  secrets: SecretBox;
  stripeApiUrl: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One delivery to /webhooks/stripe/{connectionId}: verified with the producer's own signing secret (a connection
 * without one, or an unknown one, answers 400 like a bad signature), then applied only to the sales that
 * account charged. Subscription events are not the producer's business here and are ignored.
 */
export async function handleProducerStripeWebhook(
  deps: ProducerStripeWebhookDeps,
  connectionId: string,
  rawBody: Buffer,
  signature: string,
  now = new Date(),
): Promise<StripeWebhookResult | null> {
  if (!UUID.test(connectionId)) return null;
  const [connection] = await deps.db
    .select()
    .from(paymentConnections)
    .where(and(eq(paymentConnections.id, connectionId), eq(paymentConnections.platform, 'stripe')));
  if (!connection?.secretsSealed) return null;
  let secrets: ReturnType<typeof openConnectionSecrets>;
  try {
    secrets = openConnectionSecrets(deps.secrets, connection.userId, 'stripe', connection.secretsSealed);
  } catch {
    return null;
  }
  if (!secrets.webhookSecret) return null;
  const stripe = createStripeClient({ secretKey: secrets.apiKey, apiUrl: deps.stripeApiUrl });
  let event: StripeEvent;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secrets.webhookSecret);
  } catch {
    return null;
  }
  if (!isStripeSaleEvent(event))
    return { eventId: event.id, type: event.type, outcome: 'ignored', subscriptionId: null };
  return handleStripeSaleEvent(deps, event, now, connection.id);
}
