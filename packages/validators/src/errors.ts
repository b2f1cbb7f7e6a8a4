/**
 * Application error codes. Each is an i18n key under `errors.` and maps to one HTTP status on the server.
 * The web app shows `t(code)`; the server never sends user-facing text of its own.
 */
export const APP_ERROR_STATUS = {
  'errors.auth.invalidCredentials': 401,
  'errors.auth.emailNotConfirmed': 403,
  'errors.auth.noProducerPermission': 403,
  'errors.auth.noResellerPermission': 403,
  'errors.auth.accountSuspended': 403,
  'errors.auth.accountDeactivated': 403,
  'errors.auth.emailExists': 409,
  'errors.auth.invalidLink': 400,
  'errors.auth.invitationInvalid': 400,
  'errors.auth.invitationEmailMismatch': 400,
  'errors.auth.unauthenticated': 401,
  'errors.forbidden': 403,
  'errors.csrf': 403,
  'errors.rateLimited': 429,
  'errors.loginRateLimited': 429,
  'errors.validation': 400,
  'errors.notFound': 404,
  'errors.payloadTooLarge': 413,
  'errors.products.notFound': 404,
  'errors.products.codeInUse': 409,
  'errors.storage.noFile': 400,
  'errors.storage.unsupportedType': 415,
  'errors.storage.fileTooLarge': 413,
  'errors.storage.notFound': 404,
  'errors.storage.invalidSignature': 403,
  'errors.plans.unknownPlan': 400,
  'errors.plans.priceMissing': 400,
  'errors.plans.trialAlreadyUsed': 409,
  'errors.plans.alreadyOnPlan': 409,
  'errors.plans.noSubscription': 404,
  'errors.plans.subscriptionRequired': 402,
  'errors.plans.limitReached': 403,
  'errors.plans.producersOnly': 403,
  'errors.payments.paymentMethodRequired': 400,
  'errors.payments.cardDeclined': 402,
  'errors.payments.insufficientFunds': 402,
  'errors.payments.testCardUnknown': 400,
  'errors.payments.providerNotReady': 503,
  'errors.payments.notConfigured': 503,
  'errors.payments.providerError': 502,
  'errors.payments.invalidResponse': 502,
  'errors.payments.trialActivationFailed': 502,
  'errors.internal': 500,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && Object.hasOwn(APP_ERROR_STATUS, value);
}
