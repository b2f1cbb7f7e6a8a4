import type { Database } from '@afilia/db';
import type { PaymentProvider } from '../../integrations/payments/provider';
import type { SaleEffectsDeps } from '../ledger/sale-effects';
import type { AsaasAccess } from '../payments/producer-asaas';
import type { StripeAccess } from '../payments/producer-stripe';
import type { CheckoutDeclineLimits } from './decline-limits';

export interface CheckoutDeps extends SaleEffectsDeps {
  db: Database;
  /** The platform's card provider (Stripe or test mode). */
  payments: PaymentProvider;
  /** Opens a producer's own Asaas, for Pix and boleto. */
  asaas: AsaasAccess;
  /** Opens a producer's own Stripe, for their cards. */
  stripe: StripeAccess;
  /** Declined card attempts per product and per buyer email (card testing). */
  declineLimits: CheckoutDeclineLimits;
  /** The time the checkout runs at (the real time when omitted). */
  clock?: () => Date;
}
