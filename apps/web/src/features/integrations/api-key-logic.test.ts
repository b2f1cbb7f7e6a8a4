import { API_SCOPES } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import {
  API_KEY_STATUS_LABEL,
  API_KEY_STATUS_TONE,
  API_SCOPES_BY_RESOURCE,
  apiKeyLimitReached,
  apiKeyStatus,
  hasAllScopes,
  isStaleKeysError,
  orderedScopes,
  scopeLabelKey,
  scopeResource,
  scopeResourceLabelKey,
  sortApiKeys,
  splitApiKeys,
} from './api-key-logic';

const day = (n: number) => new Date(Date.UTC(2026, 2, n, 12));

describe('API scopes by resource', () => {
  it('puts every scope in exactly one resource, resources in the order of the form', () => {
    expect(API_SCOPES_BY_RESOURCE.map((entry) => entry.resource)).toEqual([
      'products',
      'sales',
      'commissions',
      'affiliations',
      'payouts',
    ]);
    expect(API_SCOPES_BY_RESOURCE.flatMap((entry) => entry.scopes)).toEqual([...API_SCOPES]);
    expect(API_SCOPES_BY_RESOURCE[1]?.scopes).toEqual(['sales:read', 'sales:refund']);
  });

  it('reads the resource before the colon', () => {
    expect(scopeResource('affiliations:write')).toBe('affiliations');
    expect(scopeResource('payouts:read')).toBe('payouts');
  });

  it('names the label keys with a dot, since i18next reads a colon as the namespace separator', () => {
    expect(scopeLabelKey('products:read')).toBe('settings.integrations.apiKeys.scopes.products.read');
    expect(scopeLabelKey('sales:refund')).toBe('settings.integrations.apiKeys.scopes.sales.refund');
    expect(scopeResourceLabelKey('commissions')).toBe(
      'settings.integrations.apiKeys.scopeGroups.commissions',
    );
  });
});

describe("a key's scopes", () => {
  it("orders a key's scopes and tells when it has them all", () => {
    expect(orderedScopes(['payouts:read', 'products:write', 'products:read'])).toEqual([
      'products:read',
      'products:write',
      'payouts:read',
    ]);
    expect(hasAllScopes([...API_SCOPES].reverse())).toBe(true);
    expect(hasAllScopes(API_SCOPES.slice(1))).toBe(false);
  });
});

describe('key status', () => {
  it('is active until revoked, then revoked for good', () => {
    expect(apiKeyStatus({ revokedAt: null })).toBe('active');
    expect(apiKeyStatus({ revokedAt: day(5) })).toBe('revoked');
  });

  it('says the status in words and a tone for each status', () => {
    expect(API_KEY_STATUS_LABEL.active).toBe('settings.integrations.apiKeys.key.status.active');
    expect(API_KEY_STATUS_LABEL.revoked).toBe('settings.integrations.apiKeys.key.status.revoked');
    expect(API_KEY_STATUS_TONE).toEqual({ active: 'success', revoked: 'neutral' });
  });
});

describe('listing keys', () => {
  const keys = [
    { id: 'a', createdAt: day(1), revokedAt: day(3) },
    { id: 'b', createdAt: day(2), revokedAt: null },
    { id: 'c', createdAt: day(4), revokedAt: null },
    { id: 'd', createdAt: day(1), revokedAt: day(6) },
    { id: 'e', createdAt: day(2), revokedAt: null },
  ];

  it('lists live keys newest first and revoked ones apart, most recently revoked first', () => {
    const { live, revoked } = splitApiKeys(keys);
    expect(live.map((key) => key.id)).toEqual(['c', 'b', 'e']);
    expect(revoked.map((key) => key.id)).toEqual(['d', 'a']);
  });

  it('puts revoked keys after the live ones in a single list', () => {
    expect(sortApiKeys(keys).map((key) => key.id)).toEqual(['c', 'b', 'e', 'd', 'a']);
  });

  it('leaves the given list as it was', () => {
    const copy = [...keys];
    sortApiKeys(keys);
    expect(keys).toEqual(copy);
  });

  it('counts only live keys towards the limit', () => {
    expect(apiKeyLimitReached(keys, 3)).toBe(true);
    expect(apiKeyLimitReached(keys, 4)).toBe(false);
    expect(apiKeyLimitReached([], 1)).toBe(false);
  });
});

describe('server errors', () => {
  it('reloads the keys after a refusal that means the screen is out of date', () => {
    expect(isStaleKeysError('errors.apiKeys.upgradeRequired')).toBe(true);
    expect(isStaleKeysError('errors.apiKeys.tooManyKeys')).toBe(true);
    expect(isStaleKeysError('errors.apiKeys.notFound')).toBe(true);
    expect(isStaleKeysError('errors.network')).toBe(false);
  });
});
