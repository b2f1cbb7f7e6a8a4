import { DEFAULT_REDIRECT_AFTER_PAYMENT } from '@afilia/validators';
import type { TranslationKey, TranslationValues } from '@/lib/i18n-keys';
import type { PurchaseCustomer } from './purchase-plan';

/** The success → redirect step waits 1.5 s; closing resets the modal after 300 ms. */
export const PURCHASE_REDIRECT_MS = 1500;
export const PURCHASE_RESET_MS = 300;

/** The modal's four steps. */
export type PurchaseStep = 'form' | 'checkout' | 'success' | 'redirect';

export interface PurchaseError {
  /** i18n key. */
  code: TranslationKey;
  params: TranslationValues;
}

export interface PurchaseState {
  step: PurchaseStep;
  /** Set from submit until the end of the call: every control is disabled. */
  processing: boolean;
  /** The form step's data, kept for the checkout step (and for 'Voltar'). */
  customer: PurchaseCustomer | null;
  /** The checkout step's inline 'Erro no pagamento' alert. */
  error: PurchaseError | null;
  /** Where the redirect step sends the buyer. */
  targetUrl: string;
  /** The success step announces a started trial rather than a payment. */
  trialActivated: boolean;
  /** Nothing was charged today: the first charge's date (a plan bought during the trial keeps its days). */
  firstChargeAt: Date | null;
}

export type PurchaseAction =
  | { type: 'submit' }
  | { type: 'formCompleted'; customer: PurchaseCustomer }
  | {
      type: 'succeeded';
      url?: string | null | undefined;
      trialActivated: boolean;
      firstChargeAt?: Date | null;
    }
  | { type: 'failed'; error?: PurchaseError | null }
  | { type: 'back' }
  | { type: 'proceed' }
  | { type: 'reset' };

export const initialPurchaseState: PurchaseState = {
  step: 'form',
  processing: false,
  customer: null,
  error: null,
  targetUrl: DEFAULT_REDIRECT_AFTER_PAYMENT,
  trialActivated: false,
  firstChargeAt: null,
};

/** Only a path on this site is followed; anything else goes to the dashboard. */
export function safeTargetUrl(url: string | null | undefined): string {
  if (typeof url !== 'string' || !/^\/(?!\/)[^\s\\]*$/.test(url)) return DEFAULT_REDIRECT_AFTER_PAYMENT;
  return url;
}

/**
 * The purchase modal's steps: form → (trial) success, or form → checkout → success; success → redirect.
 * Back from checkout returns to the form; nothing moves while a call is in flight.
 */
export function purchaseReducer(state: PurchaseState, action: PurchaseAction): PurchaseState {
  switch (action.type) {
    case 'submit':
      if (state.processing || (state.step !== 'form' && state.step !== 'checkout')) return state;
      return { ...state, processing: true, error: null };
    case 'formCompleted':
      if (state.step !== 'form') return state;
      return { ...state, step: 'checkout', processing: false, customer: action.customer, error: null };
    case 'succeeded':
      if (state.step !== 'form' && state.step !== 'checkout') return state;
      return {
        ...state,
        step: 'success',
        processing: false,
        error: null,
        targetUrl: safeTargetUrl(action.url),
        trialActivated: action.trialActivated,
        firstChargeAt: action.firstChargeAt ?? null,
      };
    case 'failed':
      if (state.step !== 'form' && state.step !== 'checkout') return state;
      return { ...state, processing: false, error: action.error ?? null };
    case 'back':
      if (state.processing || state.step !== 'checkout') return state;
      return { ...state, step: 'form', error: null };
    case 'proceed':
      if (state.step !== 'success') return state;
      return { ...state, step: 'redirect' };
    case 'reset':
      return initialPurchaseState;
  }
}
