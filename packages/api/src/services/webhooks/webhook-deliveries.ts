import { and, desc, eq, inArray, webhookDeliveries, webhookEndpoints, webhookEvents } from '@afilia/db';
import {
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryStatus,
  type WebhookFailure,
  type WebhookMessageType,
  type webhookDeliveriesInput,
} from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { Actor } from '../auth/resolve-actor';
import { writeEvent } from '../webhook-events/webhook-outbox';
import { assertWebhooksAllowed, ownEndpoint } from './manage-endpoints';
import { nowOf, type WebhookDeps } from './webhook-deps';

/** One delivery on the screen: what was sent, and the last attempt's answer. */
export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  eventType: WebhookMessageType;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** When the next attempt is due (pending deliveries only). */
  nextAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  responseStatus: number | null;
  /** The first 2 KB of the receiver's answer. */
  responseBody: string | null;
  durationMs: number | null;
  failure: WebhookFailure | null;
  /** The JSON body sent (the same bytes on every attempt). */
  requestBody: string;
  createdAt: Date;
  deliveredAt: Date | null;
}

/** The newest deliveries of one of the actor's endpoints, failed ones alone when asked. */
export async function listDeliveries(
  deps: Pick<WebhookDeps, 'db'>,
  actor: Actor,
  input: z.output<typeof webhookDeliveriesInput>,
): Promise<WebhookDeliveryView[]> {
  const endpoint = await ownEndpoint(deps, actor, input.endpointId);
  const statuses: WebhookDeliveryStatus[] | null =
    input.status === 'succeeded' ? ['succeeded'] : input.status === 'failed' ? ['failed'] : null;
  const rows = await deps.db
    .select({ delivery: webhookDeliveries, type: webhookEvents.type, payload: webhookEvents.payload })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpoint.id),
        statuses ? inArray(webhookDeliveries.status, statuses) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERIES_PAGE_SIZE);
  return rows.map(({ delivery, type, payload }) => ({
    id: delivery.id,
    eventId: delivery.eventId,
    eventType: type as WebhookMessageType,
    status: delivery.status,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
    lastAttemptAt: delivery.lastAttemptAt,
    responseStatus: delivery.responseStatus,
    responseBody: delivery.responseBody,
    durationMs: delivery.durationMs,
    failure: delivery.failure,
    requestBody: payload,
    createdAt: delivery.createdAt,
    deliveredAt: delivery.deliveredAt,
  }));
}

/**
 * 'Reenviar': the delivery is attempted again at once, with the same event id and body, so a receiver that
 * already handled it recognises the repeat. One being attempted right now is left to that attempt.
 */
export async function resendDelivery(
  deps: WebhookDeps,
  actor: Actor,
  deliveryId: string,
): Promise<{ ok: true }> {
  const [row] = await deps.db
    .select({ id: webhookDeliveries.id, status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookEndpoints.producerId, actor.id)));
  if (!row) throw new AppError('errors.webhooks.deliveryNotFound');
  await assertWebhooksAllowed(deps, actor);
  if (row.status === 'delivering') return { ok: true };
  await deps.db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: nowOf(deps) })
    .where(
      and(
        eq(webhookDeliveries.id, row.id),
        inArray(webhookDeliveries.status, ['pending', 'succeeded', 'failed']),
      ),
    );
  return { ok: true };
}

/**
 * 'Enviar evento de teste': a `webhook.test` event to this endpoint only (whatever it listens to, enabled or
 * not), signed and retried like any other, so the receiver's verification can be tried end to end.
 */
export async function sendTestEvent(
  deps: WebhookDeps,
  actor: Actor,
  endpointId: string,
): Promise<{ eventId: string }> {
  const endpoint = await ownEndpoint(deps, actor, endpointId);
  await assertWebhooksAllowed(deps, actor);
  const now = nowOf(deps);
  const eventId = await deps.db.transaction((tx) =>
    writeEvent(
      tx,
      actor.id,
      WEBHOOK_TEST_EVENT,
      { object: 'test', endpoint_id: endpoint.id, message: 'Afilia webhook test' },
      now,
      [endpoint.id],
    ),
  );
  return { eventId };
}
