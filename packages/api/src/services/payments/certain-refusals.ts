import type { AppErrorCode } from '@afilia/validators';
import { AppError } from '../../errors';

/** Refusals after which no money moved (a dropped connection may hide a charge: that sale stays pending). */
const CERTAIN_REFUSALS = new Set<AppErrorCode>([
  'errors.payments.cardDeclined',
  'errors.payments.insufficientFunds',
  'errors.payments.testCardUnknown',
  'errors.payments.paymentMethodRequired',
  'errors.payments.notConfigured',
]);

/** Whether a charge error certainly moved no money, so the sale may be marked failed. */
export function isCertainRefusal(error: unknown): boolean {
  return error instanceof AppError && CERTAIN_REFUSALS.has(error.code);
}
