import { timingSafeEqual } from 'node:crypto';
import {
  and,
  type Database,
  eq,
  isNull,
  or,
  paymentConnections,
  payouts,
  processedWebhookEvents,
} from '@afilia/db';
import { AppError } from '../../errors';
import {
  type AsaasTransfer,
  asaasWebhookEventSchema,
  reaisToCents,
} from '../../integrations/asaas/asaas-client';
import type { SaleEffectsDeps } from '../ledger/sale-effects';
import { markPayoutFailed, markPayoutPaid } from '../ledger/settle-payout';
import {
  type AsaasEventRef,
  type AsaasPaymentState,
  applyAsaasPayment,
  asaasEventKey,
} from './asaas-sale-events';
import { openConnectionSecrets } from './connection-secrets';
import { asaasTokenLeftTheApp } from './connection-view';
import { type AsaasAccess, asaasClient } from './producer-asaas';

export interface AsaasWebhookDeps extends SaleEffectsDeps, AsaasAccess {
  db: Database;
  clock: () => Date;
}

type Outcome = 'applied' | 'recorded' | 'duplicate' | 'ignored';

export type AsaasWebhookAnswer = { status: 200; outcome: Outcome } | { status: 400 | 401 | 503 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * One delivery to /webhooks/asaas/{connectionId}. The `asaas-access-token` header must equal the token we
 * registered for that connection (an unknown connection answers the same 401, so ids can't be probed; so does
 * a token that was once sent to an address the producer chose).
 *
 * The producer owns that Asaas account and can read the token there, so a delivery is only a hint: the body
 * names a charge or a transfer, and what happens is decided by what Asaas answers about it, asked with the
 * stored key at Asaas's own address (`GET /payments/{id}`, `GET /transfers/{id}`). A forged "refunded" for a
 * charge Asaas says is received changes nothing. The event then touches only that producer's sales and
 * payouts, and each event id takes effect once per connection. Asaas unreachable answers 503, so it retries.
 */
export async function handleAsaasWebhook(
  deps: AsaasWebhookDeps,
  connectionId: string,
  token: string | null,
  body: unknown,
): Promise<AsaasWebhookAnswer> {
  const now = deps.clock();
  if (!UUID.test(connectionId) || !token) return { status: 401 };
  const [connection] = await deps.db
    .select()
    .from(paymentConnections)
    .where(and(eq(paymentConnections.id, connectionId), eq(paymentConnections.platform, 'asaas')));
  if (!connection?.secretsSealed || asaasTokenLeftTheApp(connection)) return { status: 401 };
  let secrets: ReturnType<typeof openConnectionSecrets>;
  try {
    secrets = openConnectionSecrets(deps.secrets, connection.userId, 'asaas', connection.secretsSealed);
  } catch {
    return { status: 401 };
  }
  if (!secrets.webhookToken || !sameToken(secrets.webhookToken, token)) return { status: 401 };

  const parsed = asaasWebhookEventSchema.safeParse(body);
  if (!parsed.success) return { status: 400 };
  const event = parsed.data;
  const ref: AsaasEventRef = { connectionId: connection.id, id: event.id, type: event.event };
  const client = asaasClient(deps, secrets.apiKey, connection.environment);

  if (event.payment) {
    const asked = await askAsaas(() => client.getPayment(event.payment?.id ?? ''));
    if (asked.kind !== 'answer') return asked.kind === 'retry' ? { status: 503 } : ignored;
    const payment: AsaasPaymentState = asked.value;
    const { outcome, emailIds } = await applyAsaasPayment(deps.db, deps, connection.userId, payment, {
      event: ref,
      now,
    });
    if (emailIds.length > 0) await deps.mail.deliver(deps.db, emailIds);
    return { status: 200, outcome };
  }
  if (event.transfer) {
    const asked = await askAsaas(() => client.getTransfer(event.transfer?.id ?? ''));
    if (asked.kind !== 'answer') return asked.kind === 'retry' ? { status: 503 } : ignored;
    return { status: 200, outcome: await applyTransfer(deps.db, connection.userId, ref, asked.value, now) };
  }
  return ignored;
}

const ignored = { status: 200, outcome: 'ignored' } as const;

/**
 * Asks Asaas, telling apart "ask again later" (unreachable: Asaas redelivers on a non-200) from "there is
 * nothing there" (Asaas refused: no such charge or transfer in this account, or the key was revoked).
 */
async function askAsaas<T>(
  ask: () => Promise<T>,
): Promise<{ kind: 'answer'; value: T } | { kind: 'retry' } | { kind: 'none' }> {
  try {
    return { kind: 'answer', value: await ask() };
  } catch (error) {
    if (error instanceof AppError && error.code === 'errors.payments.asaasUnavailable')
      return { kind: 'retry' };
    if (error instanceof AppError) return { kind: 'none' };
    throw error;
  }
}

/**
 * A payout transfer as Asaas reports it: DONE pays the payout, FAILED or CANCELLED fails it (its commissions
 * return). The payout is the producer's one with that transfer id or, when the transfer's creation went
 * unanswered (no id kept), the one its externalReference names, for the same amount.
 */
async function applyTransfer(
  db: Database,
  producerId: string,
  event: AsaasEventRef,
  transfer: AsaasTransfer,
  now: Date,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(processedWebhookEvents)
      .values({ id: asaasEventKey(event), provider: 'asaas', type: event.type, processedAt: now })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    if (inserted.length === 0) return 'duplicate';
    const reference = transfer.externalReference ?? '';
    const [payout] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(
        and(
          eq(payouts.producerId, producerId),
          UUID.test(reference)
            ? or(
                eq(payouts.providerTransferId, transfer.id),
                and(
                  isNull(payouts.providerTransferId),
                  eq(payouts.id, reference),
                  eq(payouts.amountCents, reaisToCents(transfer.value)),
                ),
              )
            : eq(payouts.providerTransferId, transfer.id),
        ),
      );
    if (!payout) return 'ignored';
    if (transfer.status === 'DONE')
      return (await markPayoutPaid(tx, payout.id, now)) ? 'applied' : 'recorded';
    if (transfer.status === 'FAILED' || transfer.status === 'CANCELLED')
      return (await markPayoutFailed(tx, payout.id, transfer.failReason ?? transfer.status, now))
        ? 'applied'
        : 'recorded';
    return 'recorded';
  });
}
