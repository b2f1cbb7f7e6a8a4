import type { Database } from '@afilia/db';
import type { SecretBox } from '../../integrations/secrets/secret-box';

/** What the payment-connection services need from the app. */
export interface PaymentConnectionDeps {
  db: Database;
  secrets: SecretBox;
  /** Public base URL of the app, for the default webhook address. */
  appUrl: string;
  /** Overrides Asaas's base URL (a local fake in tests); null uses the connection's environment. */
  asaasApiUrl: string | null;
  /** Overrides Stripe's API host (a local fake in tests). */
  stripeApiUrl: string | null;
}

/** Who made a change, for the audit log. */
export interface PaymentActor {
  userId: string;
  ip: string | null;
}
