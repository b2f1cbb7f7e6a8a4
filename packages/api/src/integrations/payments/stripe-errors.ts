import Stripe from 'stripe';
import { AppError } from '../../errors';

/** Stripe's errors on ours; AppErrors pass through. */
export function toPaymentError(error: unknown, context: { trial?: boolean } = {}): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds'
      ? new AppError('errors.payments.insufficientFunds', { cause: error })
      : new AppError('errors.payments.cardDeclined', { cause: error });
  }
  if (error instanceof Stripe.errors.StripeConnectionError)
    return new AppError('errors.payments.providerNotReady', { cause: error });
  if (error instanceof Stripe.errors.StripeError) {
    return context.trial
      ? new AppError('errors.payments.trialActivationFailed', {
          cause: error,
          params: { msg: error.message },
        })
      : new AppError('errors.payments.providerError', {
          cause: error,
          params: { provider: 'Stripe', message: error.message },
        });
  }
  return new AppError('errors.payments.invalidResponse', { cause: error });
}

/**
 * Stripe answered that the object is not in this account or that the key may not read it: asking again will
 * not change that (unlike a connection error, a rate limit or Stripe's own failure).
 */
export function isStripeRefusal(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  );
}

/** Any error Stripe's SDK raised (as opposed to one of ours). */
export function isStripeError(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError;
}
