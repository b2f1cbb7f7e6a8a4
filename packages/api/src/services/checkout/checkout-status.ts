import { and, type Database, eq, products, sales } from '@afilia/db';
import { type checkoutStatusInput, isRecurringCategory } from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../integrations/payments/provider';
import type { SaleEffectsDeps } from '../ledger/sale-effects';
import { applyAsaasPayment } from '../payments/asaas-sale-events';
import { pendingChargeAction } from '../payments/charge-instructions';
import { type AsaasAccess, activeProducerAsaas } from '../payments/producer-asaas';
import type { StripeAccess } from '../payments/producer-stripe';
import { confirmFromProducerStripe } from '../payments/producer-stripe-sales';
import type { CheckoutResult } from '../sales/sale-dto';
import { checkoutResult, saleFailureError } from './checkout-result';
import {
  reconcilePendingSale,
  UNRECORDED_CHARGE_ABANDON_AFTER_MS,
  unrecordedChargeRetryAfterMs,
} from './reconcile-pending-sale';

export interface CheckoutStatusDeps extends SaleEffectsDeps {
  db: Database;
  /** The platform's card provider, asked about an attempt whose answer was never recorded. */
  payments: PaymentProvider;
  accounts: AsaasAccess & StripeAccess;
}

type SaleRecord = typeof sales.$inferSelect;

/**
 * How an attempt stands, for the thank-you page, a 3-D Secure return and the Pix/boleto wait. Asking needs both
 * the order code and the attempt's idempotency key (which only the buyer's browser has); a failed attempt
 * throws its decline. A pending Pix or boleto sale is also checked at Asaas, so it is confirmed even when the
 * webhook never arrives (a producer whose webhook could not be registered). An attempt left without the
 * provider's answer (its request died) is settled from the provider once it is no longer in flight, and failed
 * as `notCharged` once it is abandoned, so the buyer's wait always ends.
 */
export async function checkoutStatus(
  deps: CheckoutStatusDeps,
  input: z.output<typeof checkoutStatusInput>,
): Promise<CheckoutResult> {
  const row = await findAttempt(deps.db, input);
  if (!row) throw new AppError('errors.orders.notFound');
  let { sale } = row;
  if (sale.status === 'pending' && sale.providerPaymentId === null) sale = await settleUnrecorded(deps, sale);
  if (sale.status === 'pending' && sale.provider === 'asaas') sale = await refreshFromAsaas(deps, sale);
  if (sale.status === 'pending' && sale.provider === 'stripe' && sale.paymentConnectionId)
    sale = await refreshFromProducerStripe(deps, sale);
  if (sale.status === 'failed') throw saleFailureError(sale.failureCode);
  const recurring = isRecurringCategory(row.category) || sale.subscriptionId !== null;
  const action =
    sale.status === 'pending' && sale.provider === 'asaas'
      ? await pendingChargeAction(deps.db, sale.id, sale.method)
      : null;
  return checkoutResult(sale, recurring, action);
}

async function findAttempt(db: Database, input: z.output<typeof checkoutStatusInput>) {
  const [row] = await db
    .select({ sale: sales, category: products.category })
    .from(sales)
    .leftJoin(products, eq(products.id, sales.productId))
    .where(and(eq(sales.orderCode, input.orderCode), eq(sales.idempotencyKey, input.idempotencyKey)));
  return row ?? null;
}

async function settleUnrecorded(deps: CheckoutStatusDeps, sale: SaleRecord): Promise<SaleRecord> {
  const now = new Date();
  const age = now.getTime() - sale.createdAt.getTime();
  if (age < unrecordedChargeRetryAfterMs(sale.provider)) return sale;
  const policy = age >= UNRECORDED_CHARGE_ABANDON_AFTER_MS ? 'fail' : 'keep';
  const { accounts, ...rest } = deps;
  await reconcilePendingSale({ ...rest, asaas: accounts, stripe: accounts }, sale, policy, now);
  const [current] = await deps.db.select().from(sales).where(eq(sales.id, sale.id));
  return current ?? sale;
}

async function refreshFromAsaas(deps: CheckoutStatusDeps, sale: SaleRecord): Promise<SaleRecord> {
  if (!sale.providerPaymentId) return sale;
  const asaas = await activeProducerAsaas(deps.db, deps.accounts, sale.producerId);
  if (!asaas) return sale;
  let payment: Awaited<ReturnType<typeof asaas.client.getPayment>>;
  try {
    payment = await asaas.client.getPayment(sale.providerPaymentId);
  } catch {
    // Asaas unreachable: the answer stays 'pending' and the next poll (or the webhook) decides.
    return sale;
  }
  const { emailIds } = await applyAsaasPayment(deps.db, deps, sale.producerId, payment, {
    event: null,
    now: new Date(),
  });
  if (emailIds.length > 0) await deps.mail.deliver(deps.db, emailIds);
  const [current] = await deps.db.select().from(sales).where(eq(sales.id, sale.id));
  return current ?? sale;
}

/**
 * A card on the producer's own Stripe waiting after 3-D Secure: their webhook is optional, so the buyer's poll
 * asks Stripe for the PaymentIntent and confirms the sale when it succeeded.
 */
async function refreshFromProducerStripe(deps: CheckoutStatusDeps, sale: SaleRecord): Promise<SaleRecord> {
  const emailIds = await confirmFromProducerStripe(deps.db, deps, deps.accounts, sale).catch(() => []);
  if (emailIds.length > 0) await deps.mail.deliver(deps.db, emailIds);
  const [current] = await deps.db.select().from(sales).where(eq(sales.id, sale.id));
  return current ?? sale;
}
