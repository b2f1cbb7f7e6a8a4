import { type Database, eq, paymentConnections, type sales } from '@afilia/db';
import { createStripeClient } from '../../integrations/payments/stripe-client';
import { confirmSalePaid } from '../ledger/confirm-sale';
import type { SaleEffectsDeps } from '../ledger/sale-effects';
import { openConnectionSecrets } from './connection-secrets';
import type { StripeAccess } from './producer-stripe';

type SaleRecord = typeof sales.$inferSelect;

/**
 * Asks the producer's Stripe about a pending card sale it charged, and confirms the sale when its PaymentIntent
 * succeeded for the sale's amount. Answers the email ids to deliver after the commit.
 */
export async function confirmFromProducerStripe(
  db: Database,
  deps: SaleEffectsDeps,
  access: StripeAccess,
  sale: SaleRecord,
): Promise<string[]> {
  if (!sale.paymentConnectionId || !sale.providerPaymentId) return [];
  const [connection] = await db
    .select()
    .from(paymentConnections)
    .where(eq(paymentConnections.id, sale.paymentConnectionId));
  if (!connection?.secretsSealed || connection.userId !== sale.producerId) return [];
  const { apiKey } = openConnectionSecrets(
    access.secrets,
    connection.userId,
    'stripe',
    connection.secretsSealed,
  );
  const stripe = createStripeClient({ secretKey: apiKey, apiUrl: access.stripeApiUrl });
  const intent = await stripe.paymentIntents.retrieve(sale.providerPaymentId);
  if (intent.status !== 'succeeded' || intent.amount !== sale.amountCents) return [];
  const { emailIds } = await db.transaction((tx) =>
    confirmSalePaid(tx, deps, sale.id, { paidAt: new Date(), providerPaymentId: intent.id }),
  );
  return emailIds;
}
