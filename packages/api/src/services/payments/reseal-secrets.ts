import { and, type Database, eq, isNotNull, paymentConnections } from '@afilia/db';
import type { SecretBox } from '../../integrations/secrets/secret-box';
import { openConnectionSecrets, sealConnectionSecrets } from './connection-secrets';

export interface ResealReport {
  resealed: number;
  /** Values no key of the ring opens: the producer must enter the key again. */
  unreadable: number;
  current: number;
}

/**
 * The key rotation's second step: every connection sealed with a previous key is opened and sealed with the
 * current one. Each row is updated only if it still holds the value that was read, so a producer saving at the
 * same moment is never overwritten; running it again does nothing.
 */
export async function resealConnectionSecrets(db: Database, box: SecretBox): Promise<ResealReport> {
  const report: ResealReport = { resealed: 0, unreadable: 0, current: 0 };
  const rows = await db
    .select({
      id: paymentConnections.id,
      userId: paymentConnections.userId,
      platform: paymentConnections.platform,
      sealed: paymentConnections.secretsSealed,
    })
    .from(paymentConnections)
    .where(isNotNull(paymentConnections.secretsSealed));
  for (const row of rows) {
    if (!row.sealed) continue;
    let secrets: ReturnType<typeof openConnectionSecrets>;
    try {
      secrets = openConnectionSecrets(box, row.userId, row.platform, row.sealed);
    } catch {
      report.unreadable++;
      continue;
    }
    if (!box.needsReseal(row.sealed)) {
      report.current++;
      continue;
    }
    await db
      .update(paymentConnections)
      .set({ secretsSealed: sealConnectionSecrets(box, row.userId, row.platform, secrets) })
      .where(and(eq(paymentConnections.id, row.id), eq(paymentConnections.secretsSealed, row.sealed)));
    report.resealed++;
  }
  return report;
}
