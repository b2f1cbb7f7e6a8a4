import { and, eq, sales } from '@afilia/db';
import { AppError, isDatabaseUnavailable } from '../../errors';
import type { ProductCharge } from '../../integrations/payments/provider';
import { confirmSalePaid } from '../ledger/confirm-sale';
import { markSaleFailed } from '../ledger/sale-failure';
import { chargeSaleWithAsaas } from '../payments/asaas-sale-charge';
import { isCertainRefusal } from '../payments/certain-refusals';
import type { ProducerAsaas } from '../payments/producer-asaas';
import type { CheckoutResult } from '../sales/sale-dto';
import type { CheckoutDeps } from './checkout-deps';
import { checkoutResult, saleFailureError } from './checkout-result';

type SaleRecord = typeof sales.$inferSelect;

/**
 * A Pix or boleto sale stays pending with the instructions the buyer pays; Asaas's webhook (or the status
 * poll) confirms it. Any refusal fails the sale: the buyer never saw a code, so nothing can have been paid.
 */
export async function chargeWithAsaas(
  deps: CheckoutDeps,
  sale: SaleRecord,
  asaas: ProducerAsaas,
  method: 'pix' | 'boleto',
  recurring: boolean,
): Promise<CheckoutResult> {
  const now = deps.clock?.() ?? new Date();
  let charge: Awaited<ReturnType<typeof chargeSaleWithAsaas>>;
  try {
    charge = await chargeSaleWithAsaas(deps.db, asaas, sale, method, now);
  } catch (error) {
    const failure = error instanceof AppError ? error : new AppError('errors.payments.asaasUnavailable');
    await deps.db.transaction((tx) => markSaleFailed(tx, sale.id, failure.code, now));
    throw failure;
  }
  await deps.db
    .update(sales)
    .set({
      providerPaymentId: charge.providerPaymentId,
      providerCustomerId: charge.providerCustomerId,
      updatedAt: now,
    })
    .where(and(eq(sales.id, sale.id), eq(sales.status, 'pending')));
  return checkoutResult(sale, recurring, charge.action);
}

export async function chargeSale(
  deps: CheckoutDeps,
  sale: SaleRecord,
  paymentMethodId: string,
  recurring: boolean,
): Promise<CheckoutResult> {
  const { db } = deps;
  let charge: ProductCharge;
  try {
    charge = await deps.payments.chargeProduct({
      saleId: sale.id,
      orderCode: sale.orderCode,
      amountCents: sale.amountCents,
      description: `${sale.productTitle} (${sale.orderCode})`,
      customer: {
        name: sale.buyerName,
        email: sale.buyerEmail,
        phone: sale.buyerPhone,
        cpfCnpj: sale.buyerDocument,
      },
      method: 'card',
      paymentMethodId,
      installments: sale.installments,
      recurring,
      now: deps.clock?.() ?? new Date(),
    });
  } catch (error) {
    throw await settleRefusedCharge(deps, sale, error);
  }

  if (charge.status === 'pending') {
    await db
      .update(sales)
      .set({
        providerPaymentId: charge.providerPaymentId,
        providerCustomerId: charge.providerCustomerId,
        cardBrand: charge.card?.brand ?? null,
        cardLast4: charge.card?.last4 ?? null,
        updatedAt: deps.clock?.() ?? new Date(),
      })
      .where(and(eq(sales.id, sale.id), eq(sales.status, 'pending')));
    return checkoutResult(sale, recurring, charge.nextAction);
  }

  let confirmation: Awaited<ReturnType<typeof confirmSalePaid>>;
  try {
    confirmation = await confirmPaidCharge(deps, sale, charge, recurring);
  } catch (error) {
    // The provider took the payment but the database could not record it, even after a few tries: the buyer
    // is told it is being processed, their page follows checkout.status, and the pending-sales job confirms it
    // from the provider.
    if (isDatabaseUnavailable(error)) return checkoutResult(sale, recurring);
    throw error;
  }
  const { confirmed, emailIds } = confirmation;
  // The emails wait in the outbox: a database gone now delays them (the retry job sends them), not the answer.
  await deps.mail.deliver(db, emailIds).catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
  });
  if (confirmed) return checkoutResult({ ...sale, status: 'paid' }, recurring);
  // The provider's webhook confirmed it first: answer from the row as it stands.
  const [current] = await db.select().from(sales).where(eq(sales.id, sale.id));
  if (current?.status === 'failed') throw saleFailureError(current.failureCode);
  return checkoutResult(current ?? sale, recurring);
}

/** Waits before each new try of a confirmation the database dropped: a cut connection is replaced at once. */
const CONFIRM_RETRY_DELAYS_MS = [100, 300, 1_000];

/**
 * Records a payment the provider took at once: the sale, its commission and totals, in one transaction. A lost
 * connection is tried again (the transaction committed whole or not at all, and confirming moves a sale from
 * pending only, so a retry after a commit whose answer was lost changes nothing).
 */
async function confirmPaidCharge(
  deps: CheckoutDeps,
  sale: SaleRecord,
  charge: ProductCharge,
  recurring: boolean,
): Promise<Awaited<ReturnType<typeof confirmSalePaid>>> {
  for (const delay of CONFIRM_RETRY_DELAYS_MS) {
    try {
      return await confirmOnce(deps, sale, charge, recurring);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return confirmOnce(deps, sale, charge, recurring);
}

function confirmOnce(deps: CheckoutDeps, sale: SaleRecord, charge: ProductCharge, recurring: boolean) {
  return deps.db.transaction((tx) =>
    confirmSalePaid(tx, deps, sale.id, {
      paidAt: deps.clock?.() ?? new Date(),
      providerPaymentId: charge.providerPaymentId,
      providerCustomerId: charge.providerCustomerId,
      card: charge.card,
      ...(recurring
        ? {
            recurring: {
              providerCustomerId: charge.providerCustomerId,
              providerPaymentMethodId: charge.providerPaymentMethodId,
              testCardOutcome: charge.testCardOutcome,
            },
          }
        : {}),
    }),
  );
}

/**
 * The charge threw. A certain refusal, or anything the in-process test provider throws, fails the sale with
 * its code (an unexpected error as 'errors.payments.invalidResponse'). Any other Stripe error (a dropped
 * connection, a 5xx, an unreadable answer) may hide a charge that went through: that sale stays 'pending'
 * and the provider's webhook, or the pending-sales job asking the provider, decides it, so a charge is never
 * lost behind a 'failed' sale. Nothing is charged
 * twice either way: replays never charge, and the provider's idempotency key derives from the sale id.
 */
async function settleRefusedCharge(deps: CheckoutDeps, sale: SaleRecord, error: unknown): Promise<unknown> {
  const appError = error instanceof AppError ? error : null;
  const certain = deps.payments.name === 'test' || isCertainRefusal(appError);
  if (!certain) return error;
  const failure = appError ?? new AppError('errors.payments.invalidResponse', { cause: error });
  await deps.db.transaction((tx) => markSaleFailed(tx, sale.id, failure.code, deps.clock?.() ?? new Date()));
  return failure;
}
