// The platform's Stripe account, and the payment platforms' API addresses (other ones in tests).
import { z } from 'zod';
import { bool, optionalString, optionalUrl } from './env-values';

export const paymentsEnvSchema = z.object({
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalUrl(),
  /**
   * Allows the built-in test-mode provider (cards such as 4242 "pay" without money moving) when
   * STRIPE_SECRET_KEY is unset. Needed only in production, where it is otherwise refused.
   */
  PAYMENTS_TEST_MODE: bool(false),
  /** Points every producer's Asaas client at another base URL (the local fake in tests). */
  ASAAS_API_URL: optionalUrl(),
});

type PaymentsEnv = z.infer<typeof paymentsEnvSchema>;

export interface StripeConfig {
  secretKey: string;
  /** For Stripe.js in the browser; the card form cannot load without it. */
  publishableKey: string | null;
  /** Verifies POST /api/webhooks/stripe; without it the route is not registered. */
  webhookSecret: string | null;
  /** Another API base URL (a local fake or stripe-mock); null for api.stripe.com. */
  apiUrl: string | null;
}

/** Which provider takes the platform's card payments: Stripe with a live or a test key, or the built-in test mode. */
export type PaymentsMode = 'stripe-live' | 'stripe-test' | 'test-mode';

/** The Stripe path when STRIPE_SECRET_KEY is set; null runs the built-in test-mode provider. */
export function stripeFrom(env: PaymentsEnv): StripeConfig | null {
  return env.STRIPE_SECRET_KEY
    ? {
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
        apiUrl: env.STRIPE_API_URL ?? null,
      }
    : null;
}

/**
 * The payments mode, refusing the start-up of a production server that would fall back to test payments
 * without being told to: there a forgotten STRIPE_SECRET_KEY would let test cards "pay" and accrue
 * commissions that are later paid out with real money.
 */
export function paymentsModeFrom(env: PaymentsEnv & { NODE_ENV: string }): PaymentsMode {
  if (env.STRIPE_SECRET_KEY)
    return /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY) ? 'stripe-live' : 'stripe-test';
  if (env.NODE_ENV === 'production' && !env.PAYMENTS_TEST_MODE)
    throw new Error(
      'Invalid environment:\n  STRIPE_SECRET_KEY: required in production (set STRIPE_SECRET_KEY, ' +
        'STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET), or set PAYMENTS_TEST_MODE=true to run the ' +
        'built-in test payments, where no real money is charged',
    );
  return 'test-mode';
}

/** The start-up log's words for the mode. */
export function describePaymentsMode(mode: PaymentsMode): string {
  switch (mode) {
    case 'stripe-live':
      return 'Stripe (live key): real card payments';
    case 'stripe-test':
      return 'Stripe (test key): no real money is charged';
    case 'test-mode':
      return 'built-in test mode: test cards such as 4242 4242 4242 4242, no real money is charged';
  }
}
