import type { WebhookAddressPolicy } from './services/webhooks/endpoint-address';

export interface ApiConfig {
  /** Public base URL of the web app, used in links sent by email (no trailing slash). */
  appUrl: string;
  production: boolean;
  requireEmailConfirmation: boolean;
  /** Failed logins per email + IP allowed inside the window before answering 429. */
  loginMaxFailures: number;
  /** Failed logins per email from any IP allowed inside the window (a higher bound than per email + IP). */
  loginMaxFailuresPerAccount: number;
  loginFailureWindowMs: number;
  /** Receives contact-form messages when the branding settings have no contact email. */
  supportEmail: string;
  /** Stripe.js key for the web app; null in test mode. */
  stripePublishableKey: string | null;
  /** Overrides Asaas's base URL for every producer (a local fake in tests); null in real use. */
  asaasApiUrl: string | null;
  /** Stripe's API host override (a local fake in tests), also for the producers' own Stripe accounts. */
  stripeApiUrl: string | null;
  /** Where producers' webhooks may be delivered (public addresses only; https in production). */
  webhooks: WebhookAddressPolicy;
}
