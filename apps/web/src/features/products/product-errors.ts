import type { TFunction } from 'i18next';
import { type ErrorCode, parseError, translateError } from '@/lib/errors';
import type { TranslationKey, TranslationValues } from '@/lib/i18n-keys';

/** Plan errors come with an upgrade link to /plans. */
export function isPlanError(code: ErrorCode): boolean {
  return code === 'errors.plans.limitReached' || code === 'errors.plans.subscriptionRequired';
}

/**
 * The translated reason of a failed product call: the server's own message when it has a specific one
 * (plan limit, not found, validation…), else the generic text for that action.
 */
export function describeProductError(
  t: TFunction,
  error: unknown,
  fallbackKey: TranslationKey,
): { code: ErrorCode; description: string; params: TranslationValues } {
  const { code, params } = parseError(error);
  const generic = code === 'errors.internal' || code === 'errors.validation';
  return { code, params, description: generic ? t(fallbackKey) : translateError(t, code, params) };
}
