import { randomUUID } from 'node:crypto';
import { and, type DbOrTx, eq, sql, webhookDeliveries, webhookEndpoints, webhookEvents } from '@afilia/db';
import type { WebhookEventGroup, WebhookEventType, WebhookMessageType } from '@afilia/validators';
import type {
  ApiAffiliation,
  ApiCommission,
  ApiPayout,
  ApiSale,
  ApiSubscription,
} from '../api-objects/api-objects';

/** The object each group of events carries in `data`. */
interface GroupObjects {
  sale: ApiSale;
  subscription: ApiSubscription;
  commission: ApiCommission;
  affiliation: ApiAffiliation;
  payout: ApiPayout;
}

type GroupOf<T extends WebhookEventType> = T extends `${infer G}.${string}`
  ? G extends WebhookEventGroup
    ? G
    : never
  : never;

export type WebhookEventData<T extends WebhookEventType> = GroupObjects[GroupOf<T>];

/** The body every webhook carries, as the Standard Webhooks specification suggests. */
export interface WebhookEnvelope<TData = unknown> {
  id: string;
  type: WebhookMessageType;
  timestamp: string;
  data: TData;
}

export interface WebhookEventSpec<T extends WebhookEventType> {
  producerId: string;
  type: T;
  at: Date;
  /** Built only when an endpoint of the producer listens to the type: most producers have none. */
  data: () => WebhookEventData<T> | Promise<WebhookEventData<T>>;
}

/**
 * Writes an event and its deliveries into the outbox, inside the caller's transaction: a change that rolls
 * back leaves no event, and one that commits is delivered by the dispatcher even if this process dies right
 * after. Only the producer's enabled endpoints that listen to the type get a delivery; with none, nothing
 * is written. Answers the event id, or null when no endpoint listens.
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  tx: DbOrTx,
  spec: WebhookEventSpec<T>,
): Promise<string | null> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.producerId, spec.producerId),
        eq(webhookEndpoints.enabled, true),
        sql`${spec.type} = any(${webhookEndpoints.events})`,
      ),
    );
  if (endpoints.length === 0) return null;
  return writeEvent(
    tx,
    spec.producerId,
    spec.type,
    await spec.data(),
    spec.at,
    endpoints.map((row) => row.id),
  );
}

/** Writes one event with a delivery to each endpoint given (the test event goes to one endpoint only). */
export async function writeEvent(
  tx: DbOrTx,
  producerId: string,
  type: WebhookMessageType,
  data: unknown,
  at: Date,
  endpointIds: readonly string[],
): Promise<string> {
  const id = randomUUID();
  const envelope: WebhookEnvelope = { id, type, timestamp: at.toISOString(), data };
  await tx
    .insert(webhookEvents)
    .values({ id, producerId, type, payload: JSON.stringify(envelope), createdAt: at });
  // Due at once, even when the change is dated in the future (a job run with a later clock in tests).
  const due = new Date(Math.min(at.getTime(), Date.now()));
  await tx
    .insert(webhookDeliveries)
    .values(
      endpointIds.map((endpointId) => ({ eventId: id, endpointId, nextAttemptAt: due, createdAt: at })),
    );
  return id;
}
