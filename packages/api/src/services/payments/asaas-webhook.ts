import { timingSafeEqual } from 'node:crypto';
import { and, type Database, eq, or, paymentConnections, payouts, processedWebhookEvents } from '@afilia/db';
import { asaasWebhookEventSchema } from '../../integrations/asaas/asaas-client';
import type { SecretBox } from '../../integrations/secrets/secret-box';
import { markPayoutFailed, markPayoutPaid } from '../payouts/settle-payout';
import type { SaleEffectsDeps } from '../sales/sale-effects';
import { applyAsaasPayment } from './asaas-sale-events';
import { openConnectionSecrets } from './connection-secrets';

export interface AsaasWebhookDeps extends SaleEffectsDeps {
  db: Database;
  secrets: SecretBox;
}

export type AsaasWebhookAnswer =
  | { status: 200; outcome: 'applied' | 'recorded' | 'duplicate' | 'ignored' }
  | { status: 400 | 401 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * One delivery to /webhooks/asaas/{connectionId}. The `asaas-access-token` header must equal the token we
 * registered for that connection (an unknown connection answers the same 401, so ids can't be probed), and the
 * event then touches only that producer's sales and payouts. Each event id takes effect once.
 */
export async function handleAsaasWebhook(
  deps: AsaasWebhookDeps,
  connectionId: string,
  token: string | null,
  body: unknown,
  now = new Date(),
): Promise<AsaasWebhookAnswer> {
  if (!UUID.test(connectionId) || !token) return { status: 401 };
  const [connection] = await deps.db
    .select()
    .from(paymentConnections)
    .where(and(eq(paymentConnections.id, connectionId), eq(paymentConnections.platform, 'asaas')));
  if (!connection?.secretsSealed) return { status: 401 };
  let expected: string | null;
  try {
    expected = openConnectionSecrets(
      deps.secrets,
      connection.userId,
      'asaas',
      connection.secretsSealed,
    ).webhookToken;
  } catch {
    return { status: 401 };
  }
  if (!expected || !sameToken(expected, token)) return { status: 401 };

  const parsed = asaasWebhookEventSchema.safeParse(body);
  if (!parsed.success) return { status: 400 };
  const event = parsed.data;
  if (event.payment) {
    const { outcome, emailIds } = await applyAsaasPayment(deps.db, deps, connection.userId, event.payment, {
      eventId: event.id,
      event: event.event,
      now,
    });
    if (emailIds.length > 0) await deps.mail.deliver(deps.db, emailIds);
    return { status: 200, outcome };
  }
  if (event.transfer)
    return { status: 200, outcome: await applyTransfer(deps.db, connection.userId, event, now) };
  return { status: 200, outcome: 'ignored' };
}

type TransferEvent = NonNullable<ReturnType<typeof asaasWebhookEventSchema.parse>>;

async function applyTransfer(
  db: Database,
  producerId: string,
  event: TransferEvent,
  now: Date,
): Promise<'applied' | 'recorded' | 'duplicate' | 'ignored'> {
  const transfer = event.transfer;
  if (!transfer) return 'ignored';
  const inserted = await db
    .insert(processedWebhookEvents)
    .values({ id: `asaas:${event.id}`, provider: 'asaas', type: event.event, processedAt: now })
    .onConflictDoNothing()
    .returning({ id: processedWebhookEvents.id });
  if (inserted.length === 0) return 'duplicate';
  const reference = transfer.externalReference ?? '';
  const [payout] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.producerId, producerId),
        UUID.test(reference)
          ? or(eq(payouts.providerTransferId, transfer.id), eq(payouts.id, reference))
          : eq(payouts.providerTransferId, transfer.id),
      ),
    );
  if (!payout) return 'ignored';
  if (event.event === 'TRANSFER_DONE' || transfer.status === 'DONE')
    return (await markPayoutPaid(db, payout.id, now)) ? 'applied' : 'recorded';
  if (['TRANSFER_FAILED', 'TRANSFER_CANCELLED'].includes(event.event))
    return (await markPayoutFailed(db, payout.id, transfer.failReason ?? event.event, now))
      ? 'applied'
      : 'recorded';
  return 'recorded';
}
