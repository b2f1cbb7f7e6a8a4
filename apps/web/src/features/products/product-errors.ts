import type { TFunction } from 'i18next';
import { parseError, translateError } from '@/lib/errors';

/** Plan errors come with an upgrade link to /plans. */
export function isPlanError(code: string): boolean {
  return code === 'errors.plans.limitReached' || code === 'errors.plans.subscriptionRequired';
}

/**
 * The translated reason of a failed product call: the server's own message when it has a specific one
 * (plan limit, not found, validation…), else the generic text for that action.
 */
export function describeProductError(
  t: TFunction,
  error: unknown,
  fallbackKey: string,
): { code: string; description: string; params: Record<string, string> } {
  const { code, params } = parseError(error);
  const generic = code === 'errors.internal' || code === 'errors.validation';
  return { code, params, description: generic ? t(fallbackKey) : translateError(t, code, params) };
}
