import type { TranslationKey, TranslationValues } from './i18n-keys';

/** An error of the purchase flow itself, carried as an i18n key plus its interpolation values. */
export class PurchaseFlowError extends Error {
  readonly code: TranslationKey;
  readonly params: TranslationValues;

  constructor(code: TranslationKey, params: TranslationValues = {}) {
    super(code);
    this.name = 'PurchaseFlowError';
    this.code = code;
    this.params = params;
  }
}
