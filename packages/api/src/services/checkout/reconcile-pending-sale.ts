import { and, type Database, eq, isNull, paymentConnections, sales } from '@afilia/db';
import type { AsaasPayment } from '../../integrations/asaas/asaas-schemas';
import type { FoundProductCharge, PaymentProvider } from '../../integrations/payments/provider';
import { applyAsaasPayment } from '../payments/asaas-sale-events';
import { type AsaasAccess, clientFor } from '../payments/producer-asaas';
import { type StripeAccess, stripeProviderFor } from '../payments/producer-stripe';
import { confirmSalePaid, markSaleFailed } from '../sales/confirm-sale';
import type { SaleEffectsDeps } from '../sales/sale-effects';

type SaleRecord = typeof sales.$inferSelect;

/**
 * A checkout whose sale has no provider answer after this long is no longer in flight: the provider calls time
 * out well before (Stripe's client gives up after three 30 s tries, Asaas's sooner), so the request that wrote
 * the sale died, or failed to record the answer. A retry of its idempotency key may then ask the provider.
 * Test mode charges in the process, in milliseconds: a few seconds without an answer mean the request died.
 */
export function unrecordedChargeRetryAfterMs(provider: SaleRecord['provider']): number {
  return provider === 'test' ? 10_000 : 2 * 60_000;
}

/**
 * After this long an attempt that never reached the provider is over: it is failed as `notCharged`, so the
 * buyer's status poll ends, and a new attempt (a new key) can be made. Stripe's search index, which finds a
 * charge that did reach it, lags by seconds to a minute: well inside this.
 */
export const UNRECORDED_CHARGE_ABANDON_AFTER_MS = 5 * 60_000;

export interface PendingSaleDeps extends SaleEffectsDeps {
  db: Database;
  /** The platform's card provider (Stripe or test mode). */
  payments: PaymentProvider;
  asaas: AsaasAccess;
  stripe: StripeAccess;
}

/**
 * What asking the provider settled: the sale is now `paid`, `failed`, or `pending` with the provider's id
 * (its webhook or the status poll decides); `notCharged` when nothing reached the provider and the sale was
 * left for a retry of its key to charge; `unknown` when the provider could not be asked (try again later).
 */
export type PendingSaleOutcome = 'paid' | 'failed' | 'pending' | 'notCharged' | 'unknown';

/** What to do with an attempt that never reached the provider. */
export type NothingChargedPolicy = 'fail' | 'keep';

/**
 * Settles a pending sale that has no provider id, the trace of a checkout interrupted between writing the
 * sale and recording the provider's answer, by asking the provider for the charge made for the sale id (the
 * Stripe PaymentIntent's metadata, the Asaas payment's external reference). Every change goes through the
 * ledger's functions (confirmSalePaid with its commission and totals, markSaleFailed), which move a sale from
 * pending only, so a webhook or another instance settling it first makes this a no-op.
 */
export async function reconcilePendingSale(
  deps: PendingSaleDeps,
  sale: SaleRecord,
  whenNothingCharged: NothingChargedPolicy,
  now = new Date(),
): Promise<PendingSaleOutcome> {
  if (sale.status !== 'pending' || sale.providerPaymentId !== null) return outcomeOf(sale);
  if (sale.provider === 'asaas') return reconcileAsaasSale(deps, sale, whenNothingCharged, now);

  let found: FoundProductCharge | null;
  if (sale.provider === 'test') {
    found = null;
  } else {
    const provider = await cardProviderOf(deps, sale);
    if (!provider) return 'unknown';
    try {
      found = await provider.findProductCharge(sale.id);
    } catch {
      return 'unknown';
    }
  }
  if (!found) return nothingCharged(deps.db, sale, whenNothingCharged, now);
  return applyFoundCharge(deps, sale, found, now);
}

/**
 * The card provider that charged the sale: the producer's own Stripe account when the sale names its
 * connection (still theirs), else the platform's provider when it is the one the sale was made with.
 */
async function cardProviderOf(deps: PendingSaleDeps, sale: SaleRecord): Promise<PaymentProvider | null> {
  if (sale.paymentConnectionId) {
    const connection = await saleConnection(deps.db, sale);
    return connection ? stripeProviderFor(deps.stripe, connection) : null;
  }
  return deps.payments.name === sale.provider ? deps.payments : null;
}

/** The producer's payment connection the sale was charged through, while it is still theirs and configured. */
async function saleConnection(db: Database, sale: SaleRecord) {
  if (!sale.paymentConnectionId) return null;
  const [connection] = await db
    .select()
    .from(paymentConnections)
    .where(eq(paymentConnections.id, sale.paymentConnectionId));
  if (!connection?.secretsSealed || connection.userId !== sale.producerId) return null;
  return connection;
}

async function applyFoundCharge(
  deps: PendingSaleDeps,
  sale: SaleRecord,
  found: FoundProductCharge,
  now: Date,
): Promise<PendingSaleOutcome> {
  const { db } = deps;
  switch (found.status) {
    case 'paid': {
      // A charge for another amount is not this sale's price: it is never confirmed.
      if (found.amountCents !== sale.amountCents) return 'unknown';
      const { charge } = found;
      const { emailIds } = await db.transaction((tx) =>
        confirmSalePaid(tx, deps, sale.id, {
          paidAt: now,
          providerPaymentId: charge.providerPaymentId,
          providerCustomerId: charge.providerCustomerId,
          card: charge.card,
          ...(charge.providerPaymentMethodId
            ? {
                recurring: {
                  providerCustomerId: charge.providerCustomerId,
                  providerPaymentMethodId: charge.providerPaymentMethodId,
                  testCardOutcome: null,
                },
              }
            : {}),
        }),
      );
      await deps.mail.deliver(db, emailIds);
      return currentOutcome(db, sale.id);
    }
    case 'failed':
      await db.transaction((tx) => markSaleFailed(tx, sale.id, found.failureCode, now));
      return currentOutcome(db, sale.id);
    case 'pending':
      await recordProviderIds(db, sale.id, found.providerPaymentId, found.providerCustomerId, now);
      return currentOutcome(db, sale.id);
  }
}

/**
 * A Pix or boleto sale: the Asaas payment whose external reference is the sale id. Once its id is on the sale,
 * Asaas's word settles it as a webhook would (paid, expired); one still waiting expires at its due date.
 */
async function reconcileAsaasSale(
  deps: PendingSaleDeps,
  sale: SaleRecord,
  whenNothingCharged: NothingChargedPolicy,
  now: Date,
): Promise<PendingSaleOutcome> {
  if (!sale.paymentConnectionId) return nothingCharged(deps.db, sale, whenNothingCharged, now);
  const connection = await saleConnection(deps.db, sale);
  if (!connection) return 'unknown';
  const client = clientFor(deps.asaas, connection);
  let payment: AsaasPayment | undefined;
  try {
    const page = await client.listPayments({ externalReference: sale.id });
    payment = page.data.find((candidate) => !candidate.deleted) ?? page.data[0];
  } catch {
    return 'unknown';
  }
  if (!payment) return nothingCharged(deps.db, sale, whenNothingCharged, now);
  await recordProviderIds(deps.db, sale.id, payment.id, payment.customer, now);
  const { emailIds } = await applyAsaasPayment(deps.db, deps, sale.producerId, payment, { event: null, now });
  await deps.mail.deliver(deps.db, emailIds);
  return currentOutcome(deps.db, sale.id);
}

async function nothingCharged(
  db: Database,
  sale: SaleRecord,
  whenNothingCharged: NothingChargedPolicy,
  now: Date,
): Promise<PendingSaleOutcome> {
  if (whenNothingCharged === 'keep') return 'notCharged';
  await db.transaction((tx) => markSaleFailed(tx, sale.id, 'errors.checkout.notCharged', now));
  return currentOutcome(db, sale.id);
}

async function recordProviderIds(
  db: Database,
  saleId: string,
  providerPaymentId: string,
  providerCustomerId: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(sales)
    .set({ providerPaymentId, providerCustomerId, updatedAt: now })
    .where(and(eq(sales.id, saleId), eq(sales.status, 'pending'), isNull(sales.providerPaymentId)));
}

async function currentOutcome(db: Database, saleId: string): Promise<PendingSaleOutcome> {
  const [row] = await db
    .select({ status: sales.status, providerPaymentId: sales.providerPaymentId })
    .from(sales)
    .where(eq(sales.id, saleId));
  return row ? outcomeOf(row) : 'unknown';
}

/** A sale refunded or charged back since it was paid still counts as paid here: its charge went through. */
function outcomeOf(sale: Pick<SaleRecord, 'status' | 'providerPaymentId'>): PendingSaleOutcome {
  if (sale.status === 'pending') return sale.providerPaymentId ? 'pending' : 'unknown';
  return sale.status === 'failed' ? 'failed' : 'paid';
}
