import { and, type Database, eq, paymentConnections } from '@afilia/db';
import { createStripeClient, type StripeEvent } from '../../integrations/payments/stripe-client';
import { isStripeError, isStripeRefusal } from '../../integrations/payments/stripe-errors';
import type { SecretBox } from '../../integrations/secrets/secret-box';
import type { SaleEffectsDeps } from '../ledger/sale-effects';
import type { StripeWebhookResult } from '../plans/stripe-webhooks';
import { openConnectionSecrets } from './connection-secrets';
import { confirmWithStripe } from './producer-stripe-confirm';
import { applyStripeSaleChange, isStripeSaleEvent, saleChangeOf } from './stripe-sale-events';

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
 *
 * The producer typed that signing secret, so they can sign any event: a delivery is a hint. What it claims (a
 * payment, a decline, a refund, a dispute) is asked of their Stripe with the stored key (confirmWithStripe),
 * and only what Stripe bears out is applied; an unconfirmed claim is `ignored` and not recorded, and a Stripe
 * that cannot be asked answers `unavailable`, for Stripe to deliver again.
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
  const base = { eventId: event.id, type: event.type, subscriptionId: null, saleId: null };
  const claimed = isStripeSaleEvent(event) ? saleChangeOf(event) : null;
  if (!claimed) return { ...base, outcome: 'ignored' };
  let confirmed: Awaited<ReturnType<typeof confirmWithStripe>>;
  try {
    confirmed = await confirmWithStripe(stripe, claimed, now);
  } catch (error) {
    // No such object in this account (or a key Stripe no longer accepts): nothing of ours to move.
    if (isStripeRefusal(error)) return { ...base, outcome: 'ignored' };
    if (isStripeError(error)) return { ...base, outcome: 'unavailable' };
    throw error;
  }
  if (!confirmed) return { ...base, outcome: 'ignored' };
  return applyStripeSaleChange(deps, event, confirmed, connection.id, now);
}
