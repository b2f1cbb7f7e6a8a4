import type { DbOrTx } from '@afilia/db';
import { createStripeClient } from '../../integrations/payments/stripe-client';
import { StripePaymentProvider } from '../../integrations/payments/stripe-provider';
import type { SecretBox } from '../../integrations/secrets/secret-box';
import { openConnectionSecrets } from './connection-secrets';
import { type ConnectionRow, findConnection } from './connections';

export interface StripeAccess {
  secrets: SecretBox;
  /** Stripe's API host override (a local fake in tests). */
  stripeApiUrl: string | null;
}

export interface ProducerStripe {
  connection: ConnectionRow;
  provider: StripePaymentProvider;
}

/** A Stripe provider on the connection's own account (its secret key). */
export function stripeProviderFor(access: StripeAccess, connection: ConnectionRow): StripePaymentProvider {
  const { apiKey } = openConnectionSecrets(
    access.secrets,
    connection.userId,
    'stripe',
    connection.secretsSealed,
  );
  return new StripePaymentProvider(createStripeClient({ secretKey: apiKey, apiUrl: access.stripeApiUrl }));
}

/**
 * The producer's own Stripe, when cards are charged there: switched on, configured, and with the publishable key
 * the buyer's card field needs. Null otherwise (the platform's provider charges the card).
 */
export async function activeProducerStripe(
  db: DbOrTx,
  access: StripeAccess,
  producerId: string,
): Promise<ProducerStripe | null> {
  const connection = await findConnection(db, producerId, 'stripe');
  if (!connection?.enabled || !connection.secretsSealed || !connection.publishableKey) return null;
  return { connection, provider: stripeProviderFor(access, connection) };
}
