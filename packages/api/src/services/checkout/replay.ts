import { type Database, eq, sales } from '@afilia/db';
import type { buyerSchema } from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { pendingChargeAction } from '../payments/charge-instructions';
import type { CheckoutResult } from '../sales/sale-dto';
import { checkoutResult, saleFailureError } from './checkout-result';

type SaleRecord = typeof sales.$inferSelect;
type BuyerInput = z.output<typeof buyerSchema>;

/** How long a duplicate request waits for the request that is charging the same attempt. */
const IN_FLIGHT_WAIT_MS = 8_000;
const IN_FLIGHT_POLL_MS = 100;
/** A sale still without a provider id after this long is an uncertain charge left to the webhook: no wait. */
const CHARGE_IN_FLIGHT_MAX_MS = 60_000;

/** What a retry must repeat of its attempt: the buyer's data and the installments chosen. */
export interface AttemptTerms {
  buyer: BuyerInput;
  installments: number;
}

/** Whether a retried attempt carries the buyer data and the installments it was first made with. */
export function sameAttempt(sale: SaleRecord, { buyer, installments }: AttemptTerms): boolean {
  return (
    sale.installments === installments &&
    sale.buyerEmail === buyer.email &&
    sale.buyerDocument === buyer.document &&
    sale.buyerName === buyer.name &&
    sale.buyerPhone === buyer.phone
  );
}

/**
 * The answer to a request whose idempotency key already has a sale: the same result (or the same decline)
 * as the first request, never a second charge. When the first request is still charging (pending, no
 * provider id yet), waits a few seconds for its outcome so a double click sees the real answer.
 * No secret is stored: a replay of a 3-D Secure attempt answers 'pending' without the next action, and the
 * browser follows it with checkout.status.
 */
export async function answerReplay(
  db: Database,
  sale: SaleRecord,
  terms: AttemptTerms,
  recurring: boolean,
): Promise<CheckoutResult> {
  if (!sameAttempt(sale, terms)) throw new AppError('errors.checkout.idempotencyConflict');
  const settled = await waitWhileCharging(db, sale);
  if (settled.status === 'failed') throw saleFailureError(settled.failureCode);
  // A Pix or boleto attempt answers with its code again: paying it is still the buyer's next step.
  const action =
    settled.status === 'pending' && settled.provider === 'asaas'
      ? await pendingChargeAction(db, settled.id, settled.method)
      : null;
  return checkoutResult(settled, recurring, action);
}

async function waitWhileCharging(db: Database, sale: SaleRecord): Promise<SaleRecord> {
  let current = sale;
  const deadline = Math.min(
    Date.now() + IN_FLIGHT_WAIT_MS,
    sale.createdAt.getTime() + CHARGE_IN_FLIGHT_MAX_MS,
  );
  while (current.status === 'pending' && current.providerPaymentId === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
    const [row] = await db.select().from(sales).where(eq(sales.id, sale.id));
    if (!row) break;
    current = row;
  }
  return current;
}
