import { eq, paymentConnections } from '@afilia/db';
import type { AppErrorCode, PaymentPlatform } from '@afilia/validators';
import { AppError } from '../../errors';
import { lastFour } from '../../integrations/secrets/secret-box';
import { recordConnectionEvent } from './connection-audit';
import { type ConnectionSecrets, openConnectionSecrets, sealConnectionSecrets } from './connection-secrets';
import { connectionView, type PaymentConnectionView } from './connection-view';
import { type ConnectionRow, ensureConnection } from './connections';
import type { PaymentActor, PaymentConnectionDeps } from './payment-deps';

/**
 * 'Testar conexão' on a platform the producer connects with a key: the typed key, or the saved one when the
 * field was left empty, checked against the platform; the attempt is audited whether it answered or not.
 */
export async function testConnection<Check>(
  deps: PaymentConnectionDeps,
  actor: PaymentActor,
  platform: PaymentPlatform,
  typedKey: string,
  check: (apiKey: string) => Promise<Check>,
): Promise<Check> {
  const row = await ensureConnection(deps.db, actor.userId, platform);
  const apiKey =
    typedKey || openConnectionSecrets(deps.secrets, actor.userId, platform, row.secretsSealed).apiKey;
  try {
    const result = await check(apiKey);
    await recordConnectionEvent(deps.db, row.id, platform, actor, 'tested');
    return result;
  } catch (error) {
    await recordConnectionEvent(deps.db, row.id, platform, actor, 'test_failed');
    throw error;
  }
}

/**
 * What 'Salvar' starts from: the row, its saved secrets (if any) and the key to verify (typed, else saved);
 * `noKeyError` when there is neither.
 */
export interface ConnectionToSave {
  row: ConnectionRow;
  previous: ConnectionSecrets | null;
  apiKey: string;
}

export async function connectionToSave(
  deps: PaymentConnectionDeps,
  actor: PaymentActor,
  platform: PaymentPlatform,
  typedKey: string,
  noKeyError: AppErrorCode,
): Promise<ConnectionToSave> {
  const row = await ensureConnection(deps.db, actor.userId, platform);
  const previous = row.secretsSealed
    ? openConnectionSecrets(deps.secrets, actor.userId, platform, row.secretsSealed)
    : null;
  const apiKey = typedKey || previous?.apiKey;
  if (!apiKey) throw new AppError(noKeyError);
  return { row, previous, apiKey };
}

/**
 * What 'Salvar' ends with, once the key answered (a key that did not is never saved): the secrets sealed,
 * the account's name and email, the platform switched on, the platform's own columns, and the fields that
 * changed audited (names only), in one transaction.
 */
export async function storeVerifiedConnection(
  deps: PaymentConnectionDeps,
  actor: PaymentActor,
  platform: PaymentPlatform,
  row: ConnectionRow,
  change: {
    secrets: ConnectionSecrets;
    account: { accountName: string | null; accountEmail: string | null };
    columns: Partial<typeof paymentConnections.$inferInsert>;
    changedFields: string[];
  },
): Promise<PaymentConnectionView> {
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(paymentConnections)
      .set({
        enabled: true,
        ...change.columns,
        secretsSealed: sealConnectionSecrets(deps.secrets, actor.userId, platform, change.secrets),
        apiKeyLast4: lastFour(change.secrets.apiKey),
        accountName: change.account.accountName,
        accountEmail: change.account.accountEmail,
        verifiedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(paymentConnections.id, row.id))
      .returning();
    await recordConnectionEvent(tx, row.id, platform, actor, 'configured', change.changedFields);
    return connectionView(platform, updated, deps.appUrl);
  });
}
