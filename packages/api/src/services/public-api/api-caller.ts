import { and, apiKeys, type Database, eq, isNull, lt, or, perDatabase, profiles, sql } from '@afilia/db';
import { API_KEY_PREFIX, type ApiScope } from '@afilia/validators';
import { AppError } from '../../errors';
import { apiKeyHash } from '../api-keys/manage-api-keys';
import { roleOf } from '../auth/profile-dto';
import type { Actor } from '../auth/resolve-actor';
import { integrationAccess } from '../plans/plan-integrations';

/** Who a REST request acts for: the key's producer, in scope 'own' whatever their account's role. */
export interface ApiCaller {
  keyId: string;
  scopes: readonly ApiScope[];
  actor: Actor;
}

/**
 * Whether a producer's plan includes the API, remembered for a few seconds per producer: the plan is one
 * query of the three every request makes, and a plan changes rarely. The key itself, its revocation and the
 * account's status and role are read on every request; only a plan that lapses takes up to `ttlMs` to stop
 * the API. A TTL of 0 checks every time.
 */
export class ApiPlanCache {
  private readonly entries = new Map<string, { allowed: boolean; until: number }>();

  constructor(private readonly ttlMs: number) {}

  async allowed(producerId: string, now: Date, check: () => Promise<boolean>): Promise<boolean> {
    const cached = this.entries.get(producerId);
    if (cached && cached.until > now.getTime()) return cached.allowed;
    const allowed = await check();
    if (this.ttlMs > 0) {
      if (this.entries.size > 10_000) this.entries.clear();
      this.entries.set(producerId, { allowed, until: now.getTime() + this.ttlMs });
    }
    return allowed;
  }
}

/** A key with its producer's profile, by the key's hash: every request's first read, prepared once. */
const keyByHash = perDatabase((db) =>
  db
    .select({ key: apiKeys, profile: profiles })
    .from(apiKeys)
    .innerJoin(profiles, eq(profiles.id, apiKeys.producerId))
    .where(eq(apiKeys.tokenHash, sql.placeholder('tokenHash')))
    .prepare('api_key_by_hash'),
);

/** The last use is written at most once a minute per key, not on every request. */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * The key of `Authorization: Bearer afilia_live_…`, checked on every request against the database (a
 * revoked key stops at once): unknown → 401 invalidKey; revoked → 401 keyRevoked; its producer suspended or
 * removed → 403; no longer a producer, or their plan no longer includes the API → 403. Never cached, so a
 * role or plan change since the key was made is what counts.
 */
export async function authenticateApiKey(
  db: Database,
  authorization: string | undefined,
  now: Date = new Date(),
  planCache: ApiPlanCache = new ApiPlanCache(0),
): Promise<ApiCaller> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  if (!match?.[1]) throw new AppError('errors.api.missingKey');
  const key = match[1];
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) throw new AppError('errors.api.invalidKey');
  const [row] = await keyByHash(db).execute({ tokenHash: apiKeyHash(key) });
  if (!row) throw new AppError('errors.api.invalidKey');
  if (row.key.revokedAt) throw new AppError('errors.api.keyRevoked');
  const { profile } = row;
  if (profile.status === 'deleted') throw new AppError('errors.api.invalidKey');
  if (profile.status === 'suspended') throw new AppError('errors.auth.accountSuspended');
  if (profile.status === 'deactivated') throw new AppError('errors.auth.accountDeactivated');
  const role = roleOf(profile);
  if (role !== 'producer' && role !== 'admin') throw new AppError('errors.api.producersOnly');
  const allowed = await planCache.allowed(profile.id, now, async () => {
    const access = await integrationAccess(db, profile.id, 'api', now, profile);
    return access.allowed;
  });
  if (!allowed) throw new AppError('errors.apiKeys.upgradeRequired');
  const lastUsedBefore = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  if (!row.key.lastUsedAt || row.key.lastUsedAt < lastUsedBefore)
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, row.key.id),
          or(
            isNull(apiKeys.lastUsedAt),
            lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_PRECISION_MS)),
          ),
        ),
      );
  return {
    keyId: row.key.id,
    scopes: row.key.scopes as ApiScope[],
    // An admin's key still acts on their own products and sales only: a key is a producer's integration.
    actor: { id: profile.id, role: 'producer', profile },
  };
}

/** Refuses a caller whose key lacks the endpoint's scope. */
export function assertScope(caller: ApiCaller, scope: ApiScope): void {
  if (!caller.scopes.includes(scope))
    throw new AppError('errors.api.insufficientScope', { params: { scope } });
}
