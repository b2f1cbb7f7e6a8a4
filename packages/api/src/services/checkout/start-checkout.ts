import type { Database } from '@afilia/db';
import type { SupportedLocale } from '@afilia/i18n';
import type { startCheckoutInput } from '@afilia/validators';
import type { z } from 'zod';
import type { PaymentProvider } from '../../integrations/payments/provider';
import type { Attribution } from '../affiliations/attribution-cookie';
import type { CheckoutResult } from '../sales/sale-dto';
import type { SaleEffectsDeps } from '../sales/sale-effects';

export interface CheckoutDeps extends SaleEffectsDeps {
  db: Database;
  payments: PaymentProvider;
  now?: Date;
}

/** Who is buying, as the HTTP layer sees it. */
export interface CheckoutRequestContext {
  attribution: Attribution | null;
  /** The signed-in user, when the buyer is signed in (a producer buying their own product earns nothing). */
  sessionUserId: string | null;
  locale: SupportedLocale;
}

export async function startCheckout(
  _deps: CheckoutDeps,
  _request: CheckoutRequestContext,
  _input: z.output<typeof startCheckoutInput>,
): Promise<CheckoutResult> {
  throw new Error('not implemented');
}
