import Stripe from 'stripe';

export type StripeClient = Stripe;
export type StripeEvent = Stripe.Event;
export type StripeSubscription = Stripe.Subscription;
export type StripePaymentIntent = Stripe.PaymentIntent;

export interface StripeClientOptions {
  secretKey: string;
  /** Another API base URL (a local fake or stripe-mock), e.g. http://127.0.0.1:12111. */
  apiUrl?: string | null;
}

/** The Stripe SDK client, optionally pointed at a local fake of the API. */
export function createStripeClient(options: StripeClientOptions): Stripe {
  const config: Stripe.StripeConfig = {
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: 'Afilia' },
  };
  if (options.apiUrl) {
    const url = new URL(options.apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = url.port || (protocol === 'http' ? 80 : 443);
    config.protocol = protocol;
  }
  return new Stripe(options.secretKey, config);
}
