import { z } from 'zod';
import { singleLineText } from './text';

/**
 * What a producer API key may do. A key acts as its producer and nothing more, and only within its scopes:
 * each REST endpoint names the one scope it needs.
 */
export const API_SCOPES = [
  'products:read',
  'products:write',
  'sales:read',
  'sales:refund',
  'commissions:read',
  'affiliations:read',
  'affiliations:write',
  'payouts:read',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Every key starts so, for secret scanners (GitHub, GitGuardian) to recognise a leaked one. */
export const API_KEY_PREFIX = 'afilia_live_';
/** The random part: 32 characters of base62, about 190 bits. */
export const API_KEY_RANDOM_LENGTH = 32;
export const MAX_API_KEYS = 20;
export const API_KEY_NAME_MAX_LENGTH = 80;

export const apiKeyCreateInput = z.object({
  name: singleLineText()
    .trim()
    .min(1, 'validation.apiKeys.nameRequired')
    .max(API_KEY_NAME_MAX_LENGTH, 'validation.apiKeys.nameTooLong'),
  scopes: z
    .array(z.enum(API_SCOPES, 'validation.apiKeys.scopeUnknown'))
    .min(1, 'validation.apiKeys.scopesRequired')
    .max(API_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateInput>;

export const apiKeyIdInput = z.object({ keyId: z.uuid('errors.apiKeys.notFound') });
