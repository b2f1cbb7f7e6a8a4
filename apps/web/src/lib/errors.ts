import { type AppErrorCode, isAppErrorCode } from '@afilia/validators/constants';
import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import type { TranslationKey, TranslationValues } from './i18n-keys';

/** Compiles only when every member of `Keys` is a translation key of pt-BR. */
type Translated<Keys extends TranslationKey> = Keys;

/**
 * The i18n key of an error: one of the server's codes (each is a key under `errors.`, so a code added to
 * APP_ERROR_STATUS without its pt-BR text fails the typecheck here), or `errors.network` for a request that
 * never reached the server.
 */
export type ErrorCode = Translated<AppErrorCode | 'errors.network'>;

export interface ParsedError {
  /** An i18n key: the server's `appCode`, or `errors.network` / `errors.internal`. */
  code: ErrorCode;
  /** Field name (dotted path) → i18n key of the first problem with that field. */
  fieldErrors: Record<string, string>;
  /** Interpolation values for `code` (the server's `appParams`), e.g. `{ limit: '3', plan: 'Iniciante' }`. */
  params: TranslationValues;
}

interface ErrorData {
  appCode?: unknown;
  appParams?: unknown;
  zodIssues?: unknown;
  httpStatus?: unknown;
}

interface Issue {
  path: unknown;
  message: unknown;
}

function isIssue(value: unknown): value is Issue {
  return typeof value === 'object' && value !== null && 'path' in value && 'message' in value;
}

function readFieldErrors(issues: unknown): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  if (!Array.isArray(issues)) return fieldErrors;
  for (const issue of issues) {
    if (!isIssue(issue) || typeof issue.message !== 'string') continue;
    const path = Array.isArray(issue.path) ? issue.path.map(String).join('.') : String(issue.path ?? '');
    const key = path || '_root';
    if (!(key in fieldErrors)) fieldErrors[key] = issue.message;
  }
  return fieldErrors;
}

function readParams(value: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return params;
  for (const [key, param] of Object.entries(value)) {
    if (typeof param === 'string' || typeof param === 'number' || typeof param === 'boolean')
      params[key] = String(param);
  }
  return params;
}

/**
 * Turns any thrown value (normally a TRPCClientError) into a translatable code plus per-field errors,
 * following docs/web-contract.md: `error.data.appCode`, `error.data.appParams` and `error.data.zodIssues`.
 * Show it with `t(code, params)`.
 */
export function parseError(error: unknown): ParsedError {
  if (error instanceof TRPCClientError) {
    const data = (error.data ?? undefined) as ErrorData | undefined;
    if (!data) {
      // No error payload: the request never reached tRPC (offline, proxy down, non-JSON answer).
      return { code: 'errors.network', fieldErrors: {}, params: {} };
    }
    const fieldErrors = readFieldErrors(data.zodIssues);
    const params = readParams(data.appParams);
    // A code this build does not know (a newer server) has no text here: it reads as the generic error.
    if (isAppErrorCode(data.appCode)) return { code: data.appCode, fieldErrors, params };
    if (Object.keys(fieldErrors).length > 0) return { code: 'errors.validation', fieldErrors, params };
    return { code: 'errors.internal', fieldErrors, params };
  }
  if (error instanceof TypeError) return { code: 'errors.network', fieldErrors: {}, params: {} };
  return { code: 'errors.internal', fieldErrors: {}, params: {} };
}

/** Shortcut for a toast: the i18n key of the error's message. */
export function errorCode(error: unknown): ErrorCode {
  return parseError(error).code;
}

/** The resources a plan limits, as the server names them in `appParams.resource`. */
const LIMITED_RESOURCES = ['products', 'sellers'] as const;
type LimitedResource = (typeof LIMITED_RESOURCES)[number];

function isLimitedResource(value: string | undefined): value is LimitedResource {
  return (LIMITED_RESOURCES as readonly (string | undefined)[]).includes(value);
}

/**
 * The interpolation values to show an error with. The plan limit's bare number becomes the counted resource
 * ('3 produtos', '10 revendedores', with the language's plural), so 'o plano Iniciante permite até {{limit}}'
 * names what is limited; without a known resource the number is kept as it is.
 */
export function errorParams(
  t: TFunction,
  code: TranslationKey,
  params: TranslationValues,
): TranslationValues {
  if (code !== 'errors.plans.limitReached') return params;
  const count = Number(params.limit);
  if (!isLimitedResource(params.resource) || !Number.isInteger(count)) return params;
  return { ...params, limit: t(`errors.plans.limitResources.${params.resource}`, { count }) };
}

/** The translated message of an error code with the server's values: `t(code, params)`, resources named. */
export function translateError(t: TFunction, code: TranslationKey, params: TranslationValues = {}): string {
  return t(code, errorParams(t, code, params));
}
