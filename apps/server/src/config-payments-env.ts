// The platform's Stripe account, and the payment platforms' API addresses (other ones in tests).
import { z } from 'zod';
import { optionalString, optionalUrl } from './config-env-values';

export const paymentsEnvSchema = z.object({
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalUrl(),
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
