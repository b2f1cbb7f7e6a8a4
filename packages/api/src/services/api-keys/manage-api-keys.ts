import { createHash, randomInt } from 'node:crypto';
import { and, apiKeyEvents, apiKeys, asc, count, type Database, eq, isNull, profiles } from '@afilia/db';
import {
  API_KEY_PREFIX,
  API_KEY_RANDOM_LENGTH,
  type ApiScope,
  type apiKeyCreateInput,
  MAX_API_KEYS,
} from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { Actor } from '../auth/resolve-actor';
import { integrationAccess } from '../plans/plan-integrations';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface ApiKeyDeps {
  db: Database;
  clock?: () => Date;
}

/** A key on the screen: its name, scopes and use, never the key itself. */
export interface ApiKeyView {
  id: string;
  name: string;
  /** `afilia_live_…` and the last four characters. */
  display: string;
  scopes: ApiScope[];
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
  owner: { id: string; name: string; email: string };
}

export interface ApiKeySettings {
  access: 'allowed' | 'upgradeRequired';
  keys: ApiKeyView[];
  maxKeys: number;
}

/** The SHA-256 a key is stored and looked up by. */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

function newApiKey(): string {
  let random = '';
  for (let i = 0; i < API_KEY_RANDOM_LENGTH; i++) random += BASE62[randomInt(BASE62.length)];
  return `${API_KEY_PREFIX}${random}`;
}

const nowOf = (deps: ApiKeyDeps) => deps.clock?.() ?? new Date();

async function keyViews(deps: ApiKeyDeps, scope: { producerId: string } | 'all'): Promise<ApiKeyView[]> {
  const rows = await deps.db
    .select({ key: apiKeys, name: profiles.fullName, email: profiles.email })
    .from(apiKeys)
    .innerJoin(profiles, eq(profiles.id, apiKeys.producerId))
    .where(scope === 'all' ? undefined : eq(apiKeys.producerId, scope.producerId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return rows.map(({ key, name, email }) => ({
    id: key.id,
    name: key.name,
    display: key.display,
    scopes: key.scopes as ApiScope[],
    lastUsedAt: key.lastUsedAt,
    revokedAt: key.revokedAt,
    createdAt: key.createdAt,
    owner: { id: key.producerId, name: name?.trim() || email, email },
  }));
}

/** The user's own keys, and whether their plan (Visionário) lets them use the API. */
export async function apiKeySettings(deps: ApiKeyDeps, actor: Actor): Promise<ApiKeySettings> {
  const access = await integrationAccess(deps.db, actor.id, 'api', nowOf(deps));
  return {
    access: access.status,
    keys: await keyViews(deps, { producerId: actor.id }),
    maxKeys: MAX_API_KEYS,
  };
}

/** Every producer's keys for the admin: names, scopes and use, never a key or its hash. */
export function platformApiKeys(deps: ApiKeyDeps): Promise<ApiKeyView[]> {
  return keyViews(deps, 'all');
}

/**
 * A new key, shown once in the answer: only its hash is kept. Refused without the plan (Visionário) and past
 * MAX_API_KEYS live keys; the creation is written to the keys' audit trail with the caller's address.
 */
export async function createApiKey(
  deps: ApiKeyDeps,
  actor: Actor,
  input: z.output<typeof apiKeyCreateInput>,
  ip: string | null,
): Promise<{ key: ApiKeyView; secret: string }> {
  const now = nowOf(deps);
  const access = await integrationAccess(deps.db, actor.id, 'api', now);
  if (!access.allowed) throw new AppError('errors.apiKeys.upgradeRequired');
  const secret = newApiKey();
  const id = await deps.db.transaction(async (tx) => {
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, actor.id)).for('update');
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.producerId, actor.id), isNull(apiKeys.revokedAt)));
    if ((live?.n ?? 0) >= MAX_API_KEYS)
      throw new AppError('errors.apiKeys.tooManyKeys', { params: { max: String(MAX_API_KEYS) } });
    const [row] = await tx
      .insert(apiKeys)
      .values({
        producerId: actor.id,
        name: input.name,
        tokenHash: apiKeyHash(secret),
        display: `${API_KEY_PREFIX}…${secret.slice(-4)}`,
        scopes: input.scopes,
        createdAt: now,
      })
      .returning({ id: apiKeys.id });
    if (!row) throw new Error('api key insert returned no row');
    await tx
      .insert(apiKeyEvents)
      .values({ keyId: row.id, actorId: actor.id, action: 'created', ip, createdAt: now });
    return row.id;
  });
  const [key] = (await keyViews(deps, { producerId: actor.id })).filter((view) => view.id === id);
  if (!key) throw new Error('api key not found after insert');
  return { key, secret };
}

/** Revokes one of the actor's keys at once (the next request with it answers 401), and audits it. */
export async function revokeApiKey(
  deps: ApiKeyDeps,
  actor: Actor,
  keyId: string,
  ip: string | null,
): Promise<{ ok: true }> {
  const now = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    const [key] = await tx
      .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.producerId, actor.id)))
      .for('update');
    if (!key) throw new AppError('errors.apiKeys.notFound');
    if (key.revokedAt) return;
    await tx.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, key.id));
    await tx
      .insert(apiKeyEvents)
      .values({ keyId: key.id, actorId: actor.id, action: 'revoked', ip, createdAt: now });
  });
  return { ok: true };
}
