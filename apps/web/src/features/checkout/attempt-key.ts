import type { TranslationKey } from '@/lib/i18n-keys';

/**
 * One checkout attempt as the server sees it: the idempotency key, and the payment method created for it.
 * A retry of the same attempt (double click, lost answer, 'errors.checkout.inProgress') sends both again, so
 * the server answers from the sale it already has and never charges twice. A decline, another definitive
 * refusal, or an edit of the form starts a new attempt.
 */
export interface AttemptState {
  key: string;
  /** Sent to the server at least once: an edit must then start a new attempt. */
  sent: boolean;
  /** Reused by a retry of the same attempt (Stripe makes a new `pm_…` on every call). */
  paymentMethodId: string | null;
}

export type AttemptEvent =
  | { type: 'paymentMethodCreated'; paymentMethodId: string }
  | { type: 'sent' }
  /** The attempt ended without a sale that a retry could answer from: next time, a new attempt. */
  | { type: 'finished'; nextKey: string }
  | { type: 'edited'; nextKey: string };

export function initialAttempt(key: string): AttemptState {
  return { key, sent: false, paymentMethodId: null };
}

export function attemptReducer(state: AttemptState, event: AttemptEvent): AttemptState {
  switch (event.type) {
    case 'paymentMethodCreated':
      return { ...state, paymentMethodId: event.paymentMethodId };
    case 'sent':
      return state.sent ? state : { ...state, sent: true };
    case 'finished':
      return initialAttempt(event.nextKey);
    case 'edited':
      // Before anything was sent the key is still unused: keep it (and drop a card made for other data).
      if (!state.sent) return state.paymentMethodId === null ? state : { ...state, paymentMethodId: null };
      return initialAttempt(event.nextKey);
  }
}

/**
 * Errors after which the same attempt may be sent again as it is: the answer was lost (network), the server
 * failed midway (the charge may have happened: the replay tells), the first request is still running, or a
 * limit refused it before anything was written. Any other error (a decline, invalid data, a conflict) is
 * final for this attempt.
 */
const RETRY_SAME_ATTEMPT = new Set<TranslationKey>([
  'errors.network',
  'errors.internal',
  'errors.rateLimited',
  'errors.checkout.inProgress',
  'errors.checkout.tooManyDeclines',
]);

export function keepsAttempt(errorCode: TranslationKey): boolean {
  return RETRY_SAME_ATTEMPT.has(errorCode);
}
