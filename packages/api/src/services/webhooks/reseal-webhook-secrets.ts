import { and, type Database, eq, webhookEndpoints } from '@afilia/db';
import type { SecretBox } from '../../integrations/secrets/secret-box';
import type { ResealReport } from '../payments/reseal-secrets';
import { openWebhookSecret, sealWebhookSecret } from './webhook-signing';

/**
 * The key rotation's second step for the webhook endpoints: their signing secrets (the current one and, during
 * a secret rotation, the previous one) sealed with a previous key are sealed again with the current one. A row
 * is updated only if it still holds what was read; running it again does nothing.
 */
export async function resealWebhookSecrets(db: Database, box: SecretBox): Promise<ResealReport> {
  const report: ResealReport = { resealed: 0, unreadable: 0, current: 0 };
  const rows = await db
    .select({
      id: webhookEndpoints.id,
      sealed: webhookEndpoints.secretSealed,
      previous: webhookEndpoints.previousSecretSealed,
    })
    .from(webhookEndpoints);
  for (const row of rows) {
    const stale = [row.sealed, row.previous].some((value) => value !== null && box.needsReseal(value));
    if (!stale) {
      report.current++;
      continue;
    }
    let sealed: string;
    let previous: string | null;
    try {
      sealed = sealWebhookSecret(box, row.id, openWebhookSecret(box, row.id, row.sealed));
      previous = row.previous
        ? sealWebhookSecret(box, row.id, openWebhookSecret(box, row.id, row.previous))
        : null;
    } catch {
      report.unreadable++;
      continue;
    }
    await db
      .update(webhookEndpoints)
      .set({ secretSealed: sealed, previousSecretSealed: previous })
      .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.secretSealed, row.sealed)));
    report.resealed++;
  }
  return report;
}
