import type { DbOrTx } from '@afilia/db';
import { AppError } from '../../errors';
import { AsaasClient, type AsaasEnvironment } from '../../integrations/asaas/asaas-client';
import type { SecretBox } from '../../integrations/secrets/secret-box';
import { openConnectionSecrets } from './connection-secrets';
import { type ConnectionRow, findConnection } from './connections';

export interface AsaasAccess {
  secrets: SecretBox;
  /** Overrides the environment's base URL (a local fake in tests). */
  asaasApiUrl: string | null;
}

export function asaasClient(access: AsaasAccess, apiKey: string, environment: AsaasEnvironment): AsaasClient {
  return new AsaasClient({
    apiKey,
    environment,
    ...(access.asaasApiUrl ? { baseUrl: access.asaasApiUrl } : {}),
  });
}

export interface ProducerAsaas {
  connection: ConnectionRow;
  client: AsaasClient;
}

/** The producer's Asaas when it is switched on and configured; null otherwise. */
export async function activeProducerAsaas(
  db: DbOrTx,
  access: AsaasAccess,
  producerId: string,
): Promise<ProducerAsaas | null> {
  const connection = await findConnection(db, producerId, 'asaas');
  if (!connection?.enabled || !connection.secretsSealed) return null;
  return { connection, client: clientFor(access, connection) };
}

/** The producer's Asaas, which must be active: for the balance, refresh and payouts. */
export async function requireProducerAsaas(
  db: DbOrTx,
  access: AsaasAccess,
  producerId: string,
): Promise<ProducerAsaas> {
  const asaas = await activeProducerAsaas(db, access, producerId);
  if (!asaas) throw new AppError('errors.payments.connectionNotConfigured');
  return asaas;
}

export function clientFor(access: AsaasAccess, connection: ConnectionRow): AsaasClient {
  const secrets = openConnectionSecrets(access.secrets, connection.userId, 'asaas', connection.secretsSealed);
  return asaasClient(access, secrets.apiKey, connection.environment);
}
