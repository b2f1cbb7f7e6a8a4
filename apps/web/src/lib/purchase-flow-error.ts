/** An error of the purchase flow itself, carried as an i18n key plus its interpolation values. */
export class PurchaseFlowError extends Error {
  readonly code: string;
  readonly params: Record<string, string>;

  constructor(code: string, params: Record<string, string> = {}) {
    super(code);
    this.name = 'PurchaseFlowError';
    this.code = code;
    this.params = params;
  }
}
