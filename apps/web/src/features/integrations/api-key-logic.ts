import { API_SCOPES, type ApiScope } from '@afilia/validators';
import type { KeyUnder } from '@/lib/i18n-keys';
import type { StatusTone } from '@/lib/status-tone';
import { selectionOf } from './grouped-checkbox-logic';

/** What a scope is about: the part before the colon (`products` of `products:read`). */
export type ApiScopeResource = ApiScope extends `${infer Resource}:${string}` ? Resource : never;

export function scopeResource(scope: ApiScope): ApiScopeResource {
  return scope.slice(0, scope.indexOf(':')) as ApiScopeResource;
}

/** The scopes of each resource ('Produtos', 'Vendas'…), resources and scopes in the validators' order. */
export const API_SCOPES_BY_RESOURCE: ReadonlyArray<{
  resource: ApiScopeResource;
  scopes: readonly ApiScope[];
}> = [...new Set(API_SCOPES.map(scopeResource))].map((resource) => ({
  resource,
  scopes: API_SCOPES.filter((scope) => scopeResource(scope) === resource),
}));

/**
 * The i18n key of a scope's label ('Ler produtos' for `products:read`). The colon becomes a dot: i18next reads a
 * colon in a key as the namespace separator.
 */
export function scopeLabelKey(scope: ApiScope): KeyUnder<'settings.integrations.apiKeys.scopes'> {
  return `settings.integrations.apiKeys.scopes.${scope.replace(':', '.') as ScopeKeyName<ApiScope>}`;
}

type ScopeKeyName<Scope> = Scope extends `${infer Resource}:${infer Action}`
  ? `${Resource}.${Action}`
  : never;

/** The i18n key of a resource's name ('Produtos'). */
export function scopeResourceLabelKey(
  resource: ApiScopeResource,
): KeyUnder<'settings.integrations.apiKeys.scopeGroups'> {
  return `settings.integrations.apiKeys.scopeGroups.${resource}`;
}

/** A key's scopes in the validators' order, whatever order they were stored in. */
export function orderedScopes(scopes: readonly ApiScope[]): ApiScope[] {
  return API_SCOPES.filter((scope) => scopes.includes(scope));
}

/** Whether a key may do everything: the list then says 'Todas as permissões' instead of eight badges. */
export function hasAllScopes(scopes: readonly ApiScope[]): boolean {
  return selectionOf(scopes, API_SCOPES) === 'all';
}

/** Ativa, or Revogada (since its revocation: a revoked key never works again). */
export type ApiKeyStatus = 'active' | 'revoked';

export function apiKeyStatus(key: { revokedAt: Date | null }): ApiKeyStatus {
  return key.revokedAt ? 'revoked' : 'active';
}

export const API_KEY_STATUS_TONE: Record<ApiKeyStatus, StatusTone> = {
  active: 'success',
  revoked: 'neutral',
};

export const API_KEY_STATUS_LABEL: Record<
  ApiKeyStatus,
  KeyUnder<'settings.integrations.apiKeys.key.status'>
> = {
  active: 'settings.integrations.apiKeys.key.status.active',
  revoked: 'settings.integrations.apiKeys.key.status.revoked',
};

interface SortableKey {
  id: string;
  createdAt: Date;
  revokedAt: Date | null;
}

const time = (date: Date) => new Date(date).getTime();

/**
 * The keys as the card lists them: the live ones, newest first (a key just created comes on top), and apart
 * the revoked ones, most recently revoked first. Ties keep a fixed order by id, so a reload never reshuffles.
 */
export function splitApiKeys<Key extends SortableKey>(keys: readonly Key[]): { live: Key[]; revoked: Key[] } {
  const byId = (a: Key, b: Key) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const live = keys
    .filter((key) => !key.revokedAt)
    .sort((a, b) => time(b.createdAt) - time(a.createdAt) || byId(a, b));
  const revoked = keys
    .filter((key) => key.revokedAt)
    .sort((a, b) => time(b.revokedAt ?? b.createdAt) - time(a.revokedAt ?? a.createdAt) || byId(a, b));
  return { live, revoked };
}

/** The same order in one list: live keys, then revoked ones (the admin's table). */
export function sortApiKeys<Key extends SortableKey>(keys: readonly Key[]): Key[] {
  const { live, revoked } = splitApiKeys(keys);
  return [...live, ...revoked];
}

/** Whether 'Criar chave' is blocked: only live keys count towards the limit (revoked ones stay listed). */
export function apiKeyLimitReached(
  keys: ReadonlyArray<{ revokedAt: Date | null }>,
  maxKeys: number,
): boolean {
  return keys.filter((key) => !key.revokedAt).length >= maxKeys;
}

/**
 * The server's refusals that mean the screen is out of date: the plan lapsed (the card turns into the upgrade
 * prompt), the limit was reached from another tab, or the key is gone. The card reloads the keys after them.
 */
const STALE_ERRORS: ReadonlySet<string> = new Set([
  'errors.apiKeys.upgradeRequired',
  'errors.apiKeys.tooManyKeys',
  'errors.apiKeys.notFound',
]);

export function isStaleKeysError(code: string): boolean {
  return STALE_ERRORS.has(code);
}
