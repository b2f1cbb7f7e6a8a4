import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, profiles, webhookEndpoints } from '@afilia/db';
import {
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookEventType,
  type webhookEndpointInput,
  type webhookEndpointUpdateInput,
} from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { Actor } from '../auth/resolve-actor';
import { integrationAccess } from '../plans/plan-integrations';
import { assertEndpointUrl } from './endpoint-address';
import { nowOf, type WebhookDeps } from './webhook-deps';
import {
  newWebhookSecret,
  openWebhookSecret,
  PREVIOUS_SECRET_GRACE_MS,
  sealWebhookSecret,
} from './webhook-signing';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** An endpoint as the 'Integrações' screen shows it: never its secret. */
export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** When the platform disabled it after five days of failures (null when the producer switched it off). */
  disabledForFailuresAt: Date | null;
  failingSince: Date | null;
  /** Whether the previous secret still signs beside the current one (a rotation less than 24 h ago). */
  previousSecretActiveUntil: Date | null;
  createdAt: Date;
  /** Whether the viewer owns it (an admin reads every producer's, and manages only their own). */
  mine: boolean;
  owner: { id: string; name: string; email: string };
}

export interface WebhookSettings {
  access: 'allowed' | 'upgradeRequired';
  endpoints: WebhookEndpointView[];
  maxEndpoints: number;
}

function view(
  row: EndpointRow,
  owner: WebhookEndpointView['owner'],
  actor: Actor,
  now: Date,
): WebhookEndpointView {
  const previousActive = row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    disabledForFailuresAt: row.disabledForFailuresAt,
    failingSince: row.failingSince,
    previousSecretActiveUntil: previousActive ? row.previousSecretExpiresAt : null,
    createdAt: row.createdAt,
    mine: row.producerId === actor.id,
    owner,
  };
}

async function endpointViews(deps: WebhookDeps, actor: Actor, scope: 'own' | 'any') {
  const now = nowOf(deps);
  const rows = await deps.db
    .select({ endpoint: webhookEndpoints, name: profiles.fullName, email: profiles.email })
    .from(webhookEndpoints)
    .innerJoin(profiles, eq(profiles.id, webhookEndpoints.producerId))
    .where(scope === 'any' ? undefined : eq(webhookEndpoints.producerId, actor.id))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map((row) =>
    view(
      row.endpoint,
      { id: row.endpoint.producerId, name: row.name?.trim() || row.email, email: row.email },
      actor,
      now,
    ),
  );
}

/** The user's own endpoints, and whether their plan lets them use them. */
export async function webhookSettings(deps: WebhookDeps, actor: Actor): Promise<WebhookSettings> {
  const access = await integrationAccess(deps.db, actor.id, 'webhooks', nowOf(deps));
  return {
    access: access.status,
    endpoints: await endpointViews(deps, actor, 'own'),
    maxEndpoints: MAX_WEBHOOK_ENDPOINTS,
  };
}

/** Every producer's endpoints, for the admin: the metadata only (never a secret or a delivery's body). */
export function platformEndpoints(deps: WebhookDeps, actor: Actor): Promise<WebhookEndpointView[]> {
  return endpointViews(deps, actor, 'any');
}

/** Refuses, with the upgrade prompt's code, a user whose plan does not include webhooks. */
export async function assertWebhooksAllowed(deps: WebhookDeps, actor: Actor): Promise<void> {
  const access = await integrationAccess(deps.db, actor.id, 'webhooks', nowOf(deps));
  if (!access.allowed) throw new AppError('errors.webhooks.upgradeRequired');
}

/** One of the actor's own endpoints, or not found (another producer's included: its id tells nothing). */
export async function ownEndpoint(deps: Pick<WebhookDeps, 'db'>, actor: Actor, endpointId: string) {
  const [row] = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.producerId, actor.id)));
  if (!row) throw new AppError('errors.webhooks.notFound');
  return row;
}

async function ownerOf(deps: WebhookDeps, actor: Actor): Promise<WebhookEndpointView['owner']> {
  const [row] = await deps.db
    .select({ name: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, actor.id));
  return { id: actor.id, name: row?.name?.trim() || row?.email || '', email: row?.email ?? '' };
}

/**
 * Adds an endpoint with a new signing secret, shown once in the answer (and on demand to its owner later).
 * The URL must reach a public address; a producer has at most MAX_WEBHOOK_ENDPOINTS.
 */
export async function createEndpoint(
  deps: WebhookDeps,
  actor: Actor,
  input: z.output<typeof webhookEndpointInput>,
): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  await assertWebhooksAllowed(deps, actor);
  await assertEndpointUrl(deps.policy, input.url);
  const now = nowOf(deps);
  const id = randomUUID();
  const secret = newWebhookSecret();
  const row = await deps.db.transaction(async (tx) => {
    // The count and the insert in one transaction, serialised per producer by the lock on their profile.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, actor.id)).for('update');
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.producerId, actor.id));
    if ((existing?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS)
      throw new AppError('errors.webhooks.tooManyEndpoints', {
        params: { max: String(MAX_WEBHOOK_ENDPOINTS) },
      });
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({
        id,
        producerId: actor.id,
        url: input.url,
        description: input.description,
        events: input.events,
        enabled: input.enabled,
        secretSealed: sealWebhookSecret(deps.secrets, id, secret),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted as EndpointRow;
  });
  return { endpoint: view(row, await ownerOf(deps, actor), actor, now), secret };
}

/** Changes an endpoint; switching it back on clears the failure streak that disabled it. */
export async function updateEndpoint(
  deps: WebhookDeps,
  actor: Actor,
  input: z.output<typeof webhookEndpointUpdateInput>,
): Promise<WebhookEndpointView> {
  const current = await ownEndpoint(deps, actor, input.endpointId);
  await assertWebhooksAllowed(deps, actor);
  if (input.url !== current.url) await assertEndpointUrl(deps.policy, input.url);
  const now = nowOf(deps);
  const reenabled = input.enabled && !current.enabled;
  const [row] = await deps.db
    .update(webhookEndpoints)
    .set({
      url: input.url,
      description: input.description,
      events: input.events,
      enabled: input.enabled,
      ...(reenabled ? { failingSince: null, disabledForFailuresAt: null } : {}),
      updatedAt: now,
    })
    .where(and(eq(webhookEndpoints.id, current.id), eq(webhookEndpoints.producerId, actor.id)))
    .returning();
  if (!row) throw new AppError('errors.webhooks.notFound');
  return view(row, await ownerOf(deps, actor), actor, now);
}

/** Deletes an endpoint and its deliveries (allowed without the plan: a lapsed producer may clean up). */
export async function deleteEndpoint(
  deps: WebhookDeps,
  actor: Actor,
  endpointId: string,
): Promise<{ ok: true }> {
  const deleted = await deps.db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.producerId, actor.id)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw new AppError('errors.webhooks.notFound');
  return { ok: true };
}

/** The endpoint's current signing secret, for its owner only. */
export async function revealEndpointSecret(
  deps: WebhookDeps,
  actor: Actor,
  endpointId: string,
): Promise<{ secret: string }> {
  const row = await ownEndpoint(deps, actor, endpointId);
  return { secret: openWebhookSecret(deps.secrets, row.id, row.secretSealed) };
}

/**
 * A new signing secret. The one it replaces keeps signing beside it for 24 hours (both signatures are sent),
 * so a receiver can switch without losing a delivery. Rotating again within those hours drops the oldest.
 */
export async function rotateEndpointSecret(
  deps: WebhookDeps,
  actor: Actor,
  endpointId: string,
): Promise<{ secret: string; previousSecretActiveUntil: Date }> {
  const row = await ownEndpoint(deps, actor, endpointId);
  await assertWebhooksAllowed(deps, actor);
  const now = nowOf(deps);
  const secret = newWebhookSecret();
  const until = new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS);
  const updated = await deps.db
    .update(webhookEndpoints)
    .set({
      secretSealed: sealWebhookSecret(deps.secrets, row.id, secret),
      previousSecretSealed: row.secretSealed,
      previousSecretExpiresAt: until,
      updatedAt: now,
    })
    // The secret read above is the one moved aside: a rotation racing this one changes nothing here.
    .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.secretSealed, row.secretSealed)))
    .returning({ id: webhookEndpoints.id });
  if (updated.length === 0) throw new AppError('errors.webhooks.notFound');
  return { secret, previousSecretActiveUntil: until };
}
